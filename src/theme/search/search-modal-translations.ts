/**
 * Every text of the search modal and search page (DocSearch's translation keys), in one place, each
 * looked up by Docusaurus's id for it (see search-translations.ts): a translated locale gets
 * Docusaurus's translations, a site's `code.json` wins over those.
 */
import type { DocSearchTranslations } from '@docsearch/react';
import { translate } from '@generator/client/docusaurus/Translate';
import { selectPluralMessage } from '@generator/client/docusaurus/plural-message';
import { closeSearchText, fetchErrorTexts, searchInputLabel, searchPlaceholder } from './search-translations';

export type SearchModalTranslations = NonNullable<DocSearchTranslations['modal']>;

/** The modal's texts for the page's locale. */
export function searchModalTranslations(): SearchModalTranslations {
  const text = (id: string, message: string) => translate({ id: `theme.SearchModal.${id}`, message });
  const clearText = text('searchBox.resetButtonTitle', 'Clear the query');
  return {
    searchBox: {
      placeholderText: searchPlaceholder(),
      searchInputLabel: searchInputLabel(),
      clearButtonTitle: clearText,
      clearButtonAriaLabel: clearText,
      closeButtonText: closeSearchText(),
      closeButtonAriaLabel: closeSearchText(),
    },
    startScreen: {
      recentSearchesTitle: text('startScreen.recentSearchesTitle', 'Recent'),
      noRecentSearchesText: text('startScreen.noRecentSearchesText', 'No recent searches'),
      saveRecentSearchButtonTitle: text('startScreen.saveRecentSearchButtonTitle', 'Save this search'),
      removeRecentSearchButtonTitle: text('startScreen.removeRecentSearchButtonTitle', 'Remove this search from history'),
      favoriteSearchesTitle: text('startScreen.favoriteSearchesTitle', 'Favorite'),
      removeFavoriteSearchButtonTitle: text('startScreen.removeFavoriteSearchButtonTitle', 'Remove this search from favorites'),
    },
    errorScreen: fetchErrorTexts(),
    noResultsScreen: {
      noResultsText: text('noResultsScreen.noResultsText', 'No results for'),
      suggestedQueryText: text('noResultsScreen.suggestedQueryText', 'Try searching for'),
      reportMissingResultsText: text('noResultsScreen.reportMissingResultsText', 'Believe this query should return results?'),
      reportMissingResultsLinkText: text('noResultsScreen.reportMissingResultsLinkText', 'Let us know.'),
    },
    footer: {
      selectText: text('footer.selectText', 'to select'),
      navigateText: text('footer.navigateText', 'to navigate'),
      closeText: text('footer.closeText', 'to close'),
    },
  };
}

export const seeAllResultsText = (count: number): string => translate({ id: 'theme.SearchBar.seeAll', message: 'See all {count} results' }, { count });
export const noResultsFoundText = (): string => translate({ id: 'theme.SearchPage.noResultsText', message: 'No results were found' });
export const searchPageTitle = (query: string): string =>
  query
    ? translate({ id: 'theme.SearchPage.existingResultsTitle', message: 'Search results for "{query}"' }, { query })
    : translate({ id: 'theme.SearchPage.emptyResultsTitle', message: 'Search the documentation' });
export const resultCountText = (count: number): string =>
  selectPluralMessage(count, translate({ id: 'theme.SearchPage.documentsFound.plurals', message: '1 result|{count} results' }, { count }));

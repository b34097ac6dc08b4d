/** Every text of the search modal and search page (DocSearch's translation keys), in one place. */
import type { DocSearchTranslations } from '@docsearch/react';
import { CLOSE_SEARCH_TEXT, FETCH_ERROR_TEXTS, SEARCH_BUTTON_LABEL, SEARCH_BUTTON_TEXT, SEARCH_INPUT_LABEL, SEARCH_PLACEHOLDER } from './search-translations';

export const searchTranslations: DocSearchTranslations = {
  button: { buttonText: SEARCH_BUTTON_TEXT, buttonAriaLabel: SEARCH_BUTTON_LABEL },
  modal: {
    searchBox: {
      placeholderText: SEARCH_PLACEHOLDER,
      searchInputLabel: SEARCH_INPUT_LABEL,
      clearButtonTitle: 'Clear the query',
      clearButtonAriaLabel: 'Clear the query',
      closeButtonText: CLOSE_SEARCH_TEXT,
      closeButtonAriaLabel: CLOSE_SEARCH_TEXT,
    },
    startScreen: {
      recentSearchesTitle: 'Recent',
      noRecentSearchesText: 'No recent searches',
      saveRecentSearchButtonTitle: 'Save this search',
      removeRecentSearchButtonTitle: 'Remove this search from history',
      favoriteSearchesTitle: 'Favorite',
      removeFavoriteSearchButtonTitle: 'Remove this search from favorites',
    },
    errorScreen: FETCH_ERROR_TEXTS,
    noResultsScreen: {
      noResultsText: 'No results for',
      suggestedQueryText: 'Try searching for',
      reportMissingResultsText: 'Believe this query should return results?',
      reportMissingResultsLinkText: 'Let us know.',
    },
    footer: { selectText: 'to select', navigateText: 'to navigate', closeText: 'to close' },
  },
};

export const seeAllResultsText = (count: number) => `See all ${count} results`;
export const NO_RESULTS_FOUND_TEXT = 'No results were found';

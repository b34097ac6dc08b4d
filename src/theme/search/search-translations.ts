/** Every text of the search button and modal (DocSearch's translation keys), in one place. */
import type { DocSearchTranslations } from '@docsearch/react';

export const SEARCH_BUTTON_TEXT = 'Search';
export const SEARCH_BUTTON_LABEL = 'Search docs and blog';

export const searchTranslations: DocSearchTranslations = {
  button: { buttonText: SEARCH_BUTTON_TEXT, buttonAriaLabel: SEARCH_BUTTON_LABEL },
  modal: {
    searchBox: {
      placeholderText: 'Search docs',
      searchInputLabel: 'Search the Stately documentation and blog',
      clearButtonTitle: 'Clear the query',
      clearButtonAriaLabel: 'Clear the query',
      closeButtonText: 'Cancel',
      closeButtonAriaLabel: 'Cancel',
    },
    startScreen: {
      recentSearchesTitle: 'Recent',
      noRecentSearchesText: 'No recent searches',
      saveRecentSearchButtonTitle: 'Save this search',
      removeRecentSearchButtonTitle: 'Remove this search from history',
      favoriteSearchesTitle: 'Favorite',
      removeFavoriteSearchButtonTitle: 'Remove this search from favorites',
    },
    errorScreen: { titleText: 'Unable to fetch results', helpText: 'You might want to check your network connection.' },
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

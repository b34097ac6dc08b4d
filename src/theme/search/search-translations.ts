/** Every text of the search button and modal (DocSearch's translation keys), in one place. */
import type { DocSearchTranslations } from '@docsearch/react';

export const SEARCH_BUTTON_TEXT = 'Search';
export const SEARCH_BUTTON_LABEL = 'Search docs and blog';
// The texts the search shell shows before the modal's code arrives: constants, so the page's own
// bundle carries these few and not the whole table.
export const SEARCH_PLACEHOLDER = 'Search docs';
export const SEARCH_INPUT_LABEL = 'Search the Stately documentation and blog';
export const CLOSE_SEARCH_TEXT = 'Cancel';
export const FETCH_ERROR_TEXTS = { titleText: 'Unable to fetch results', helpText: 'You might want to check your network connection.' };

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

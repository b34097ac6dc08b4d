/**
 * The texts the search button and the search shell show before the modal's code arrives: each
 * page's main bundle carries these few constants. The modal's whole table is in
 * search-modal-translations.ts, a module of its own so it travels with the modal, not with main.
 */

export const SEARCH_BUTTON_TEXT = 'Search';
export const SEARCH_BUTTON_LABEL = 'Search docs and blog';
export const SEARCH_PLACEHOLDER = 'Search docs';
export const SEARCH_INPUT_LABEL = 'Search the Stately documentation and blog';
export const CLOSE_SEARCH_TEXT = 'Cancel';
export const FETCH_ERROR_TEXTS = { titleText: 'Unable to fetch results', helpText: 'You might want to check your network connection.' };

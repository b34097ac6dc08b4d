/**
 * The texts the search button and the search shell show before the modal's code arrives: each
 * page's main bundle carries these few. The modal's whole table is in search-modal-translations.ts,
 * a module of its own so it travels with the modal, not with main.
 *
 * Each text is looked up by the id Docusaurus's search theme gives it (`theme.SearchBar.*`,
 * `theme.SearchModal.*`), so the translations Docusaurus ships for its locales and a site's own
 * `code.json` apply; the messages written here are this site's English texts. Functions, not
 * constants: the page's locale is known only once the app renders.
 */
import { translate } from '@generator/client/docusaurus/Translate';

export const searchButtonText = (): string => translate({ id: 'theme.SearchBar.label', message: 'Search' });
/** Docusaurus labels the button with the same id as its text; in English this site says what it searches. */
export const searchButtonLabel = (): string => translate({ id: 'theme.SearchBar.label', message: 'Search docs and blog' });
export const searchPlaceholder = (): string => translate({ id: 'theme.SearchModal.searchBox.placeholderText', message: 'Search docs' });
export const searchInputLabel = (): string =>
  translate({ id: 'theme.SearchModal.searchBox.searchInputLabel', message: 'Search the Stately documentation and blog' });
export const closeSearchText = (): string => translate({ id: 'theme.SearchModal.searchBox.cancelButtonText', message: 'Cancel' });
export const fetchErrorTexts = (): { titleText: string; helpText: string } => ({
  titleText: translate({ id: 'theme.SearchModal.errorScreen.titleText', message: 'Unable to fetch results' }),
  helpText: translate({ id: 'theme.SearchModal.errorScreen.helpText', message: 'You might want to check your network connection.' }),
});

/**
 * The navbar's search button. The DocSearch modal (and the search index) load only when the
 * reader first opens search, so pages carry none of that code until then.
 */
import { useCallback, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { lazyComponent } from '@generator/client/lazy-component';
import { SEARCH_BUTTON_LABEL, SEARCH_BUTTON_TEXT } from './search/search-translations';
import { openOnTyping, useSearchShortcuts } from './search/use-search-shortcuts';
import type { SearchModalProps } from './search/SearchModal';

// Never opened while prerendering: the server build leaves the modal (most of the bundle's code) out.
const SearchModal = lazyComponent<SearchModalProps>(() =>
  __IS_SERVER__ ? Promise.reject(new Error('search does not open while prerendering')) : import(/* webpackChunkName: "search-modal" */ './search/SearchModal'),
);

export default function SearchBar() {
  const [state, setState] = useState<{ open: boolean; initialQuery: string }>({ open: false, initialQuery: '' });
  const [isApple, setIsApple] = useState(false);
  useEffect(() => setIsApple(/Mac|iPhone|iPad/.test(navigator.platform)), []);
  const open = useCallback((initialQuery = '') => setState({ open: true, initialQuery }), []);
  const close = useCallback(() => setState((s) => ({ ...s, open: false })), []);
  useSearchShortcuts({ isOpen: state.open, open, close });

  return (
    <>
      <button type="button" className="search-button" aria-label={SEARCH_BUTTON_LABEL} onClick={() => open()} onKeyDown={openOnTyping(open)}>
        <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true">
          <circle cx="8.5" cy="8.5" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M13 13l5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="search-button__text">{SEARCH_BUTTON_TEXT}</span>
        <kbd className="search-button__keys" aria-hidden="true">
          {isApple ? '⌘' : 'Ctrl'} K
        </kbd>
      </button>
      {state.open && createPortal(<SearchModal initialQuery={state.initialQuery} onClose={close} />, document.body)}
    </>
  );
}

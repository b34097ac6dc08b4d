/**
 * What search shows the instant it opens, before the modal's code has arrived: an overlay and a
 * search box laid out like DocSearch's, with a focused input showing what the reader has typed so
 * far (kept by TypedAhead). The real modal replaces it as soon as its code is loaded.
 */
import { useEffect, useRef } from 'react';
import { searchTranslations } from './search-translations';
import './search-shell.css';

export interface SearchModalShellProps {
  query: string;
  onQueryChange: (query: string) => void;
  onClose: () => void;
  /** The modal's code failed to load: say so, and offer to try again. */
  loadError?: Error;
  retry: () => void;
}

const texts = searchTranslations.modal!;

export default function SearchModalShell({ query, onQueryChange, onClose, loadError, retry }: SearchModalShellProps) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  // The caret stays after the last key typed ahead.
  useEffect(() => input.current?.setSelectionRange(query.length, query.length), [query]);
  return (
    <div className="search-shell" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div className="search-shell__modal" role="dialog" aria-modal="true" aria-label={texts.searchBox?.searchInputLabel}>
        <form className="search-shell__form" role="search" onSubmit={(event) => event.preventDefault()}>
          <svg className="search-shell__icon" width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
            <circle cx="8.5" cy="8.5" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M13 13l5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <input
            ref={input}
            className="search-shell__input"
            aria-label={texts.searchBox?.searchInputLabel}
            placeholder={texts.searchBox?.placeholderText}
            value={query}
            onChange={(event) => onQueryChange(event.target.value)}
            autoComplete="off"
            spellCheck={false}
            maxLength={512}
          />
          <button type="button" className="search-shell__close" aria-label={texts.searchBox?.closeButtonAriaLabel} title={texts.searchBox?.closeButtonText} onClick={onClose}>
            ×
          </button>
        </form>
        {loadError && (
          <div className="search-shell__error" role="alert">
            <p>{texts.errorScreen?.titleText}</p>
            <p>{texts.errorScreen?.helpText}</p>
            <button type="button" className="button" onClick={retry}>
              Retry
            </button>
          </div>
        )}
      </div>
    </div>
  );
}

/**
 * What search shows the instant it opens, before the modal's code has arrived: an overlay and a
 * search box laid out like DocSearch's, with a focused input showing what the reader has typed so
 * far (kept by TypedAhead). The real modal replaces it as soon as its code is loaded.
 */
import { useEffect, useRef } from 'react';
import SearchIcon from './SearchIcon';
import { closeSearchText, fetchErrorTexts, searchInputLabel, searchPlaceholder } from './search-translations';
import './search-shell.css';

export interface SearchModalShellProps {
  query: string;
  onQueryChange: (query: string) => void;
  onClose: () => void;
  /** The modal's code failed to load: say so, and offer to try again. */
  loadError?: Error;
  retry: () => void;
}

export default function SearchModalShell({ query, onQueryChange, onClose, loadError, retry }: SearchModalShellProps) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const inputLabel = searchInputLabel();
  const closeText = closeSearchText();
  const errorTexts = loadError && fetchErrorTexts();
  // The caret stays after the last key typed ahead.
  useEffect(() => input.current?.setSelectionRange(query.length, query.length), [query]);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a press on the backdrop closes the dialog, as Escape does from the keyboard.
    <div className="search-shell" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div className="search-shell__modal" role="dialog" aria-modal="true" aria-label={inputLabel}>
        <form className="search-shell__form" role="search" onSubmit={(event) => event.preventDefault()}>
          <span className="search-shell__icon">
            <SearchIcon size={20} />
          </span>
          <input
            ref={input}
            className="search-shell__input"
            aria-label={inputLabel}
            placeholder={searchPlaceholder()}
            value={query}
            onChange={(event) => onQueryChange(event.target.value)}
            autoComplete="off"
            spellCheck={false}
            maxLength={512}
          />
          <button type="button" className="search-shell__close" aria-label={closeText} title={closeText} onClick={onClose}>
            ×
          </button>
        </form>
        {errorTexts && (
          <div className="search-shell__error" role="alert">
            <p>{errorTexts.titleText}</p>
            <p>{errorTexts.helpText}</p>
            <button type="button" className="button button--primary" onClick={retry}>
              Retry
            </button>
          </div>
        )}
      </div>
    </div>
  );
}

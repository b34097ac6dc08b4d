/**
 * The navbar's search button. The DocSearch modal (and the search index) load only when the
 * reader first opens search, so pages carry none of that code until then. Meanwhile a shell
 * that looks like the modal opens at once, and every key typed is kept (TypedAhead) and handed to
 * the modal's input when it arrives.
 */
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type ComponentType } from 'react';
import { createPortal } from 'react-dom';
import { searchButtonLabel, searchButtonText } from './search/search-translations';
import { openOnTyping, useSearchShortcuts } from './search/use-search-shortcuts';
import SearchModalShell from './search/SearchModalShell';
import SearchIcon from './search/SearchIcon';
import { createTypedAhead, type TypedAhead } from './search/typed-ahead';
import type { SearchModalProps } from './search/SearchModal';
import { onDemand } from './load-on-demand';

type ModalComponent = ComponentType<SearchModalProps>;
const searchModal = onDemand<ModalComponent>(
  'search',
  __IS_SERVER__ ? undefined : () => import(/* webpackChunkName: "search-modal" */ './search/SearchModal').then((module) => module.default),
);

function OpenSearch({ typedAhead, onClose }: { typedAhead: TypedAhead; onClose: () => void }) {
  const [Modal, setModal] = useState<ModalComponent | undefined>(() => searchModal.loaded());
  const [loadError, setLoadError] = useState<Error>();
  const query = useSyncExternalStore(typedAhead.subscribe, typedAhead.current, typedAhead.current);
  const load = useCallback(() => {
    setLoadError(undefined);
    searchModal.load().then(
      (component) => setModal(() => component),
      (error: unknown) => setLoadError(error instanceof Error ? error : new Error(String(error))),
    );
  }, []);
  useEffect(() => {
    if (!Modal) load();
  }, [Modal, load]);
  // The modal reads its initial query once; keys typed after this render reach its input on focus.
  if (Modal) return <Modal initialQuery={query} onClose={onClose} />;
  return <SearchModalShell query={query} onQueryChange={typedAhead.set} onClose={onClose} loadError={loadError} retry={load} />;
}

export default function SearchBar() {
  const [isOpen, setOpen] = useState(false);
  const [isApple, setIsApple] = useState(false);
  const typedAhead = useRef<TypedAhead | null>(null);
  useEffect(() => setIsApple(/Mac|iPhone|iPad/.test(navigator.platform)), []);
  const open = useCallback((initialQuery = '') => {
    // Synchronously, in the key's own event: the very next key is already taken.
    (typedAhead.current ??= createTypedAhead()).start(initialQuery);
    setOpen(true);
  }, []);
  const close = useCallback(() => {
    typedAhead.current?.stop();
    setOpen(false);
  }, []);
  useEffect(() => () => typedAhead.current?.stop(), []);
  useSearchShortcuts({ isOpen, open, close });

  return (
    <>
      <button
        type="button"
        className="search-button"
        aria-label={searchButtonLabel()}
        onClick={() => open()}
        onKeyDown={openOnTyping(open)}
        // The reader is about to search: fetch the modal's code now.
        onPointerEnter={searchModal.prefetch}
        onFocus={searchModal.prefetch}
      >
        <SearchIcon size={18} />
        <span className="search-button__text">{searchButtonText()}</span>
        {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: the key hint is not focusable; it is hidden because the button's label already names the action. */}
        <kbd className="search-button__keys" aria-hidden="true">
          {isApple ? '⌘' : 'Ctrl'} K
        </kbd>
      </button>
      {isOpen && typedAhead.current && createPortal(<OpenSearch typedAhead={typedAhead.current} onClose={close} />, document.body)}
    </>
  );
}

/**
 * Keyboard ways to open search: Ctrl/Cmd+K (toggles), "/" (not while typing in an input, select,
 * textarea or editable element), and typing a character while the search button has focus
 * (that character starts the query). Escape closes.
 */
import { useEffect, type KeyboardEvent as ReactKeyboardEvent } from 'react';

function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName);
}

export function useSearchShortcuts({ isOpen, open, close }: { isOpen: boolean; open: (initialQuery?: string) => void; close: () => void }): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.key === 'k' || event.key === 'K') && (event.metaKey || event.ctrlKey)) {
        event.preventDefault();
        if (isOpen) close();
        else open();
      } else if (event.key === 'Escape' && isOpen) {
        close();
      } else if (event.key === '/' && !isOpen && !isEditable(event.target) && !event.metaKey && !event.ctrlKey && !event.altKey) {
        event.preventDefault();
        open();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, open, close]);
}

/** For the search button: a printable key typed while it has focus opens search with that text. */
export function openOnTyping(open: (initialQuery?: string) => void) {
  return (event: ReactKeyboardEvent<HTMLButtonElement>) => {
    if (event.key.length === 1 && /\S/.test(event.key) && !event.metaKey && !event.ctrlKey && !event.altKey && event.key !== '/') {
      event.preventDefault();
      open(event.key);
    }
  };
}

/** Closes a popup when the reader presses, touches or moves focus outside it, or presses Escape. */
import { useEffect, type RefObject } from 'react';

export function useDismissOnOutside(ref: RefObject<HTMLElement | null>, open: boolean, close: (options: { restoreFocus: boolean }) => void): void {
  useEffect(() => {
    if (!open) return;
    const onOutside = (event: Event) => {
      if (ref.current && event.target instanceof Node && !ref.current.contains(event.target)) close({ restoreFocus: false });
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close({ restoreFocus: true });
    };
    document.addEventListener('mousedown', onOutside);
    document.addEventListener('touchstart', onOutside, { passive: true });
    document.addEventListener('focusin', onOutside);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onOutside);
      document.removeEventListener('touchstart', onOutside);
      document.removeEventListener('focusin', onOutside);
      document.removeEventListener('keydown', onKey);
    };
  }, [ref, open, close]);
}

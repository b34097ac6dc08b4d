/**
 * The state a navbar dropdown needs: open or not, its root and button (the menu closes on an
 * outside press, touch or focus, and `close({ restoreFocus: true })` puts focus back on the button),
 * and an id linking the button to its menu.
 */
import { useCallback, useId, useRef, useState } from 'react';
import { useDismissOnOutside } from './use-dismiss-on-outside';

export function useDropdownMenu() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const close = useCallback(({ restoreFocus }: { restoreFocus: boolean }) => {
    setOpen(false);
    if (restoreFocus) buttonRef.current?.focus();
  }, []);
  useDismissOnOutside(rootRef, open, close);
  return { open, setOpen, rootRef, buttonRef, menuId, close };
}

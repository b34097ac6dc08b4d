/**
 * A navbar dropdown (`type: 'dropdown'`, and the locale dropdown): a button that opens a menu of
 * items; it closes on an outside press, touch or focus, on Escape, and after a choice. In the
 * mobile drawer the items are listed under the label instead. Infima's `dropdown` draws the caret
 * after the label and shows the menu while the dropdown has `dropdown--show`, as in Docusaurus.
 */
import type { ReactNode } from 'react';
import { useDropdownMenu } from './use-dropdown-menu';

export interface NavbarDropdownProps {
  label: ReactNode;
  className?: string;
  mobile?: boolean;
  /** The menu's entries, each rendered as a list item; `close` closes the menu. */
  children: (close: () => void) => ReactNode;
}

export default function NavbarDropdown({ label, className, mobile = false, children }: NavbarDropdownProps) {
  const { open, setOpen, rootRef, buttonRef, menuId, close } = useDropdownMenu();

  if (mobile) {
    return (
      <div className={['navbar-drawer__group', className].filter(Boolean).join(' ')}>
        <span className="navbar-drawer__group-label">{label}</span>
        <ul className="navbar-drawer__items">{children(() => {})}</ul>
      </div>
    );
  }
  return (
    <div ref={rootRef} className={['dropdown navbar-dropdown', open ? 'dropdown--open dropdown--show' : undefined, className].filter(Boolean).join(' ')}>
      <button
        ref={buttonRef}
        type="button"
        className="navbar__link dropdown__button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
      >
        {label}
      </button>
      <ul id={menuId} className="dropdown__menu" hidden={!open}>
        {children(() => setOpen(false))}
      </ul>
    </div>
  );
}

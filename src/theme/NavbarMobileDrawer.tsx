/**
 * The mobile navigation drawer (viewport <= 996 px): the main menu, or the page's secondary
 * menu (the docs sidebar) with "← Back to main menu". It closes on back navigation, on a route
 * change, on Escape, and when the viewport becomes desktop.
 *
 * The navbar mounts it only while it is open and loads its code when first opened (Navbar.tsx),
 * so it is not part of what a page loads before it responds.
 */
import { useEffect, useRef, useState } from 'react';
import { translate } from '@generator/client/docusaurus/Translate';
import { useLocation } from '@generator/client/router';
import NavbarItem from '@theme/NavbarItem';
import ColorModeToggle from '@theme/ColorModeToggle';
import { useNavbarSecondaryMenuContent } from './navbar-secondary-menu';
import type { NavbarItem as NavbarItemConfig } from './theme-config';
import { useIsMobile } from './use-media-query';

export interface NavbarMobileDrawerProps {
  items: NavbarItemConfig[];
  close: () => void;
  showColorModeToggle?: boolean;
}

export default function NavbarMobileDrawer({ items, close, showColorModeToggle = true }: NavbarMobileDrawerProps) {
  const secondary = useNavbarSecondaryMenuContent();
  const [showMain, setShowMain] = useState(false);
  const location = useLocation();
  const isMobile = useIsMobile();
  const closeButton = useRef<HTMLButtonElement>(null);
  const openedAt = useRef(location.pathname);

  // Each time the drawer opens (mounts) it shows the page's own menu first, when there is one.
  useEffect(() => closeButton.current?.focus(), []);
  useEffect(() => {
    if (location.pathname !== openedAt.current) close();
  }, [location.pathname]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (!isMobile) close();
  }, [isMobile]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    const onPop = () => close();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close();
    window.addEventListener('popstate', onPop);
    document.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('popstate', onPop);
      document.removeEventListener('keydown', onKey);
    };
  }, [close]);

  const showSecondary = secondary !== null && !showMain;
  return (
    <>
      <div className="navbar-drawer__backdrop" onClick={close} aria-hidden="true" />
      <div className="navbar-drawer" role="dialog" aria-modal="true" aria-label="Navigation">
        <div className="navbar-drawer__header">
          {showColorModeToggle ? <ColorModeToggle /> : <span />}
          <button
            ref={closeButton}
            type="button"
            className="navbar-drawer__close"
            aria-label={translate({ id: 'theme.docs.sidebar.closeSidebarButtonAriaLabel', message: 'Close navigation bar' })}
            onClick={close}
          >
            <svg viewBox="0 0 15 15" width="16" height="16" aria-hidden="true">
              <path d="M1 1l13 13M14 1L1 14" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
        </div>
        {showSecondary ? (
          <div className="navbar-drawer__secondary">
            <button type="button" className="navbar-drawer__back" onClick={() => setShowMain(true)}>
              ← Back to main menu
            </button>
            <div data-testid="navbar-secondary-menu">{secondary}</div>
          </div>
        ) : (
          <ul className="navbar-drawer__items">
            {items.map((item, i) => (
              <li key={i}>
                <NavbarItem item={item} mobile />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

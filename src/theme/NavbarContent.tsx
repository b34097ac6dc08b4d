/**
 * The navbar's content (Docusaurus's `@theme/Navbar/Content`): on mobile the button that opens the
 * drawer, the brand (logo and title), the items on the left and the right, and the colour-mode
 * switch (unless colorMode.disableSwitch). The Navbar around it owns the drawer and hiding on scroll.
 */
import type { ReactNode } from 'react';
import { Link } from '@generator/client/Link';
import { useSiteData } from '@generator/client/site-context';
import { addBaseUrl } from '@generator/shared/base-url';
import ColorModeToggle from '@theme/ColorModeToggle';
import NavbarItem from '@theme/NavbarItem';
import { ThemedLogoImage } from './FooterLogo';
import type { NavbarItem as NavbarItemConfig, ThemeConfig } from './theme-config';

export interface NavbarContentProps {
  drawerOpen: boolean;
  toggleDrawer: () => void;
  /** Starts loading the drawer's code (the pointer or focus is on the toggle). */
  prefetchDrawer: () => void;
}

function NavbarItemList({ items, className, children }: { items: NavbarItemConfig[]; className?: string; children?: ReactNode }) {
  return (
    <ul className={className ? `navbar__items ${className}` : 'navbar__items'}>
      {items.map((item, i) => (
        <li key={i} className={`navbar__item navbar__item--${item.type}`}>
          <NavbarItem item={item} />
        </li>
      ))}
      {children}
    </ul>
  );
}

export default function NavbarContent({ drawerOpen, toggleDrawer, prefetchDrawer }: NavbarContentProps) {
  const { themeConfig, baseUrl } = useSiteData();
  const { navbar, colorMode } = themeConfig as ThemeConfig;
  const left = navbar.items.filter((item) => item.position !== 'right');
  const right = navbar.items.filter((item) => item.position === 'right');
  return (
    <div className="navbar__inner">
      <button
        type="button"
        className="navbar__toggle"
        aria-label="Toggle navigation bar"
        aria-expanded={drawerOpen}
        onClick={toggleDrawer}
        onPointerEnter={prefetchDrawer}
        onTouchStart={prefetchDrawer}
        onFocus={prefetchDrawer}
      >
        <svg viewBox="0 0 30 30" width="24" height="24" aria-hidden="true">
          <path d="M4 7h22M4 15h22M4 23h22" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
      </button>
      <Link
        className="navbar__brand"
        to={navbar.logo?.href ? addBaseUrl(baseUrl, navbar.logo.href) : baseUrl}
        {...(navbar.logo?.target ? { target: navbar.logo.target } : {})}
      >
        {navbar.logo && <ThemedLogoImage logo={{ ...navbar.logo, alt: navbar.title ? '' : navbar.logo.alt }} className="navbar__logo" />}
        {navbar.title && <span className="navbar__title">{navbar.title}</span>}
      </Link>
      <NavbarItemList items={left} />
      <NavbarItemList items={right} className="navbar__items--right">
        {!colorMode.disableSwitch && (
          <li className="navbar__item navbar__item--color-mode">
            <ColorModeToggle />
          </li>
        )}
      </NavbarItemList>
    </div>
  );
}

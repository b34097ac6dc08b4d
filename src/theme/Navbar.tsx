/**
 * The top navigation bar: brand, items from themeConfig.navbar (left and right), the colour-mode
 * switch; on mobile a "Toggle navigation bar" button opens the drawer. Hides on scroll down.
 */
import { useCallback, useState, type ReactNode } from 'react';
import { Link } from '@generator/client/Link';
import { useSiteData } from '@generator/client/site-context';
import ColorModeToggle from '@theme/ColorModeToggle';
import NavbarItem from '@theme/NavbarItem';
import { NavbarMobileDrawer } from './NavbarMobileDrawer';
import type { NavbarItem as NavbarItemConfig, ThemeConfig } from './theme-config';
import { useHideOnScroll } from './use-hide-on-scroll';

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

export default function Navbar() {
  const { themeConfig, baseUrl } = useSiteData();
  const navbar = (themeConfig as ThemeConfig).navbar;
  const hidden = useHideOnScroll(navbar.hideOnScroll);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const left = navbar.items.filter((item) => item.position !== 'right');
  const right = navbar.items.filter((item) => item.position === 'right');

  return (
    <nav className={`navbar${hidden && !drawerOpen ? ' navbar--hidden' : ''}`} aria-label="Main">
      <div className="navbar__inner">
        <button type="button" className="navbar__toggle" aria-label="Toggle navigation bar" aria-expanded={drawerOpen} onClick={() => setDrawerOpen((open) => !open)}>
          <svg viewBox="0 0 30 30" width="24" height="24" aria-hidden="true">
            <path d="M4 7h22M4 15h22M4 23h22" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
        </button>
        <Link className="navbar__brand" to={baseUrl}>
          {navbar.logo && <img className="navbar__logo" src={navbar.logo.src} alt="" width="28" height="28" />}
          <span className="navbar__title">{navbar.title}</span>
        </Link>
        <NavbarItemList items={left} />
        <NavbarItemList items={right} className="navbar__items--right">
          <li className="navbar__item navbar__item--color-mode">
            <ColorModeToggle />
          </li>
        </NavbarItemList>
      </div>
      <NavbarMobileDrawer items={navbar.items} open={drawerOpen} close={closeDrawer} />
    </nav>
  );
}

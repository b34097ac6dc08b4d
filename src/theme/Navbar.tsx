/**
 * The top navigation bar (themeConfig.navbar): brand (logo and title), items on the left and the
 * right, the colour-mode switch (unless colorMode.disableSwitch); on mobile a "Toggle navigation
 * bar" button opens the drawer, whose code loads when it is first opened (or pointed at). With hideOnScroll it hides on scroll down; style "dark" or
 * "primary" colours it as in Docusaurus.
 */
import { useCallback, useState, type ComponentType, type ReactNode } from 'react';
import { Link } from '@generator/client/Link';
import { useSiteData } from '@generator/client/site-context';
import { addBaseUrl } from '@generator/shared/base-url';
import ColorModeToggle from '@theme/ColorModeToggle';
import NavbarItem from '@theme/NavbarItem';
import { ThemedLogoImage } from './FooterLogo';
import { onDemand } from './load-on-demand';
import type { NavbarMobileDrawerProps } from './NavbarMobileDrawer';
import type { NavbarItem as NavbarItemConfig, ThemeConfig } from './theme-config';
import { useHideOnScroll } from './use-hide-on-scroll';

const mobileDrawer = onDemand<ComponentType<NavbarMobileDrawerProps>>('the navigation drawer', () =>
  import(/* webpackChunkName: "navbar-drawer" */ './NavbarMobileDrawer').then((module) => module.default),
);

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
  const { navbar, colorMode } = themeConfig as ThemeConfig;
  const hidden = useHideOnScroll(navbar.hideOnScroll);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [Drawer, setDrawer] = useState(() => mobileDrawer.loaded());
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const toggleDrawer = () => {
    if (Drawer) return setDrawerOpen((open) => !open);
    mobileDrawer.load().then(
      (component) => {
        setDrawer(() => component);
        setDrawerOpen(true);
      },
      (error: unknown) => console.error('The navigation drawer could not be loaded:', error),
    );
  };
  const left = navbar.items.filter((item) => item.position !== 'right');
  const right = navbar.items.filter((item) => item.position === 'right');
  const classes = ['navbar', navbar.style ? `navbar--${navbar.style}` : undefined, hidden && !drawerOpen ? 'navbar--hidden' : undefined]
    .filter(Boolean)
    .join(' ');

  return (
    <nav className={classes} aria-label="Main">
      <div className="navbar__inner">
        <button
          type="button"
          className="navbar__toggle"
          aria-label="Toggle navigation bar"
          aria-expanded={drawerOpen}
          onClick={toggleDrawer}
          onPointerEnter={mobileDrawer.prefetch}
          onTouchStart={mobileDrawer.prefetch}
          onFocus={mobileDrawer.prefetch}
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
      {drawerOpen && Drawer && <Drawer items={navbar.items} close={closeDrawer} showColorModeToggle={!colorMode.disableSwitch} />}
    </nav>
  );
}

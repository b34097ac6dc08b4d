/**
 * The top navigation bar (themeConfig.navbar): its content (Navbar/Content: brand, items, colour-mode
 * switch, the mobile toggle) and, on mobile, the drawer the toggle opens, whose code loads when it
 * is first opened (or pointed at). With hideOnScroll it hides on scroll down; style "dark" or
 * "primary" colours it as in Docusaurus.
 */
import { useCallback, useState, type ComponentType } from 'react';
import { translate } from '@generator/client/docusaurus/Translate';
import { useSiteData } from '@generator/client/site-context';
import NavbarContent from '@theme/NavbarContent';
import { onDemand } from './load-on-demand';
import type { NavbarMobileDrawerProps } from './NavbarMobileDrawer';
import type { ThemeConfig } from './theme-config';
import { useHideOnScroll } from './use-hide-on-scroll';

const mobileDrawer = onDemand<ComponentType<NavbarMobileDrawerProps>>(
  'the navigation drawer',
  __IS_SERVER__ ? undefined : () => import(/* webpackChunkName: "navbar-drawer" */ './NavbarMobileDrawer').then((module) => module.default),
);

export default function Navbar() {
  const { themeConfig } = useSiteData();
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
  const classes = ['navbar', 'navbar--fixed-top', navbar.style ? `navbar--${navbar.style}` : undefined, hidden && !drawerOpen ? 'navbar--hidden' : undefined]
    .filter(Boolean)
    .join(' ');

  return (
    <nav className={classes} aria-label={translate({ id: 'theme.NavBar.navAriaLabel', message: 'Main' })}>
      <NavbarContent drawerOpen={drawerOpen} toggleDrawer={toggleDrawer} prefetchDrawer={mobileDrawer.prefetch} />
      {drawerOpen && Drawer && <Drawer items={navbar.items} close={closeDrawer} showColorModeToggle={!colorMode.disableSwitch} />}
    </nav>
  );
}

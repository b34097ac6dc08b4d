/**
 * The theme's providers around every page (Docusaurus's `@theme/ThemeProvider`): colour mode and
 * the navbar's secondary menu. Inside `@theme/Root`, which a site may replace. The global styles
 * (Infima and the theme's CSS) are a client module of the theme's plugin (theme-styles.css), so they
 * come before a site's own CSS.
 */
import type { ReactNode } from 'react';
import { ColorModeProvider } from './color-mode';
import { NavbarSecondaryMenuProvider } from './navbar-secondary-menu';

export default function ThemeProvider({ children }: { children: ReactNode }) {
  return (
    <ColorModeProvider>
      <NavbarSecondaryMenuProvider>{children}</NavbarSecondaryMenuProvider>
    </ColorModeProvider>
  );
}

/**
 * The theme's providers around every page (Docusaurus's `@theme/ThemeProvider`): colour mode and
 * the navbar's secondary menu; global styles. Inside `@theme/Root`, which a site may replace.
 */
import type { ReactNode } from 'react';
import './theme.css';
import 'nprogress/nprogress.css';
import './shell.css';
import { ColorModeProvider } from './color-mode';
import { NavbarSecondaryMenuProvider } from './navbar-secondary-menu';

export default function ThemeProvider({ children }: { children: ReactNode }) {
  return (
    <ColorModeProvider>
      <NavbarSecondaryMenuProvider>{children}</NavbarSecondaryMenuProvider>
    </ColorModeProvider>
  );
}

/** Wraps the whole application: colour mode and the navbar's secondary menu; global styles. */
import type { ReactNode } from 'react';
import './theme.css';
import 'nprogress/nprogress.css';
import './shell.css';
import { ColorModeProvider } from './color-mode';
import { NavbarSecondaryMenuProvider } from './navbar-secondary-menu';

export default function Root({ children }: { children: ReactNode }) {
  return (
    <ColorModeProvider>
      <NavbarSecondaryMenuProvider>{children}</NavbarSecondaryMenuProvider>
    </ColorModeProvider>
  );
}

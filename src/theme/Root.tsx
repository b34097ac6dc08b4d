/**
 * Wraps the whole application, once, and stays mounted across navigations (Docusaurus's
 * `@theme/Root`): empty here, for a site to swizzle (to add its own providers). The theme's
 * providers are inside it (ThemeProvider), so a site's Root that renders only its children loses nothing.
 */
import type { ReactNode } from 'react';

export default function Root({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

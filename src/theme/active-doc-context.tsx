/**
 * The docs page being shown, for components outside the page content (the navbar's version
 * dropdown and "Docs" link): which docs plugin and version it belongs to, and where the same
 * page lives in the other versions. Set by DocsPageLayout; null outside the docs.
 */
import { createContext, useContext } from 'react';
import type { SidebarCategory } from '@generator/plugins/docs/contract';

export interface ActiveDoc {
  pluginId: string;
  versionName: string;
  permalink: string;
  /** Permalink of the same page in other versions, by version name. */
  alternates: Record<string, string>;
  /** The sidebar category whose page this is (a category's index doc or generated index), if any. */
  category?: SidebarCategory;
}

export const ActiveDocContext = createContext<ActiveDoc | null>(null);

/** The active docs page of a docs plugin instance, or null when the page is not one of its docs. */
export function useActiveDoc(pluginId = 'default'): ActiveDoc | null {
  const active = useContext(ActiveDocContext);
  return active?.pluginId === pluginId ? active : null;
}

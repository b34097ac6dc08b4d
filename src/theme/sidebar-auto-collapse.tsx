/**
 * themeConfig.docs.sidebar.autoCollapseCategories: opening a category closes its open siblings
 * (the categories of the same list), as in Docusaurus. Each list of the sidebar provides the
 * index of the item last opened in it.
 */
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSiteData } from '@generator/client/site-context';
import type { ThemeConfig } from './theme-config';

interface SiblingExpansion {
  expanded: number | null;
  setExpanded(index: number): void;
}

const SiblingExpansionContext = createContext<SiblingExpansion | null>(null);

export function SiblingExpansionProvider({ children }: { children: ReactNode }) {
  const [expanded, setExpanded] = useState<number | null>(null);
  const value = useMemo(() => ({ expanded, setExpanded }), [expanded]);
  return <SiblingExpansionContext.Provider value={value}>{children}</SiblingExpansionContext.Provider>;
}

/**
 * For the category at `index` of its list: closes it when a sibling opens, and returns what to
 * call when it opens itself. Does nothing unless the site turned the option on.
 */
export function useAutoCollapse(index: number, collapsed: boolean, collapse: () => void): (opening: boolean) => void {
  const enabled = (useSiteData().themeConfig as ThemeConfig).docs.sidebar.autoCollapseCategories;
  const siblings = useContext(SiblingExpansionContext);
  const expanded = siblings?.expanded ?? null;
  useEffect(() => {
    if (enabled && expanded !== null && expanded !== index && !collapsed) collapse();
  }, [expanded]); // eslint-disable-line react-hooks/exhaustive-deps
  return (opening) => {
    if (enabled && opening) siblings?.setExpanded(index);
  };
}

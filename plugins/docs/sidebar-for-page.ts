/**
 * The sidebar a page ships with. A category that starts closed on the page (configured collapsed
 * and not holding the page) keeps its label and link but not its items: they are not rendered
 * until it opens (the theme then loads the whole sidebar, a separate chunk). So what a page loads
 * before it is interactive grows with the open part of its sidebar, not with the number of pages.
 */
import { containsPath } from '../../src/theme/sidebar-tree.ts';
import type { DocsSidebarData, SidebarEntry } from './docs-client-data.ts';

function prune(entry: SidebarEntry, permalink: string): SidebarEntry {
  if (entry.type !== 'category') return entry;
  const startsClosed = entry.collapsible && entry.collapsed && !containsPath(entry, permalink);
  if (startsClosed && entry.items.length > 0) return { ...entry, items: [], itemsOmitted: true };
  return { ...entry, items: entry.items.map((item) => prune(item, permalink)) };
}

export function sidebarForPage(sidebar: DocsSidebarData, permalink: string): DocsSidebarData {
  return { ...sidebar, items: sidebar.items.map((item) => prune(item, permalink)) };
}

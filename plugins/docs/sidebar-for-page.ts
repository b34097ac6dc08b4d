/**
 * The sidebar a page ships with. A category that starts closed on the page (configured collapsed
 * and not holding the page) keeps its label and link but not its items: they are not rendered
 * until it opens (the theme then loads the whole sidebar, a separate chunk). So what a page loads
 * before it is interactive grows with the open part of its sidebar, not with the number of pages.
 *
 * Pages whose open categories are the same share one copy. Which categories hold a page is read
 * from a table made once per sidebar, so making every page's copy costs time in proportion to the
 * copies, not pages times sidebar size (at 10,000 pages, searching each category for the page took
 * over a minute).
 */
import { cleanSidebarPath } from './docs-client-data.ts';
import type { DocsSidebarData, SidebarCategory, SidebarEntry } from './docs-client-data.ts';

function prune(entry: SidebarEntry, open: ReadonlySet<SidebarCategory>): SidebarEntry {
  if (entry.type !== 'category') return entry;
  const startsClosed = entry.collapsible && entry.collapsed && !open.has(entry);
  if (startsClosed && entry.items.length > 0) return { ...entry, items: [], itemsOmitted: true };
  return { ...entry, items: entry.items.map((item) => prune(item, open)) };
}

export class SidebarPageCopies {
  /** A page's path -> the categories that hold it (a category whose own link is the page holds it too). */
  private readonly holders = new Map<string, SidebarCategory[]>();
  private readonly copies = new Map<string, DocsSidebarData>();
  private readonly categoryNumbers = new Map<SidebarCategory, number>();

  constructor(private readonly sidebar: DocsSidebarData) {
    const walk = (entries: SidebarEntry[], ancestors: SidebarCategory[]) => {
      for (const entry of entries) {
        if (entry.type === 'category') {
          this.categoryNumbers.set(entry, this.categoryNumbers.size);
          const holding = [...ancestors, entry];
          if (entry.href) this.remember(entry.href, holding);
          walk(entry.items, holding);
        } else {
          this.remember(entry.href, ancestors);
        }
      }
    };
    walk(sidebar.items, []);
  }

  private remember(href: string, categories: SidebarCategory[]): void {
    const path = cleanSidebarPath(href);
    this.holders.set(path, [...(this.holders.get(path) ?? []), ...categories]);
  }

  /** The page's copy, and a key naming it (the same for every page that shares it). */
  forPage(permalink: string): { key: string; copy: DocsSidebarData } {
    const open = new Set((this.holders.get(cleanSidebarPath(permalink)) ?? []).filter((category) => category.collapsible && category.collapsed));
    const key = [...open]
      .map((category) => this.categoryNumbers.get(category))
      .sort((a, b) => a! - b!)
      .join(',');
    let copy = this.copies.get(key);
    if (!copy) {
      copy = { ...this.sidebar, items: this.sidebar.items.map((item) => prune(item, open)) };
      this.copies.set(key, copy);
    }
    return { key, copy };
  }
}

/** One page's copy (see SidebarPageCopies, for many pages of one sidebar). */
export function sidebarForPage(sidebar: DocsSidebarData, permalink: string): DocsSidebarData {
  return new SidebarPageCopies(sidebar).forPage(permalink).copy;
}

/**
 * Reading order and position within a sidebar: previous/next pages (docs and category pages in
 * sidebar order; plain links are not pages) and the breadcrumbs (the categories leading to a page).
 */
import type { Breadcrumb, SidebarEntry } from './docs-client-data.ts';

export interface NavigationTarget {
  label: string;
  href: string;
}

/** Pages of a sidebar in reading order, each once (a doc may be both a category's page and an item). */
export function readingOrder(items: SidebarEntry[]): NavigationTarget[] {
  const order: NavigationTarget[] = [];
  const seen = new Set<string>();
  const visit = (entries: SidebarEntry[]) => {
    for (const entry of entries) {
      const isPage = entry.type === 'category' ? !!entry.href : !!entry.docId;
      if (isPage && !seen.has(entry.href!)) {
        seen.add(entry.href!);
        order.push({ label: entry.label, href: entry.href! });
      }
      if (entry.type === 'category') visit(entry.items);
    }
  };
  visit(items);
  return order;
}

export function neighbours(order: NavigationTarget[], href: string): { previous?: NavigationTarget; next?: NavigationTarget } {
  const index = order.findIndex((target) => target.href === href);
  if (index < 0) return {};
  return { previous: order[index - 1], next: order[index + 1] };
}

/** Categories from the sidebar's top down to the page, then the page itself (without a link). */
export function breadcrumbsTo(items: SidebarEntry[], href: string): Breadcrumb[] {
  const search = (entries: SidebarEntry[], trail: Breadcrumb[]): Breadcrumb[] | undefined => {
    for (const entry of entries) {
      if (entry.href === href) return [...trail, { label: entry.label }];
      if (entry.type === 'category') {
        const found = search(entry.items, [...trail, entry.href ? { label: entry.label, href: entry.href } : { label: entry.label }]);
        if (found) return found;
      }
    }
    return undefined;
  };
  return search(items, []) ?? [];
}

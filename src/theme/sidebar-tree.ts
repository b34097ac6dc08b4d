/** Questions about a docs sidebar tree: is this entry the active page, does a category contain it. */
import type { SidebarEntry } from '../../plugins/docs/docs-client-data';

export function isSamePath(a: string | undefined, b: string): boolean {
  if (!a) return false;
  const clean = (path: string) => path.split(/[?#]/)[0].replace(/(.)\/+$/, '$1');
  return clean(a) === clean(b);
}

/** Whether the entry is the active page or (for a category) holds it at any depth. */
export function containsPath(entry: SidebarEntry, activePath: string): boolean {
  if (isSamePath(entry.href, activePath)) return true;
  return entry.type === 'category' && entry.items.some((item) => containsPath(item, activePath));
}

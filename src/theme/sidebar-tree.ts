/** Questions about a docs sidebar tree: is this entry the active page, does a category contain it. */
import { cleanSidebarPath, type SidebarEntry } from '@generator/plugins/docs/contract';

/** A sidebar href or page path without its query, hash and trailing slash, for comparing (defined beside the docs data it reads). */
export { cleanSidebarPath };

export function isSamePath(a: string | undefined, b: string): boolean {
  if (!a) return false;
  return cleanSidebarPath(a) === cleanSidebarPath(b);
}

/** Whether the entry is the active page or (for a category) holds it at any depth. */
export function containsPath(entry: SidebarEntry, activePath: string): boolean {
  if (isSamePath(entry.href, activePath)) return true;
  return entry.type === 'category' && entry.items.some((item) => containsPath(item, activePath));
}

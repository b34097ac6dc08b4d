/**
 * Remembers, for this visit, the categories a reader opened or closed in the desktop sidebar: each
 * page renders its own sidebar, and without this a category opened on one page would close again
 * on the next (categories must not collapse by themselves).
 */
const remembered = new Map<string, boolean>();

export function rememberedCollapsed(key: string): boolean | undefined {
  return remembered.get(key);
}

export function rememberCollapsed(key: string, collapsed: boolean): void {
  remembered.set(key, collapsed);
}

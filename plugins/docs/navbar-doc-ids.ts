/**
 * The doc ids the navbar's `doc` items name (in dropdowns too) for one docs plugin instance. The
 * plugin's global data gives these docs' paths, so such an item leads to the doc's real permalink
 * (a slug, an index file's folder path) without every doc of the site travelling to every page.
 */
interface NavbarItemLike {
  type?: unknown;
  docId?: unknown;
  docsPluginId?: unknown;
  items?: unknown;
}

export function navbarDocIds(themeConfig: Record<string, unknown>, pluginId: string): Set<string> {
  const ids = new Set<string>();
  const visit = (items: unknown) => {
    if (!Array.isArray(items)) return;
    for (const item of items as NavbarItemLike[]) {
      if (!item || typeof item !== 'object') continue;
      const itemPluginId = typeof item.docsPluginId === 'string' ? item.docsPluginId : 'default';
      if (item.type === 'doc' && typeof item.docId === 'string' && itemPluginId === pluginId) ids.add(item.docId);
      visit(item.items);
    }
  };
  visit((themeConfig.navbar as { items?: unknown } | undefined)?.items);
  return ids;
}

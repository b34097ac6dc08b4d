/**
 * Where the browser keeps a site's stored preferences (theme, tabs, announcement bar, docs
 * version): Docusaurus's `storage` config, resolved on the node side (core/config/site-storage.ts)
 * and applied by the client and the theme's inline scripts alike.
 */
export interface SiteStorage {
  type: 'localStorage' | 'sessionStorage';
  /** Appended to every key: '' (no namespace) or `-${namespace}`, as Docusaurus computes it. */
  namespace: string;
}

export const DEFAULT_SITE_STORAGE: SiteStorage = { type: 'localStorage', namespace: '' };

/** The key a preference is stored under: Docusaurus's `${key}${namespace}`. */
export function storageKey(key: string, storage: SiteStorage): string {
  return `${key}${storage.namespace}`;
}

/** Whether the settings are the default ones (then pages carry none, and their output is as without the key). */
export function isDefaultSiteStorage(storage: SiteStorage): boolean {
  return storage.type === DEFAULT_SITE_STORAGE.type && storage.namespace === DEFAULT_SITE_STORAGE.namespace;
}

/**
 * Stored preferences (theme, announcement bar, preferred docs version) behind one small module
 * that survives storage being absent (privacy modes), full (quota errors) or holding garbage.
 * The site's `storage` config chooses localStorage or sessionStorage and a key namespace
 * (shared/site-storage.ts); the client entry applies it before anything is read.
 */
import { DEFAULT_SITE_STORAGE, storageKey, type SiteStorage } from '../shared/site-storage';
export interface PreferenceStore {
  get(key: string): string | null;
  set(key: string, value: string): boolean;
  remove(key: string): void;
}

let siteStorage: SiteStorage = DEFAULT_SITE_STORAGE;

/** Uses the site's storage settings (boot data's `storage`; absent, localStorage without a namespace). */
export function configureBrowserStorage(settings: SiteStorage | undefined): void {
  siteStorage = settings ?? DEFAULT_SITE_STORAGE;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[siteStorage.type];
  } catch {
    return null; // Access itself can throw (blocked cookies, sandboxed frames).
  }
}

export const preferences: PreferenceStore = {
  get(key) {
    try {
      return storage()?.getItem(storageKey(key, siteStorage)) ?? null;
    } catch {
      return null;
    }
  },
  set(key, value) {
    try {
      storage()?.setItem(storageKey(key, siteStorage), value);
      return true;
    } catch {
      return false; // Full or unavailable: the preference lasts for this page only.
    }
  },
  remove(key) {
    try {
      storage()?.removeItem(storageKey(key, siteStorage));
    } catch {
      // Nothing to do.
    }
  },
};

/** Reads a stored value and accepts it only if it is one of the allowed values (garbage is ignored). */
export function readChoice<T extends string>(key: string, allowed: readonly T[]): T | null {
  const value = preferences.get(key);
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : null;
}

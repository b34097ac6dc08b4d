/**
 * Stored preferences (theme, announcement bar, preferred docs version) behind one small module
 * that survives storage being absent (privacy modes), full (quota errors) or holding garbage.
 */
export interface PreferenceStore {
  get(key: string): string | null;
  set(key: string, value: string): boolean;
  remove(key: string): void;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // Access itself can throw (blocked cookies, sandboxed frames).
  }
}

export const preferences: PreferenceStore = {
  get(key) {
    try {
      return storage()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  set(key, value) {
    try {
      storage()?.setItem(key, value);
      return true;
    } catch {
      return false; // Full or unavailable: the preference lasts for this page only.
    }
  },
  remove(key) {
    try {
      storage()?.removeItem(key);
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

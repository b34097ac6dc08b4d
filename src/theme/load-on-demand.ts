/**
 * Code a page loads only when the reader first needs it (the search modal, the mobile drawer):
 * loaded once, tried again after a failure, never while prerendering. `loaded()` answers at once
 * when it has arrived, so a component can render it in the same frame the second time.
 */
export interface OnDemand<T> {
  loaded(): T | undefined;
  load(): Promise<T>;
  /** Starts loading (the reader points at the control that needs it); failures are left to load(). */
  prefetch(): void;
}

export function onDemand<T>(what: string, importer: () => Promise<T>): OnDemand<T> {
  let value: T | undefined;
  let loading: Promise<T> | undefined;
  const load = (): Promise<T> => {
    if (__IS_SERVER__) return Promise.reject(new Error(`${what} does not load while prerendering`));
    loading ??= importer().then(
      (result) => (value = result),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return { loaded: () => value, load, prefetch: () => void load().catch(() => {}) };
}

/**
 * Code a page loads only when the reader first needs it (the search modal, the mobile drawer):
 * loaded once, tried again after a failure, never while prerendering. `loaded()` answers at once
 * when it has arrived, so a component can render it in the same frame the second time.
 *
 * Callers pass the importer as `__IS_SERVER__ ? undefined : () => import('./Module')`: with the
 * condition constant, webpack leaves that branch unparsed in the server build, so the server bundle
 * never compiles code it could not run (the search modal alone is ~200 modules of DocSearch,
 * Base UI and Algolia: about a third of the server build's time).
 */
export interface OnDemand<T> {
  loaded(): T | undefined;
  load(): Promise<T>;
  /** Starts loading (the reader points at the control that needs it); failures are left to load(). */
  prefetch(): void;
}

export function onDemand<T>(what: string, importer: (() => Promise<T>) | undefined): OnDemand<T> {
  let value: T | undefined;
  let loading: Promise<T> | undefined;
  const load = (): Promise<T> => {
    if (!importer) return Promise.reject(new Error(`${what} does not load while prerendering`));
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

/**
 * Client modules' route lifecycles, called as Docusaurus calls them (its
 * ClientLifecyclesDispatcher and PendingNavigation):
 * - `onRouteUpdate({ location, previousLocation })` when the location changes, before the new
 *   route renders (on the first load too, with `previousLocation: null`); the function it may
 *   return is called once the new route is ready to render;
 * - `onRouteDidUpdate({ location, previousLocation })` after the new route has rendered (on the
 *   first load too, after hydration, with `previousLocation: null`).
 * A module may export them by name or as properties of its default export. Browser only.
 */
import clientModules from '@generated/client-modules.js';
import type { Location } from './react-router';

export interface RouteLifecycleArgs {
  location: Location;
  previousLocation: Location | null;
}

export type RouteLifecycle = 'onRouteUpdate' | 'onRouteDidUpdate';

type LifecycleFunction = (args: RouteLifecycleArgs) => unknown;

function lifecycleOf(clientModule: Record<string, unknown>, lifecycle: RouteLifecycle): LifecycleFunction | undefined {
  const fromDefault = (clientModule.default as Record<string, unknown> | undefined)?.[lifecycle];
  const found = fromDefault ?? clientModule[lifecycle];
  return typeof found === 'function' ? (found as LifecycleFunction) : undefined;
}

/** Calls every client module's `lifecycle`, in order; returns a function calling the cleanups they returned. */
export function dispatchRouteLifecycle(lifecycle: RouteLifecycle, args: RouteLifecycleArgs): () => void {
  const cleanups = clientModules.map((clientModule) => lifecycleOf(clientModule, lifecycle)?.(args));
  return () => {
    for (const cleanup of cleanups) if (typeof cleanup === 'function') cleanup();
  };
}

let lastUpdated: Location | null = null;
let lastRendered: Location | null = null;
let pendingCleanup: (() => void) | undefined;

function routeUpdate(location: Location): void {
  pendingCleanup = dispatchRouteLifecycle('onRouteUpdate', { location, previousLocation: lastUpdated });
  lastUpdated = location;
}

/**
 * Starts the lifecycles on the browser's history: onRouteUpdate for the first location now, then
 * whenever the location changes (history's listeners run before React renders the change).
 */
export function startRouteLifecycles(history: { location: Location; listen(listener: (location: Location) => void): unknown }): void {
  routeUpdate(history.location);
  history.listen(routeUpdate);
}

/** The app has rendered `location` (its layout effect): onRouteUpdate's cleanups, then onRouteDidUpdate. */
export function routeRendered(location: Location): void {
  // StrictMode runs a mount's effects twice in development: one call per location.
  if (location === lastRendered) return;
  pendingCleanup?.();
  pendingCleanup = undefined;
  dispatchRouteLifecycle('onRouteDidUpdate', { location, previousLocation: lastRendered });
  lastRendered = location;
}

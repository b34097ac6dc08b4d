/**
 * The browser history React Router runs on: history v4's browser history (what react-router-dom
 * 5 uses, as Docusaurus does), with two changes.
 *
 * - push() and replace() to another page first make that page ready (its payload and modules
 *   loaded and evaluated), and only then change the URL: the address bar and the page change
 *   together. A page already in memory (prefetched, or visited) is pushed at once. When the page's
 *   code cannot load, the browser loads the URL in full.
 * - Every entry carries a key: the one the page was loaded in is "default", and an entry the
 *   browser made by itself (a jump to a #fragment) gets a fresh key when it is reached, so scroll
 *   memory (scroll.ts) never takes it for another entry.
 *
 * Back and forward cannot wait (the browser has already changed the URL); App.tsx keeps the old
 * page on screen until the new one is ready.
 */
import { createBrowserHistory, createHashHistory, createLocation, type History, type LocationDescriptorObject } from './react-router';
import { flushSync } from 'react-dom';

/** Makes a route ready; undefined when it is ready already (the navigation happens at once). */
export type PrepareRoute = (pathname: string) => Promise<unknown> | undefined;

export const FIRST_ENTRY_KEY = 'default';

const newKey = () => Math.random().toString(36).slice(2, 8);

function entryKey(): string | undefined {
  return (window.history.state as { key?: string } | null)?.key;
}

/** With `hash`, the location is the URL's hash (`#/docs/intro`): the hash router (future.experimental_router). */
export function createNavigationHistory(prepareRoute: PrepareRoute, options: { hash?: boolean } = {}): History {
  if (!entryKey()) window.history.replaceState({ ...(window.history.state as object), key: FIRST_ENTRY_KEY }, '');
  // Registered before history's own listener, so history reads the key stamped here.
  window.addEventListener('popstate', () => {
    if (!entryKey()) window.history.replaceState({ key: newKey() }, '');
  });
  const history = __HASH_ROUTER__ && options.hash ? createHashHistory() : createBrowserHistory();

  // Only the latest navigation may happen; back/forward cancels a navigation still loading.
  let latest = 0;
  history.listen((_location, action) => {
    if (action === 'POP') latest++;
  });

  const afterPrepare =
    (change: History['push']): History['push'] =>
    (path: string | LocationDescriptorObject, state?: unknown) => {
      const target =
        typeof path === 'string' ? createLocation(path, state, undefined, history.location) : createLocation(path, undefined, undefined, history.location);
      const ticket = ++latest;
      const waiting = target.pathname === history.location.pathname ? undefined : prepareRoute(target.pathname);
      // The URL changes and React renders the new page in one task: no frame shows one without the other.
      const go = () => flushSync(() => change(target));
      if (!waiting) return go();
      waiting.then(
        () => ticket === latest && go(),
        // The page's code could not load (a new deployment, a flaky network): load it in full.
        () => ticket === latest && window.location.assign(history.createHref(target)),
      );
    };
  history.push = afterPrepare(history.push.bind(history));
  history.replace = afterPrepare(history.replace.bind(history));
  return history;
}

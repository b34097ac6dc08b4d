/**
 * The router: the browser location as React state, the kind of the last navigation, navigate(),
 * and a link that navigates without a reload. Paths are full paths as the browser sees them (the
 * base URL included), the same form route permalinks have.
 *
 * Route matching, code loading and scrolling are the runtime's own (route-registry.ts, App.tsx),
 * so a router only has to hold the location. React Router did that here before; measured, its
 * v7 adds 12 KB of gzipped JavaScript to every page even when only `useLocation` is imported (it
 * does not tree-shake), an eighth of the 90 KB a docs page may load before it is interactive.
 */
import { createContext, forwardRef, useContext, useEffect, useMemo, useState, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** Identifies the history entry ("default" for the one the page was loaded in), for scroll memory. */
  key: string;
}

/** How the current location was reached: back/forward or first load, a new entry, or a replaced one. */
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

export interface NavigateOptions {
  replace?: boolean;
}

interface RouterState {
  location: Location;
  navigationType: NavigationType;
  navigate(to: string, options?: NavigateOptions): void;
}

const RouterContext = createContext<RouterState | null>(null);

function useRouter(): RouterState {
  const router = useContext(RouterContext);
  if (!router) throw new Error('router hooks must be used inside <BrowserRouter> or <StaticRouter>');
  return router;
}

export const useLocation = (): Location => useRouter().location;
export const useNavigationType = (): NavigationType => useRouter().navigationType;
export const useNavigate = (): RouterState['navigate'] => useRouter().navigate;

function parsePath(path: string, key: string): Location {
  const url = new URL(path, 'http://x');
  return { pathname: url.pathname, search: url.search, hash: url.hash, key };
}

function currentLocation(): Location {
  const state = window.history.state as { key?: string } | null;
  return parsePath(window.location.pathname + window.location.search + window.location.hash, state?.key ?? 'default');
}

const newKey = () => Math.random().toString(36).slice(2, 10);

/**
 * The browser's router: follows back/forward (popstate) and makes history entries on navigate().
 * Every entry it knows carries a key in its state; the entry the page loaded in is "default".
 */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ location: Location; navigationType: NavigationType }>(() => {
    if (!(window.history.state as { key?: string } | null)?.key) window.history.replaceState({ ...window.history.state, key: 'default' }, '');
    return { location: currentLocation(), navigationType: 'POP' };
  });
  useEffect(() => {
    const onPopState = () => {
      // An entry without a key is one the browser just made: a jump to a #fragment, a new entry.
      if (!(window.history.state as { key?: string } | null)?.key) {
        window.history.replaceState({ key: newKey() }, '');
        setState({ location: currentLocation(), navigationType: 'PUSH' });
      } else {
        setState({ location: currentLocation(), navigationType: 'POP' });
      }
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);
  const value = useMemo<RouterState>(
    () => ({
      ...state,
      navigate(to, options = {}) {
        const target = new URL(to, window.location.href);
        // Following a link to where one already is replaces the entry, as the browser does.
        const replace = options.replace ?? target.href === window.location.href;
        const key = newKey();
        window.history[replace ? 'replaceState' : 'pushState']({ key }, '', target.pathname + target.search + target.hash);
        setState({ location: currentLocation(), navigationType: replace ? 'REPLACE' : 'PUSH' });
      },
    }),
    [state],
  );
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** The prerenderer's router: one fixed location. */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const value = useMemo<RouterState>(
    () => ({
      location: parsePath(location, 'default'),
      navigationType: 'POP',
      navigate() {
        throw new Error('navigate() cannot be called while prerendering');
      },
    }),
    [location],
  );
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

export interface RouterLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** A path of this site (base URL included), with an optional query and hash. */
  to: string;
  replace?: boolean;
}

/** Whether a click is one the browser should handle itself (new tab, download, a modifier key). */
function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return !event.defaultPrevented && event.button === 0 && (!target || target === '_self') && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);
}

/** An anchor to a path of this site that navigates on the client. */
export const RouterLink = forwardRef<HTMLAnchorElement, RouterLinkProps>(function RouterLink({ to, replace, onClick, target, ...rest }, ref) {
  const { navigate } = useRouter();
  return (
    <a
      ref={ref}
      href={to}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainLeftClick(event, target) || event.currentTarget.hasAttribute('download')) return;
        event.preventDefault();
        navigate(to, { replace });
      }}
      {...rest}
    />
  );
});

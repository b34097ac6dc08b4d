/**
 * The router is React Router (react-router-dom 5, the version Docusaurus 3 runs on), so a site's
 * components that use its hooks and components, directly or through `@docusaurus/router`, work
 * as they do on Docusaurus. Paths are full paths as the browser sees them (the base URL
 * included), the same form route permalinks have.
 *
 * Route matching, code loading and scrolling are the runtime's own (route-registry.ts, App.tsx):
 * there is no route table in the bundle, so the app renders no <Switch>; React Router holds the
 * location and its history (navigation-history.ts) makes each page ready before the URL changes.
 */
import { useMemo, type ReactNode } from 'react';
import { Router, StaticRouter as ReactRouterStaticRouter, useHistory, useLocation, type History } from './react-router';

export { useHistory, useLocation };
export type { Location } from './react-router';

/** The browser's router, on the history the client entry made. */
export function BrowserRouter({ history, children }: { history: History; children: ReactNode }) {
  return <Router history={history}>{children}</Router>;
}

/** The prerenderer's router: one fixed location. */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  return <ReactRouterStaticRouter location={location}>{children}</ReactRouterStaticRouter>;
}

export interface NavigateOptions {
  replace?: boolean;
}

/** navigate(to, { replace }): a shorthand over useHistory() for the theme's own components. */
export function useNavigate(): (to: string, options?: NavigateOptions) => void {
  const history = useHistory();
  return useMemo(
    () =>
      (to, options = {}) =>
        options.replace ? history.replace(to) : history.push(to),
    [history],
  );
}

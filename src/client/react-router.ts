/**
 * What the client runtime takes from React Router and history, from this one module.
 *
 * Why one module: webpack then joins these packages with it into one scope, where the minifier
 * drops what no page uses (MemoryRouter and HashRouter with the memory and hash histories they
 * create, Prompt, Switch, withRouter with its statics helpers): about 2 KB gzip on every page.
 * Imported from several modules, each package stays a module of its own whose exports webpack
 * keeps whole, because their component classes are built by calls it cannot prove pure.
 *
 * So: bindings are re-declared rather than re-exported (webpack would send the importers of a
 * plain re-export straight to the package); only what the runtime uses is declared (an unused
 * declaration still counts as a use); what only the prerenderer uses is a function, which
 * webpack drops from the browser's bundle. A site's code gets React Router's whole API from
 * `@docusaurus/router` (docusaurus-router.ts).
 */
import { createElement } from 'react';
import * as history from 'history';
import * as reactRouter from 'react-router';
import * as reactRouterDom from 'react-router-dom';

export const Link = reactRouterDom.Link;
export const NavLink = reactRouterDom.NavLink;
export const Router = reactRouterDom.Router;
export const useHistory = reactRouterDom.useHistory;
export const useLocation = reactRouterDom.useLocation;
/** The context every Route and Switch reads (nested-routes.tsx gives nested routes the shown location). */
export const RouterContext = reactRouter.__RouterContext;
export const createBrowserHistory = history.createBrowserHistory;
export const createHashHistory = history.createHashHistory;
export const createLocation = history.createLocation;

/** React Router's StaticRouter at one location (the prerenderer's router). */
export function StaticRouter(props: reactRouterDom.StaticRouterProps) {
  return createElement(reactRouterDom.StaticRouter, props);
}

export type { History, Location, LocationDescriptorObject } from 'history';

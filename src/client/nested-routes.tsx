/**
 * Renders a nested route (Docusaurus's `addRoute({ ..., routes: [...] })`): each ancestor's
 * component, outermost first, with its own modules as props and a `route` prop in
 * react-router-config's shape, whose `routes` holds the next level down; a parent renders it with
 * `renderRoutes(props.route.routes)` (`@docusaurus/renderRoutes`). The leaf is innermost.
 *
 * The browser has no route table, so a parent's `route.routes` holds only the branch leading to the
 * page shown, not its other children. Every level renders through the one RouteLevel component,
 * so between two pages under one parent React keeps the parent mounted, with its state, as React
 * Router does. The routes match against the location on screen (not one still loading).
 *
 * An application module of the pages that have parents (route-plan.ts), not part of the main bundle.
 */
import { createElement, useContext, type ComponentType } from 'react';
import type { RouteRecord } from '../shared/site-data';
import { RouterContext, type Location } from './react-router';

/** A route as a parent's `route.routes` holds it (react-router-config's RouteConfig, plus what renders it). */
interface NestedRoute {
  path: string;
  exact?: boolean;
  strict?: boolean;
  component: ComponentType<{ route: NestedRoute }>;
  routes?: NestedRoute[];
  sourceFile?: string;
  Component: ComponentType<Record<string, unknown>>;
  modules: RouteRecord['modules'];
}

/** One level: its component, given its modules, what React Router passes (match, location, history) and its route. */
function RouteLevel({ route, ...routerProps }: { route: NestedRoute; [routerProp: string]: unknown }) {
  return createElement(route.Component, { ...route.modules, ...routerProps, route });
}

/** The record's chain of routes, outermost first, each holding the next in `routes`. */
function routeChain(record: RouteRecord): NestedRoute {
  let route: NestedRoute = {
    path: record.path,
    exact: true,
    component: RouteLevel,
    sourceFile: record.sourceFile,
    Component: record.Component as NestedRoute['Component'],
    modules: record.modules,
  };
  for (const parent of [...(record.parents ?? [])].reverse()) {
    const { Component, ...rest } = parent;
    route = { ...rest, component: RouteLevel, Component: Component as NestedRoute['Component'], routes: [route] };
  }
  return route;
}

export function NestedRouteContent({ record, location }: { record: RouteRecord; location: Location }) {
  const router = useContext(RouterContext);
  const top = routeChain(record);
  // What React Router's <Route> would give the outermost level. Paths here are concrete (a static
  // site has no `:param` routes), so the match needs no path pattern matcher in every page's bundle.
  const match = { path: top.path, url: top.path, isExact: location.pathname === top.path, params: {} };
  return (
    <RouterContext.Provider value={{ ...router, location, match }}>
      <RouteLevel route={top} history={router.history} location={location} match={match} />
    </RouterContext.Provider>
  );
}

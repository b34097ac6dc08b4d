/** Server entry (prerendering only): renders one route to HTML with its head values. */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import serverRoutes from '@generated/server-routes.js';
import type { RouteRecord, SiteData } from '../shared/site-data';
import { App } from './App';
import { HeadCollectorContext, type HeadValues } from './head';

export interface ServerRenderResult {
  appHtml: string;
  head: HeadValues;
}

const routes = serverRoutes as Record<string, () => Promise<{ default: RouteRecord }>>;

export function hasRoute(path: string): boolean {
  return path in routes;
}

/** Renders a route path (null: the not-found page). */
export async function render(path: string | null, site: SiteData): Promise<ServerRenderResult> {
  const record = path === null ? null : (await routes[path]()).default;
  const head: HeadValues = {};
  const location = path ?? `${site.baseUrl}404.html`;
  const appHtml = renderToString(
    <StrictMode>
      <HeadCollectorContext.Provider value={head}>
        <StaticRouter location={location} basename={site.baseUrl === '/' ? undefined : site.baseUrl.replace(/\/$/, '')}>
          <App site={site} initialRecord={record} />
        </StaticRouter>
      </HeadCollectorContext.Provider>
    </StrictMode>,
  );
  return { appHtml, head };
}

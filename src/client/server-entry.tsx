/** Server entry (prerendering only): renders one route, given its payload, to HTML with its head values. */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import serverAppModules from '@generated/server-app-modules.js';
import { appModuleIdsOf, resolveRoutePayload, type RoutePayload } from '../shared/route-payload';
import { applyTrailingSlash } from '../shared/route-path';
import type { LoadedModule, SiteData } from '../shared/site-data';
import { App } from './App';
import { HeadCollectorContext, type HeadValues } from './head';
import { markdownRuntime } from './markdown-runtime';
import { StaticRouter } from './router';

export interface ServerRenderResult {
  appHtml: string;
  head: HeadValues;
}

const loaders = serverAppModules as Record<string, () => Promise<{ default: LoadedModule }>>;

/** Renders a route from its payload (null: the not-found page). */
export async function render(payload: RoutePayload | null, site: SiteData): Promise<ServerRenderResult> {
  let record = null;
  if (payload) {
    const modules = new Map<string, LoadedModule>();
    for (const id of appModuleIdsOf(payload)) {
      if (!loaders[id]) throw new Error(`the server bundle has no application module "${id}" (route ${payload.path})`);
      modules.set(id, (await loaders[id]()).default);
    }
    record = resolveRoutePayload(payload, {
      runtime: markdownRuntime,
      appModule: (id) => modules.get(id)!,
      loadLazy: () => Promise.reject(new Error('lazy data is not loaded while prerendering')),
    });
  }
  const head: HeadValues = {};
  // The URL the page is served at, as the browser will have it: the home page of a base URL
  // "/sub/" is the route "/sub" served as "/sub/"; other pages in the site's trailingSlash form.
  const location = !payload
    ? `${site.baseUrl}404.html`
    : `${payload.path}/` === site.baseUrl
      ? site.baseUrl
      : applyTrailingSlash(payload.path, site.trailingSlash, site.baseUrl);
  const appHtml = renderToString(
    <StrictMode>
      <HeadCollectorContext.Provider value={head}>
        <StaticRouter location={location}>
          <App site={site} initialRecord={record} />
        </StaticRouter>
      </HeadCollectorContext.Provider>
    </StrictMode>,
  );
  return { appHtml, head };
}

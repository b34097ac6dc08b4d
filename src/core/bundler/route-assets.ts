/**
 * From the client build's entrypoints: the assets every page loads (runtime, framework, main,
 * global CSS) and, per route, the extra scripts and stylesheets its entry needs. The per-route
 * lists become the route manifests (`assets/routes/{key}.json`) the client reads to navigate.
 */
import type { StatsCompilation } from 'webpack';
import type { PageAssets } from '../prerender/html-page.ts';
import { routeEntryName } from './chunk-names.ts';

export interface RouteAssets {
  main: PageAssets;
  /** Route key -> assets beyond main. */
  routes: Map<string, PageAssets>;
}

function entryAssets(stats: StatsCompilation, name: string): PageAssets {
  const entry = stats.entrypoints?.[name];
  if (!entry) throw new Error(`the client build has no entry "${name}"`);
  const publicPath = stats.publicPath === 'auto' ? '/' : (stats.publicPath ?? '/');
  const files = (entry.assets ?? []).map((a) => publicPath + a.name).filter((f) => !f.endsWith('.map') && !f.includes('.hot-update.'));
  return { js: files.filter((f) => f.endsWith('.js')), css: files.filter((f) => f.endsWith('.css')) };
}

export function collectRouteAssets(stats: StatsCompilation, routeKeys: Iterable<string>): RouteAssets {
  const main = entryAssets(stats, 'main');
  const inMain = new Set([...main.js, ...main.css]);
  const routes = new Map<string, PageAssets>();
  for (const key of routeKeys) {
    const assets = entryAssets(stats, routeEntryName(key));
    routes.set(key, { js: assets.js.filter((f) => !inMain.has(f)), css: assets.css.filter((f) => !inMain.has(f)) });
  }
  return { main, routes };
}

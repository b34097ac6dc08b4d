/**
 * From the client build's entrypoints: the assets every page loads (runtime, framework, main,
 * global CSS) and, per application module, the extra scripts and stylesheets its entry needs. A
 * route's assets are those of its modules (route-plan.ts); they go into its HTML and its manifest
 * (`assets/routes/{key}.json`), which the client reads to navigate.
 */
import type { StatsCompilation } from 'webpack';
import type { PageAssets } from '../prerender/html-page.ts';
import { appModuleEntryName } from './chunk-names.ts';

export interface AppAssets {
  main: PageAssets;
  /** App module id -> assets beyond main. */
  modules: Map<string, PageAssets>;
}

function entryAssets(stats: StatsCompilation, name: string): PageAssets {
  const entry = stats.entrypoints?.[name];
  if (!entry) throw new Error(`the client build has no entry "${name}"`);
  const publicPath = stats.publicPath === 'auto' ? '/' : (stats.publicPath ?? '/');
  const files = (entry.assets ?? []).map((a) => publicPath + a.name).filter((f) => !f.endsWith('.map') && !f.includes('.hot-update.'));
  return { js: files.filter((f) => f.endsWith('.js')), css: files.filter((f) => f.endsWith('.css')) };
}

export function collectAppAssets(stats: StatsCompilation, moduleIds: Iterable<string>): AppAssets {
  const main = entryAssets(stats, 'main');
  const inMain = new Set([...main.js, ...main.css]);
  const modules = new Map<string, PageAssets>();
  for (const id of moduleIds) {
    const assets = entryAssets(stats, appModuleEntryName(id));
    modules.set(id, { js: assets.js.filter((f) => !inMain.has(f)), css: assets.css.filter((f) => !inMain.has(f)) });
  }
  return { main, modules };
}

/** The assets of a set of application modules beyond main, each file once, in order. */
export function assetsOfModules(assets: AppAssets, ids: string[]): PageAssets {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const id of ids) {
    const own = assets.modules.get(id);
    if (!own) throw new Error(`the client build has no application module "${id}"`);
    own.js.forEach((file) => js.add(file));
    own.css.forEach((file) => css.add(file));
  }
  return { js: [...js], css: [...css] };
}

/**
 * Runs the plugin lifecycle up to the route table, as Docusaurus does (one step per file in
 * plugins/): create the plugins from the config (init-plugins.ts), load every plugin's content
 * and let each add routes, data and global data (load-plugins.ts, plugin-actions.ts), then
 * `allContentLoaded`; then the route table (duplicates checked, unique-routes.ts) and the global
 * data. Every step returns values (LoadedPlugin): several instances of one plugin are told apart
 * by their `id`; global data and data modules are kept per plugin name and id.
 */
import { DEFAULT_PLUGIN_ID } from '../shared/site-data.ts';
import type { LoadContext, Plugin, RouteInfo } from './plugin-types.ts';
import type { InitializedPlugin, LoadedPlugin } from './plugins/loaded-plugin.ts';
import { allContentOf, executePluginAllContentLoaded, executePluginContentLoading } from './plugins/load-plugins.ts';
import { uniqueRoutes } from './plugins/unique-routes.ts';

export { createPlugins, type BuiltInPlugin, type InitializedPlugins, type PluginEntry } from './plugins/init-plugins.ts';
export { resolvePluginPath, type InitializedPlugin, type LoadedPlugin } from './plugins/loaded-plugin.ts';
export { DEFAULT_PLUGIN_ID };

export interface LoadedSite {
  plugins: LoadedPlugin[];
  /** Each plugin's content (its `content`), by plugin, for the steps that take content beside a plugin (the bundler's configureWebpack). */
  contents: Map<Plugin, unknown>;
  routes: RouteInfo[];
  /** `globalData[pluginName][pluginId]`, as Docusaurus's useGlobalData() returns it. */
  globalData: Record<string, Record<string, unknown>>;
}

/**
 * Called with the routes one plugin added, as soon as its `contentLoaded` has settled (before the
 * slower plugins finish): the build starts compiling their Markdown meanwhile.
 */
export type PluginRoutesListener = (routes: readonly RouteInfo[]) => void;

export async function loadSite(context: LoadContext, plugins: readonly InitializedPlugin[], onPluginRoutes?: PluginRoutesListener): Promise<LoadedSite> {
  // All plugins at once; the results are in plugin order whichever plugin finished first, so the site is the same every build.
  const loaded = await Promise.all(
    plugins.map(async (plugin) => {
      const result = await executePluginContentLoading(plugin, context);
      if (plugin.contentLoaded) onPluginRoutes?.(result.routes);
      return result;
    }),
  );
  const allContent = allContentOf(loaded);
  const contentRoutes = loaded.flatMap((plugin) => plugin.routes);
  const later = await Promise.all(loaded.map((plugin) => executePluginAllContentLoaded(plugin, allContent, contentRoutes, context)));

  const routes = [...contentRoutes, ...later.flatMap((result) => result.routes)];
  const globalData: LoadedSite['globalData'] = {};
  loaded.forEach((plugin, index) => {
    // What allContentLoaded set replaces what contentLoaded set.
    const last = later[index].hasGlobalData ? later[index] : plugin;
    if (last.hasGlobalData) (globalData[plugin.name] ??= {})[plugin.id] = last.globalData;
  });

  const unique = uniqueRoutes(routes, context);
  // Links between Markdown files resolve through the file -> route map.
  context.markdown.setPermalinks(new Map(unique.filter((route) => route.sourceFile).map((route) => [route.sourceFile!, route.permalink])));
  return { plugins: loaded, contents: new Map(loaded.map((plugin) => [plugin, plugin.content])), routes: unique, globalData };
}

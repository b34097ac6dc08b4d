/**
 * `@docusaurus/plugin-debug`: pages under `/__docusaurus/debug` showing what the build knows, as
 * Docusaurus shows them: the site config (also at `/config`), `/metadata`, `/registry` (the modules
 * routes load), `/routes`, `/content` (every plugin's loaded content) and `/globalData`.
 * preset-classic adds it in the dev server unless `debug: false`, and to a build with `debug: true`.
 */
import { join } from 'node:path';
import { z } from 'zod';
import { definePlugin, PortablePaths, type RouteInfo, validatePluginOptions } from '../../src/core/index.ts';
import { jsonSafe } from './json-safe.ts';
import type { DebugRegistryEntry, DebugRouteEntry } from './theme/debug-types.ts';

export const DEBUG_PLUGIN_NAME = 'docusaurus-plugin-debug';

const DEBUG_PATH = '/__docusaurus/debug';

/** The modules the routes load (their components and data), each once, as the registry page lists them. */
function registryOf(routes: readonly RouteInfo[], paths: PortablePaths): DebugRegistryEntry[] {
  const files = new Set<string>();
  for (const route of routes) {
    files.add(route.component);
    for (const file of Object.values(route.modules ?? {})) files.add(file);
  }
  return [...files].sort().map((resolvedPath) => ({ aliasedPath: paths.portable(resolvedPath), resolvedPath }));
}

export default definePlugin((context, rawOptions) => {
  validatePluginOptions(DEBUG_PLUGIN_NAME, z.strictObject({ id: z.string().default('default') }), rawOptions, context.siteConfigPath);
  const paths = new PortablePaths({ siteDir: context.siteDir, generatorDir: context.generatorDir, generatedDir: context.generatedDir });
  return {
    name: DEBUG_PLUGIN_NAME,
    getThemePath: () => join(context.generatorDir, 'plugins/debug/theme'),
    async allContentLoaded({ actions: { addRoute }, allContent, routes }) {
      const page = (path: string, component: string, props?: Record<string, unknown>) =>
        addRoute({ path: DEBUG_PATH + path, component: `@theme/${component}`, exact: true, noIndex: true, ...(props ? { props } : {}) });
      const routeEntries: DebugRouteEntry[] = routes.map((route) => ({
        path: route.permalink ?? route.path,
        exact: route.exact !== false,
        plugin: route.plugin,
      }));
      page('', 'DebugConfig');
      page('/config', 'DebugConfig');
      page('/metadata', 'DebugSiteMetadata');
      page('/registry', 'DebugRegistry', { registry: registryOf(routes, paths) });
      page('/routes', 'DebugRoutes', { routes: routeEntries });
      // Content may hold what JSON cannot (Maps, functions, cycles): shown as Docusaurus's view would show it.
      page('/content', 'DebugContent', { allContent: jsonSafe(allContent) });
      page('/globalData', 'DebugGlobalData');
    },
  };
});

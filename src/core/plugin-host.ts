/**
 * Runs the plugin lifecycle up to the route table: resolve and create plugins, load their
 * content in parallel, let each add routes and data. Checks routes (duplicates, missing modules).
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { normalizeRoutePath, withBaseUrl } from '../shared/route-path.ts';
import type { LoadContext, Plugin, PluginFactory, RouteInfo } from './plugin-types.ts';
import { SiteError } from './site-error.ts';
import { createHash } from 'node:crypto';

export interface LoadedSite {
  plugins: Plugin[];
  contents: Map<Plugin, unknown>;
  routes: RouteInfo[];
  globalData: Record<string, unknown>;
}

/** Finds a plugin module: "./x" relative to the site, a built-in under the generator's plugins/, or a package. */
function resolvePluginModule(name: string, context: LoadContext): string {
  if (name.startsWith('.') || name.startsWith('/')) return resolve(context.siteDir, name);
  for (const dir of [join(context.siteDir, 'plugins', name), join(context.generatorDir, 'plugins', name)]) {
    for (const file of ['index.ts', 'index.tsx', 'index.js']) if (existsSync(join(dir, file))) return join(dir, file);
  }
  return name;
}

export async function createPlugins(context: LoadContext, builtIns: Plugin[] = []): Promise<Plugin[]> {
  const plugins: Plugin[] = [...builtIns];
  for (const entry of context.siteConfig.plugins) {
    const [name, options] = typeof entry === 'string' ? [entry, {}] : entry;
    const modulePath = resolvePluginModule(name, context);
    let factory: PluginFactory;
    try {
      // The generator runs under tsx, so a plain import loads TypeScript plugins, in the same module
      // graph as the core (one copy of each shared module, loaded once).
      const mod = (await import(modulePath.startsWith('/') ? pathToFileURL(modulePath).href : modulePath)) as { default?: unknown };
      // A CommonJS-shaped module may wrap its default export once more.
      const exported = mod.default as (PluginFactory & { default?: undefined }) | { default?: PluginFactory } | undefined;
      factory = (exported?.default ?? exported) as PluginFactory;
    } catch (error) {
      throw new SiteError(`could not load plugin "${name}": ${(error as Error).message}`, join(context.siteDir, 'site.config.ts'), undefined, undefined, { cause: error });
    }
    if (typeof factory !== 'function') throw new SiteError(`plugin "${name}" has no default export function`, modulePath);
    plugins.push(await factory(context, options as Record<string, unknown>));
  }
  return plugins;
}

export async function loadSite(context: LoadContext, plugins: Plugin[]): Promise<LoadedSite> {
  const contents = new Map<Plugin, unknown>();
  await Promise.all(plugins.map(async (plugin) => contents.set(plugin, await plugin.loadContent?.())));

  const routes: RouteInfo[] = [];
  const globalData: Record<string, unknown> = {};
  const dataDir = join(context.generatedDir, 'data');
  await mkdir(dataDir, { recursive: true });

  for (const plugin of plugins) {
    if (!plugin.contentLoaded) continue;
    await plugin.contentLoaded({
      content: contents.get(plugin),
      actions: {
        addRoute(route) {
          const path = normalizeRoutePath(route.path);
          routes.push({ ...route, path, permalink: withBaseUrl(context.baseUrl, path), plugin: plugin.name });
        },
        async createData(name, data) {
          const json = JSON.stringify(data);
          const file = join(dataDir, `${plugin.name}-${name.replace(/[^\w.-]+/g, '_')}-${createHash('sha1').update(json).digest('hex').slice(0, 8)}.json`);
          // Writing only when changed keeps the bundler's watcher and cache quiet.
          const previous = await readFile(file, 'utf8').catch(() => undefined);
          if (previous !== json) await writeFile(file, json);
          return file;
        },
        setGlobalData(data) {
          globalData[plugin.name] = data;
        },
      },
    });
  }

  const seen = new Map<string, RouteInfo>();
  const duplicates: string[] = [];
  const unique: RouteInfo[] = [];
  for (const route of routes) {
    const earlier = seen.get(route.permalink);
    if (earlier) {
      duplicates.push(`${route.permalink} (from ${describeRoute(earlier)} and ${describeRoute(route)}); the later one is ignored`);
      continue;
    }
    seen.set(route.permalink, route);
    unique.push(route);
  }
  context.report.problems(context.siteConfig.onDuplicateRoutes, 'Duplicate routes', duplicates);

  // Links between Markdown files resolve through the file -> route map.
  context.markdown.setPermalinks(new Map(unique.filter((route) => route.sourceFile).map((route) => [route.sourceFile!, route.permalink])));
  return { plugins, contents, routes: unique, globalData };
}

function describeRoute(route: RouteInfo): string {
  return route.sourceFile ? `${route.plugin}: ${route.sourceFile}` : route.plugin;
}

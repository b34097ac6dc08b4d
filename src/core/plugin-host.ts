/**
 * Runs the plugin lifecycle up to the route table: resolve and create plugins, load their
 * content in parallel, let each add routes and data. Checks routes (duplicates, missing modules).
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { normalizeRoutePath, withBaseUrl } from '../shared/route-path.ts';
import { writeFileAtomic } from './atomic-file.ts';
import { runPluginHook } from './plugin-hook.ts';
import { generatorModule } from './generator-location.ts';
import { compiledCodeHash, defaultExport, importModuleFile } from './import-typescript-module.ts';
import { hashFile } from './incremental/content-hash.ts';
import { generatorCodeHash } from './incremental/generator-code.ts';
import { notePluginCode } from './incremental/plugin-code.ts';
import type { LoadContext, Plugin, PluginFactory, RouteInfo } from './plugin-types.ts';
import { SiteError } from './site-error.ts';
import { createHash } from 'node:crypto';

export interface LoadedSite {
  plugins: Plugin[];
  contents: Map<Plugin, unknown>;
  routes: RouteInfo[];
  globalData: Record<string, unknown>;
}

function indexFile(dir: string): string | undefined {
  return ['index.ts', 'index.tsx', 'index.js', 'index.mjs'].map((file) => join(dir, file)).find((file) => existsSync(file));
}

/**
 * Loads a plugin module: "./x" relative to the site, the site's plugins/<name>/, a built-in under
 * the generator's plugins/ (loaded as the rest of the generator is, so core modules exist once),
 * or a package. A site's TypeScript plugin is compiled on the way (import-typescript-module.ts).
 */
async function importPluginModule(name: string, context: LoadContext): Promise<{ module: Record<string, unknown>; code: string }> {
  const siteFile = name.startsWith('.') || name.startsWith('/') ? resolve(context.siteDir, name) : indexFile(join(context.siteDir, 'plugins', name));
  const builtIn = name.startsWith('.') || name.startsWith('/') ? undefined : indexFile(join(context.generatorDir, 'plugins', name));
  if (builtIn && (!siteFile || siteFile === builtIn)) return { module: await import(pathToFileURL(generatorModule(`plugins/${name}/index`)).href), code: await generatorCodeHash(`plugins/${name}/index`) };
  if (siteFile) {
    const module = await importModuleFile(siteFile);
    return { module, code: compiledCodeHash(module) ?? (await hashFile(siteFile)) ?? '' };
  }
  return { module: await import(name), code: '' };
}

export async function createPlugins(context: LoadContext, builtIns: Plugin[] = []): Promise<Plugin[]> {
  const plugins: Plugin[] = [...builtIns];
  for (const entry of context.siteConfig.plugins) {
    const [target, options] = Array.isArray(entry) ? entry : [entry, {}];
    // A plugin given as a function in the config is its own factory.
    if (typeof target === 'function') {
      plugins.push(await (target as PluginFactory)(context, options));
      continue;
    }
    const name = target;
    let factory: PluginFactory;
    let code: string;
    try {
      const imported = await importPluginModule(name, context);
      factory = defaultExport(imported.module) as PluginFactory;
      code = imported.code;
    } catch (error) {
      throw new SiteError(`could not load plugin "${name}": ${(error as Error).message}`, join(context.siteDir, 'site.config.ts'), undefined, undefined, { cause: error });
    }
    if (typeof factory !== 'function') throw new SiteError(`plugin "${name}" has no default export function`, join(context.siteDir, 'site.config.ts'));
    const plugin = await runPluginHook(context.report, name, 'plugin factory', () => factory(context, options as Record<string, unknown>));
    notePluginCode(plugin, code);
    plugins.push(plugin);
  }
  return plugins;
}

export async function loadSite(context: LoadContext, plugins: Plugin[]): Promise<LoadedSite> {
  const contents = new Map<Plugin, unknown>();
  await Promise.all(plugins.map(async (plugin) => contents.set(plugin, plugin.loadContent && (await runPluginHook(context.report, plugin.name, 'loadContent', () => plugin.loadContent!())))));

  const routes: RouteInfo[] = [];
  const globalData: Record<string, unknown> = {};
  const dataDir = join(context.generatedDir, 'data');
  await mkdir(dataDir, { recursive: true });

  for (const plugin of plugins) {
    if (!plugin.contentLoaded) continue;
    await runPluginHook(context.report, plugin.name, 'contentLoaded', () => plugin.contentLoaded!({
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
          if (previous !== json) await writeFileAtomic(file, json);
          return file;
        },
        setGlobalData(data) {
          globalData[plugin.name] = data;
        },
      },
    }));
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

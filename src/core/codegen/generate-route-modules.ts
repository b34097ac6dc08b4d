/**
 * Writes the generated modules the bundler starts from:
 * - `routes/{key}.js`: one per route; imports its component and modules and exports the route record;
 * - `entries/{key}.js`: the client entry of a route, registering that record with the client runtime;
 * - `server-routes.js`: path -> lazy import of the route record, for prerendering; each import is a
 *   named chunk group, so the build knows which server files render which route.
 * The client bundle has no route table: the browser finds a route's code through its manifest file.
 * Files are written only when their text changes, so warm builds and the dev watcher stay quiet.
 */
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { routeKey } from '../../shared/route-path.ts';
import { LAZY_DATA_QUERY, SERVER_ROUTE_CHUNK_PREFIX } from '../bundler/chunk-names.ts';
import type { RouteInfo } from '../plugin-types.ts';

export interface GeneratedRoutes {
  /** Route key -> absolute path of its client entry module. */
  clientEntries: Map<string, string>;
  serverRoutesFile: string;
  clientModulesFile: string;
}

async function writeIfChanged(file: string, text: string): Promise<void> {
  const previous = await readFile(file, 'utf8').catch(() => undefined);
  if (previous !== text) await writeFile(file, text);
}

const q = (s: string) => JSON.stringify(s);

export function routeModuleSource(route: RouteInfo): string {
  const modules = Object.entries(route.modules ?? {});
  const lazy = Object.entries(route.lazyData ?? {});
  return [
    `import * as component from ${q(route.component)};`,
    ...(lazy.length ? [`import { loadLazyData } from '@generator/client/lazy-data';`] : []),
    ...lazy.map(([, path], i) => `import lazy${i} from ${q(`${path}?${LAZY_DATA_QUERY}`)};`),
    ...modules.map(([, path], i) => `import * as m${i} from ${q(path)};`),
    `export default {`,
    `  path: ${q(route.permalink)},`,
    `  Component: component.default,`,
    `  modules: { ${[...modules.map(([name], i) => `${q(name)}: m${i}`), ...lazy.map(([name], i) => `${q(name)}: () => loadLazyData(lazy${i})`)].join(', ')} },`,
    `  sourceFile: ${q(route.sourceFile ?? route.component)},`,
    `};`,
    '',
  ].join('\n');
}

/** A route's client entry; in the dev server it re-registers the route when its modules hot-update. */
export function clientEntrySource(key: string): string {
  return [
    `import route from '../routes/${key}.js';`,
    `import { registerRoute } from '@generator/client/route-registry';`,
    `registerRoute(route);`,
    `if (import.meta.webpackHot) import.meta.webpackHot.accept('../routes/${key}.js', () => registerRoute(route));`,
    '',
  ].join('\n');
}

export async function generateRouteModules(generatedDir: string, routes: RouteInfo[], clientModules: string[]): Promise<GeneratedRoutes> {
  const routesDir = join(generatedDir, 'routes');
  const entriesDir = join(generatedDir, 'entries');
  await Promise.all([mkdir(routesDir, { recursive: true }), mkdir(entriesDir, { recursive: true })]);

  const clientEntries = new Map<string, string>();
  const keys = new Map<string, string>();
  await Promise.all(
    routes.map(async (route) => {
      const key = routeKey(route.permalink);
      const clash = keys.get(key);
      if (clash) throw new Error(`route key collision between ${clash} and ${route.permalink}`);
      keys.set(key, route.permalink);
      const entry = join(entriesDir, `${key}.js`);
      clientEntries.set(key, entry);
      await writeIfChanged(join(routesDir, `${key}.js`), routeModuleSource(route));
      await writeIfChanged(entry, clientEntrySource(key));
    }),
  );
  // Remove modules of routes that no longer exist (the dev server adds and removes pages).
  for (const dir of [routesDir, entriesDir]) {
    for (const name of await readdir(dir)) if (!keys.has(name.replace(/\.js$/, ''))) await rm(join(dir, name));
  }

  const serverRoutesFile = join(generatedDir, 'server-routes.js');
  await writeIfChanged(
    serverRoutesFile,
    `export default {\n${routes.map((r) => `  ${q(r.permalink)}: () => import(/* webpackChunkName: ${q(SERVER_ROUTE_CHUNK_PREFIX + routeKey(r.permalink))} */ ${q(`./routes/${routeKey(r.permalink)}.js`)}),`).join('\n')}\n};\n`,
  );
  const clientModulesFile = join(generatedDir, 'client-modules.js');
  await writeIfChanged(clientModulesFile, clientModules.map((m) => `import ${q(m)};`).join('\n') + '\n');
  return { clientEntries, serverRoutesFile, clientModulesFile };
}

/**
 * What each route is made of, split by how it reaches the browser:
 * - application modules, bundled by webpack: the route's component, any code module it names,
 *   and (one module per Markdown file that has ESM imports) what its Markdown imports;
 * - everything else travels in the route's payload (shared/route-payload.ts): compiled Markdown,
 *   JSON data, and the URLs of lazily loaded data.
 * The set of application modules depends on the components and imports in use, not on the number
 * of pages, so the bundle stays the same when pages are added or edited.
 */
import { dirname, resolve } from 'node:path';
import { routeKey, stableHash } from '../shared/route-path.ts';
import { parseMarkdownModuleId, type MarkdownModuleId } from './markdown/markdown-store.ts';
import { PortablePaths, type PathRoots } from './portable-paths.ts';
import type { RouteInfo } from './plugin-types.ts';

export type AppModule =
  /** A route component: its default export renders the route (a missing default export is a build error). */
  | { id: string; kind: 'component'; request: string }
  /** A code module a route names among its modules, passed as its namespace. */
  | { id: string; kind: 'module'; request: string }
  /** What one Markdown file imports: specifier as written -> the request the bundler resolves. */
  | { id: string; kind: 'imports'; imports: Array<{ specifier: string; request: string }> };

export type PlannedModule =
  | { kind: 'markdown'; id: MarkdownModuleId; imports?: string }
  | { kind: 'data'; file: string }
  | { kind: 'lazy'; file: string }
  | { kind: 'app'; id: string };

/** A parent route (RouteInfo.parents) as its leaf's payload carries it. */
export interface PlannedParent {
  permalink: string;
  /** Id of the application module rendering it. */
  component: string;
  modules: Record<string, PlannedModule>;
  exact?: boolean;
  strict?: boolean;
  moduleProps: 'default' | 'namespace';
}

export interface RoutePlan {
  route: RouteInfo;
  /** routeKey(permalink): names the route's manifest and payload files. */
  key: string;
  component: string;
  modules: Record<string, PlannedModule>;
  /** The routes it is nested in, outermost first (empty for most routes). */
  parents: PlannedParent[];
  /** A nested route's renderer (client/nested-routes.tsx), as an application module: only pages with parents load it. */
  nestedRenderer?: string;
  /** Ids of the application modules the route needs, its component first. */
  appModules: string[];
}

export interface SitePlan {
  routes: RoutePlan[];
  /** The same routes by key. */
  routesByKey: Map<string, RoutePlan>;
  appModules: Map<string, AppModule>;
}

/** What renders a route's parents around it; kept out of the main bundle, which most pages load alone. */
const NESTED_ROUTES_REQUEST = '@generator/client/nested-routes';

/** Tells what a Markdown module imports, when that is known (a dev server learns it on first compile). */
export type MarkdownImportsLookup = (id: MarkdownModuleId) => string[] | undefined;

/** An application module's id: a hash of what it is, its paths written without the machine's folders (its id names output files). */
const appModuleId = (paths: PortablePaths, description: string) => stableHash(paths.portable(description));

function importsModule(paths: PortablePaths, file: string, specifiers: string[]): AppModule {
  const imports = specifiers.map((specifier) => ({
    specifier,
    // Relative specifiers are relative to the Markdown file; others (aliases, packages) resolve as written.
    request: specifier.startsWith('.') ? resolve(dirname(file), specifier) : specifier,
  }));
  return { id: appModuleId(paths, `imports\0${imports.map((i) => `${i.specifier}\0${i.request}`).join('\0')}`), kind: 'imports', imports };
}

/**
 * One route's plan; `add` receives each application module it needs and returns its id.
 * @param roots the folders ids are told without (portable-paths.ts)
 */
export function planRoute(
  route: RouteInfo,
  importsOf: MarkdownImportsLookup,
  roots: PathRoots,
  add: (module: AppModule) => string = (module) => module.id,
): RoutePlan {
  const paths = new PortablePaths(roots);
  const ids: string[] = [];
  /** Plans one component and its modules (the route's, or a parent's); notes the app modules they need. */
  const planComponent = (request: string, routeModules: Record<string, string>) => {
    const component = add({ id: appModuleId(paths, `component\0${request}`), kind: 'component', request });
    ids.push(component);
    const modules: Record<string, PlannedModule> = {};
    for (const [name, path] of Object.entries(routeModules)) {
      const markdown = parseMarkdownModuleId(path);
      if (markdown) {
        const specifiers = importsOf(markdown);
        const imports = specifiers?.length ? add(importsModule(paths, markdown.file, specifiers)) : undefined;
        if (imports) ids.push(imports);
        modules[name] = { kind: 'markdown', id: markdown, imports };
      } else if (path.endsWith('.json')) {
        modules[name] = { kind: 'data', file: path };
      } else {
        const id = add({ id: appModuleId(paths, `module\0${path}`), kind: 'module', request: path });
        ids.push(id);
        modules[name] = { kind: 'app', id };
      }
    }
    return { component, modules };
  };
  const { component, modules } = planComponent(route.component, route.modules ?? {});
  for (const [name, file] of Object.entries(route.lazyData ?? {})) modules[name] = { kind: 'lazy', file };
  const parents = (route.parents ?? []).map(
    ({ component: request, modules: parentModules, ...parent }): PlannedParent => ({ ...parent, ...planComponent(request, parentModules) }),
  );
  const nestedRenderer = parents.length
    ? add({ id: appModuleId(paths, `module\0${NESTED_ROUTES_REQUEST}`), kind: 'module', request: NESTED_ROUTES_REQUEST })
    : undefined;
  if (nestedRenderer) ids.push(nestedRenderer);
  return { route, key: routeKey(route.permalink), component, modules, parents, ...(nestedRenderer ? { nestedRenderer } : {}), appModules: [...new Set(ids)] };
}

export function planRoutes(routes: RouteInfo[], importsOf: MarkdownImportsLookup, roots: PathRoots): SitePlan {
  const appModules = new Map<string, AppModule>();
  const add = (module: AppModule) => {
    if (!appModules.has(module.id)) appModules.set(module.id, module);
    return module.id;
  };
  const plans = routes.map((route) => planRoute(route, importsOf, roots, add));
  return { routes: plans, routesByKey: new Map(plans.map((plan) => [plan.key, plan])), appModules };
}

/**
 * A route's payload: everything a page needs beyond the application code, in one small script
 * per route (`assets/pages/{routeKey}.{hash}.js`): its compiled Markdown as functions, its JSON
 * data, the URLs of data it loads later, and the ids of the application modules (components, the
 * modules a Markdown file imports) it renders with.
 *
 * Content never goes through the bundler: the bundle holds the application only, so its size and
 * build time do not grow with the number of pages, and editing a page changes one payload. The
 * browser and the prerenderer run the same payload text, resolved here with their own React.
 */
import { DEFAULT_PLUGIN_ID, type LoadedModule, type RouteRecord } from './site-data';

/** Payload scripts push onto this global array (a queue until the client runtime takes over). */
export const PAYLOAD_GLOBAL = '__routePayloads';

/** Where payload scripts live under the base URL. */
export const PAYLOAD_DIR = 'assets/pages';

/** What compiled Markdown (an MDX function body) receives as `arguments[0]`. */
export interface MarkdownRuntime {
  Fragment: unknown;
  jsx: unknown;
  jsxs: unknown;
  useMDXComponents: unknown;
  /** The modules the Markdown file imports, by the specifier written in it. */
  imports?: Record<string, LoadedModule>;
}

/** One named module of a route, as the payload carries it. */
export type PayloadModule =
  /** Compiled Markdown: a function returning the module's exports; `imports` names the app module holding what it imports. */
  | { markdown: (runtime: MarkdownRuntime) => LoadedModule; imports?: string }
  /** JSON data, given to the component as `{ default: data }`. */
  | { data: unknown }
  /** JSON data fetched when the component asks for it (a content-hashed file URL). */
  | { lazy: string }
  /** A module of the application bundle, by id. */
  | { app: string };

export interface RoutePayload {
  path: string;
  /** Id of the application module whose default export renders the route. */
  component: string;
  /** The page's source file (relative to the site), for error messages. */
  sourceFile?: string;
  /** Name of the plugin that added the route (`useRouteContext`). */
  plugin?: string;
  /** Its instance id, when not 'default' (left out then: most routes' plugins have one instance). */
  pluginId?: string;
  /**
   * 'default': props as Docusaurus gives them (each module's default export with its other exports
   * attached, dotted names nested: "blog.posts.0" -> blog.posts[0]); absent: module namespaces.
   */
  moduleProps?: 'default';
  modules: Record<string, PayloadModule>;
  /** The routes it is nested in, outermost first (Docusaurus's nested `routes`); absent for most routes. */
  parents?: PayloadParent[];
  /** With parents: the application module that renders them (its NestedRouteContent export). */
  nestedRenderer?: string;
}

/** A parent route, rendered around the next level down (see RouteRecord.parents). */
export interface PayloadParent {
  path: string;
  component: string;
  exact?: boolean;
  strict?: boolean;
  moduleProps?: 'default';
  modules: Record<string, PayloadModule>;
}

/** Ids of the application modules a payload needs before it can render: its component first. */
export function appModuleIdsOf(payload: RoutePayload): string[] {
  const ids: string[] = [];
  for (const { component, modules } of [payload, ...(payload.parents ?? [])]) {
    ids.push(component);
    for (const module of Object.values(modules)) {
      if ('app' in module) ids.push(module.app);
      else if ('markdown' in module && module.imports) ids.push(module.imports);
    }
  }
  if (payload.nestedRenderer) ids.push(payload.nestedRenderer);
  return [...new Set(ids)];
}

export interface PayloadEnvironment {
  /** React's JSX runtime and MDX's component hook, as the caller's bundle has them. */
  runtime: Omit<MarkdownRuntime, 'imports'>;
  /**
   * A registered application module's value (all of appModuleIdsOf(payload) must be available):
   * a component's module namespace, a code module's namespace, or a Markdown file's imports by specifier.
   */
  appModule(id: string): LoadedModule;
  /** Loads a lazy data file as a module. */
  loadLazy(url: string): Promise<LoadedModule>;
}

/** A route's (or a parent route's) modules as its component receives them. */
function resolveModules(payloadModules: Record<string, PayloadModule>, moduleProps: 'default' | undefined, env: PayloadEnvironment): RouteRecord['modules'] {
  const modules: RouteRecord['modules'] = {};
  for (const [name, module] of Object.entries(payloadModules)) {
    if ('markdown' in module)
      modules[name] = module.markdown({
        ...env.runtime,
        imports: module.imports ? (env.appModule(module.imports) as Record<string, LoadedModule>) : undefined,
      });
    else if ('data' in module) modules[name] = { default: module.data };
    else if ('lazy' in module) modules[name] = () => env.loadLazy(module.lazy);
    else modules[name] = env.appModule(module.app);
  }
  return moduleProps === 'default' ? docusaurusProps(modules) : modules;
}

/** Turns a payload into the route record the app renders: component and modules as props. */
export function resolveRoutePayload(payload: RoutePayload, env: PayloadEnvironment): RouteRecord {
  return {
    path: payload.path,
    Component: env.appModule(payload.component).default,
    modules: resolveModules(payload.modules, payload.moduleProps, env),
    sourceFile: payload.sourceFile,
    plugin: payload.plugin,
    pluginId: payload.pluginId ?? DEFAULT_PLUGIN_ID,
    ...(payload.parents && {
      NestedContent: payload.nestedRenderer && env.appModule(payload.nestedRenderer).NestedRouteContent,
      parents: payload.parents.map((parent) => ({
        path: parent.path,
        exact: parent.exact,
        strict: parent.strict,
        Component: env.appModule(parent.component).default,
        modules: resolveModules(parent.modules, parent.moduleProps, env),
      })),
    }),
  };
}

/** A module as Docusaurus passes it: its default export, carrying the other exports (an MDX component's `frontMatter`, `toc`...). */
function defaultWithExports(module: RouteRecord['modules'][string]): unknown {
  if (typeof module === 'function' || !module || !('default' in module)) return module;
  const value = module.default;
  if ((typeof value === 'object' || typeof value === 'function') && value !== null && Object.isExtensible(value)) {
    for (const [key, exported] of Object.entries(module)) if (key !== 'default' && !(key in value)) (value as Record<string, unknown>)[key] = exported;
  }
  return value;
}

/** Docusaurus-style props: default exports, and dotted names ("a.b.0") nested back into objects and arrays. */
function docusaurusProps(modules: RouteRecord['modules']): RouteRecord['modules'] {
  const props: Record<string, unknown> = {};
  for (const [name, module] of Object.entries(modules)) {
    const keys = name.split('.');
    let target = props;
    keys.slice(0, -1).forEach((key, i) => {
      target[key] ??= /^\d+$/.test(keys[i + 1]) ? [] : {};
      target = target[key] as Record<string, unknown>;
    });
    target[keys[keys.length - 1]] = defaultWithExports(module);
  }
  return props as RouteRecord['modules'];
}

/**
 * Runs the plugin lifecycle up to the route table, as Docusaurus does: resolve each config entry
 * to its module, validate its options (and the theme config), create the plugin, load every
 * plugin's content in parallel, let each add routes, data and global data (`contentLoaded`), then
 * `allContentLoaded`. Several instances of one plugin are told apart by their `id`; global data
 * and data modules are kept per plugin name and id. Checks routes (duplicates).
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir } from 'node:fs/promises';
import { writeFileAtomic } from './atomic-file.ts';
import { extname, isAbsolute, join, resolve } from 'node:path';
import { normalizeRoutePath, withBaseUrl } from '../shared/route-path.ts';
import { importPluginModule } from './plugins/import-plugin.ts';
import { flattenModules, resolveModulePath } from './plugins/flatten-routes.ts';
import { optionValidator } from './plugins/option-validator.ts';
import type { AllContent, LoadContext, OptionValidator, Plugin, PluginActions, ParentRouteInfo, PluginModule, RouteConfig, RouteInfo } from './plugin-types.ts';
import { SiteError } from './site-error.ts';
import { checkPluginRoutePath } from './contained-paths.ts';
import { runPluginHook } from './plugin-hook.ts';
import { notePluginCode } from './incremental/plugin-code.ts';
import { DEFAULT_PLUGIN_ID } from '../shared/site-data.ts';
import { translatePluginContent, translatesContent } from './i18n/plugin-translations.ts';

/** A plugin entry of the config: a name or path, a plugin function, either with options, or false/null (off). */
export type PluginEntry = string | PluginModule | false | null | undefined | [string | PluginModule, Record<string, unknown>?];

export { DEFAULT_PLUGIN_ID };

export interface LoadedSite {
  plugins: Plugin[];
  contents: Map<Plugin, unknown>;
  routes: RouteInfo[];
  /** `globalData[pluginName][pluginId]`, as Docusaurus's useGlobalData() returns it. */
  globalData: Record<string, Record<string, unknown>>;
}

const describeRef = (ref: string | PluginModule, index: number) =>
  typeof ref === 'string' ? `plugins[${index}] "${ref}"` : `plugins[${index}] (function ${ref.name || 'anonymous'})`;

/** Docusaurus's validate: the `id` every plugin takes is checked here, the rest by the plugin's schema. */
function validateWithId(validate: OptionValidator): OptionValidator {
  return <T>(schema: unknown, value: unknown): T => {
    if (!value || typeof value !== 'object') return validate<T>(schema, value);
    const { id, ...rest } = value as Record<string, unknown>;
    if (id !== undefined && (typeof id !== 'string' || !/^[\w-]+$/.test(id)))
      throw new SiteError(`plugin id ${JSON.stringify(id)}: letters, digits, "_" and "-" only`);
    const validated = validate<Record<string, unknown>>(schema, rest);
    return { ...validated, id: (id as string | undefined) ?? DEFAULT_PLUGIN_ID } as T;
  };
}

/** Creates the plugin of each config entry (after the generator's own `builtIns`), in order. */
/** Each plugin's folder: its relative client modules and theme paths are resolved from it, as Docusaurus does. */
const pluginDirOf = new WeakMap<Plugin, string>();

/** A path a plugin returned (getClientModules, getThemePath), absolute: relative ones are relative to the plugin's folder. */
export function resolvePluginPath(plugin: Plugin, path: string, siteDir: string): string {
  return isAbsolute(path) ? path : resolve(pluginDirOf.get(plugin) ?? siteDir, path);
}

export async function createPlugins(context: LoadContext, entries: readonly PluginEntry[], builtIns: Plugin[] = []): Promise<Plugin[]> {
  const plugins: Plugin[] = [];
  const owners = new Map<string, string>();
  const register = (plugin: Plugin, id: string, description: string) => {
    const key = `${plugin.name}\0${id}`;
    const earlier = owners.get(key);
    if (earlier) {
      throw new SiteError(
        `${earlier} and ${description} are both plugin "${plugin.name}" with id "${id}"; give each instance its own \`id\` option`,
        context.siteConfigPath,
      );
    }
    owners.set(key, description);
    (plugin as { id?: string }).id = id;
    plugins.push(plugin);
  };
  for (const plugin of builtIns) register(plugin, plugin.id ?? DEFAULT_PLUGIN_ID, `the built-in "${plugin.name}"`);

  for (const [index, entry] of entries.entries()) {
    if (entry === false || entry === null || entry === undefined) continue;
    const [ref, rawOptions = {}] = Array.isArray(entry) ? entry : [entry];
    const description = describeRef(ref, index);
    // Docusaurus's plugin path: a module's folder; the site's for a function written in the config.
    const {
      plugin: pluginModule,
      dir,
      code,
    } = typeof ref === 'function' ? { plugin: ref, dir: context.siteDir, code: String(ref) } : await importPluginModule(ref, context);
    if (typeof pluginModule !== 'function') throw new SiteError(`${description}: the module's default export is not a plugin function`, context.siteConfigPath);

    const subject = `options for plugin ${typeof ref === 'string' ? `"${ref}"` : description}`;
    const validate = validateWithId(optionValidator(subject, context.siteConfigPath, `plugins[${index}]`));
    const options = (pluginModule.validateOptions ? pluginModule.validateOptions({ validate, options: rawOptions }) : rawOptions) as Record<string, unknown>;
    if (pluginModule.validateThemeConfig) {
      const themeValidate = optionValidator(`themeConfig (checked by ${description})`, context.siteConfigPath, 'themeConfig');
      const themeConfig = pluginModule.validateThemeConfig({ validate: themeValidate, themeConfig: context.siteConfig.themeConfig as Record<string, unknown> });
      context.siteConfig.themeConfig = { ...context.siteConfig.themeConfig, ...themeConfig };
    }
    let plugin: Plugin | null;
    try {
      plugin = await runPluginHook(context.report, description, 'plugin factory', async () => pluginModule(context, options));
    } catch (error) {
      if (error instanceof SiteError) throw error;
      throw new SiteError(`${description}: the plugin failed to start: ${(error as Error).message}`, context.siteConfigPath, undefined, undefined, {
        cause: error,
      });
    }
    // Docusaurus lets a plugin function return null to mean "nothing to do".
    if (!plugin) continue;
    if (typeof plugin.name !== 'string' || !plugin.name) throw new SiteError(`${description}: the plugin has no name`, context.siteConfigPath);
    register(plugin, typeof options?.id === 'string' ? options.id : DEFAULT_PLUGIN_ID, description);
    // What the bundle's key counts of a plugin that configures webpack: its module's code (a function written in the config: its text).
    notePluginCode(plugin, code);
    pluginDirOf.set(plugin, dir);
  }
  return plugins;
}

/** Plugin name -> plugin id -> value. */
function byNameAndId<T>(plugins: Plugin[], value: (plugin: Plugin) => T): Record<string, Record<string, T>> {
  const table: Record<string, Record<string, T>> = {};
  for (const plugin of plugins) (table[plugin.name] ??= {})[plugin.id ?? DEFAULT_PLUGIN_ID] = value(plugin);
  return table;
}

/** Extensions a createData name may keep (a module of that kind); any other name is a JSON module. */
const DATA_MODULE_EXTENSION = /\.(json|[cm]?js|jsx|tsx?|css)$/;

/**
 * Writes a data module only when it changed (the bundler's watcher and cache stay quiet). A string
 * is written as it is (Docusaurus plugins pass JSON text), anything else as JSON.
 */
/**
 * Writes a plugin's data module (createData) and returns its file. The file's name holds a hash of
 * its text and files are written whole, so a file of that name already in the folder has that
 * text: it is left alone, without reading it back (a warm build's hundreds of data modules are
 * then one read of the folder). `existing`: the folder's file names, read once per plugin.
 */
async function writeDataModule(dir: string, name: string, data: unknown, existing: Promise<Set<string>>): Promise<string> {
  const isText = typeof data === 'string';
  const fileName = (isText && DATA_MODULE_EXTENSION.test(name)) || name.endsWith('.json') ? name : `${name}.json`;
  const text = isText ? data : JSON.stringify(data);
  const hash = createHash('sha1').update(text).digest('hex').slice(0, 8);
  const extension = extname(fileName);
  const base = `${fileName.slice(0, -extension.length).replace(/[^\w.-]+/g, '_')}-${hash}${extension}`;
  const file = join(dir, base);
  if (!(await existing).has(base)) await writeFileAtomic(file, text);
  return file;
}

/**
 * Called with the routes one plugin added, as soon as its `contentLoaded` has settled (before the
 * slower plugins finish): the build starts compiling their Markdown meanwhile.
 */
export type PluginRoutesListener = (routes: readonly RouteInfo[]) => void;

export async function loadSite(context: LoadContext, plugins: Plugin[], onPluginRoutes?: PluginRoutesListener): Promise<LoadedSite> {
  const contents = new Map<Plugin, unknown>();
  // Each plugin's routes, kept apart so the table is in plugin order whichever plugin finished first.
  const routesOf = new Map<Plugin, RouteInfo[]>(plugins.map((plugin) => [plugin, []]));
  const laterRoutesOf = new Map<Plugin, RouteInfo[]>(plugins.map((plugin) => [plugin, []]));
  // Set in whatever order plugins finish; gathered in plugin order, so the site's data is the same every build.
  const globalDataOf = new Map<Plugin, unknown>();

  const actionsOf = (plugin: Plugin, routes: RouteInfo[]): { actions: PluginActions; settled: () => Promise<unknown> } => {
    const id = plugin.id ?? DEFAULT_PLUGIN_ID;
    const dataDir = join(context.generatedFilesDir, 'data', plugin.name.replace(/[^\w.@-]+/g, '_'), id);
    const existing = mkdir(dataDir, { recursive: true }).then(async () => new Set(await readdir(dataDir)));
    const pending: Array<Promise<unknown>> = [];
    const createData = (name: string, data: unknown) => writeDataModule(dataDir, name, data, existing);
    const checkShape = (route: RouteConfig) => {
      if (typeof route.path !== 'string' || typeof route.component !== 'string') {
        throw new SiteError(
          `plugin "${plugin.name}" added a route without a string path and component: ${JSON.stringify({ path: route.path, component: route.component })}`,
          context.siteConfigPath,
        );
      }
    };
    /** A route's modules, flat, with its plain props (already written as data modules). */
    const flatModulesOf = (route: RouteConfig, props: Record<string, string>): Record<string, string> => {
      try {
        return { ...flattenModules(route.modules, context.siteDir), ...props };
      } catch (error) {
        throw new SiteError(`plugin "${plugin.name}", route "${route.path}": ${(error as Error).message}`, context.siteConfigPath);
      }
    };
    const addLeaf = (route: RouteConfig, props: Record<string, string>, parents: ParentRouteInfo[]) => {
      const { routes: _children, props: _props, modules: _modules, exact: _exact, strict: _strict, ...rest } = route;
      const path = normalizeRoutePath(route.path);
      const sourceFile = route.sourceFile ?? (route.metadata?.sourceFilePath ? resolveModulePath(route.metadata.sourceFilePath, context.siteDir) : undefined);
      // Whatever made the path (a plugin's own content, a site's plugin), no page is written outside the output.
      checkPluginRoutePath(path, plugin.name, sourceFile, context.siteConfigPath);
      routes.push({
        ...rest,
        path,
        component: resolveModulePath(route.component, context.siteDir),
        modules: flatModulesOf(route, props),
        ...(sourceFile ? { sourceFile } : {}),
        ...(parents.length ? { parents } : {}),
        moduleProps: route.moduleProps ?? plugin.moduleProps ?? 'default',
        permalink: withBaseUrl(context.baseUrl, path),
        plugin: plugin.name,
        pluginId: id,
      });
    };
    const parentOf = (route: RouteConfig, props: Record<string, string>): ParentRouteInfo => ({
      permalink: withBaseUrl(context.baseUrl, normalizeRoutePath(route.path)),
      component: resolveModulePath(route.component, context.siteDir),
      modules: flatModulesOf(route, props),
      ...(route.exact !== undefined ? { exact: route.exact } : {}),
      ...(route.strict !== undefined ? { strict: route.strict } : {}),
      moduleProps: route.moduleProps ?? plugin.moduleProps ?? 'default',
    });
    /** Runs `then` with the route's plain props written as data modules (at once when it has none). */
    const withProps = (route: RouteConfig, then: (props: Record<string, string>) => void) => {
      const props = Object.entries(route.props ?? {});
      if (!props.length) return then({});
      pending.push(
        Promise.all(props.map(([name, value]) => createData(`props-${name}`, JSON.stringify(value ?? null)))).then((files) =>
          then(Object.fromEntries(props.map(([name], i) => [name, files[i]]))),
        ),
      );
    };
    /** Each leaf of the tree becomes a page, carrying its ancestors (outermost first). */
    const addTree = (route: RouteConfig, parents: ParentRouteInfo[]) => {
      checkShape(route);
      withProps(route, (props) => {
        if (!route.routes?.length) return addLeaf(route, props, parents);
        const withThis = [...parents, parentOf(route, props)];
        for (const child of route.routes) addTree(child, withThis);
      });
    };
    const actions: PluginActions = {
      addRoute(route) {
        addTree(route, []);
      },
      createData,
      setGlobalData(data) {
        globalDataOf.set(plugin, data);
      },
    };
    // A parent's props resolve before its children are added, which may wait on their own props.
    const settled = async () => {
      while (pending.length) await Promise.all(pending.splice(0));
    };
    return { actions, settled };
  };

  // As Docusaurus 3: every plugin loads its content and, as soon as that is done, adds its routes
  // (contentLoaded); all plugins at once. Then allContentLoaded, which sees every plugin's content.
  await Promise.all(
    plugins.map(async (plugin) => {
      const loaded = plugin.loadContent && (await runPluginHook(context.report, plugin.name, 'loadContent', () => plugin.loadContent!()));
      // A translated locale's labels and titles (Docusaurus's translateContent); as loaded otherwise.
      const content = translatesContent(plugin, context)
        ? await runPluginHook(context.report, plugin.name, 'translateContent', () => translatePluginContent(plugin, loaded, context))
        : loaded;
      contents.set(plugin, content);
      if (!plugin.contentLoaded) return;
      const { actions, settled } = actionsOf(plugin, routesOf.get(plugin)!);
      await runPluginHook(context.report, plugin.name, 'contentLoaded', () => plugin.contentLoaded!({ content, actions }));
      await settled();
      onPluginRoutes?.(routesOf.get(plugin)!);
    }),
  );
  const allContent: AllContent = byNameAndId(plugins, (plugin) => contents.get(plugin));
  const contentRoutes = plugins.flatMap((plugin) => routesOf.get(plugin)!);
  await Promise.all(
    plugins.map(async (plugin) => {
      if (!plugin.allContentLoaded) return;
      const { actions, settled } = actionsOf(plugin, laterRoutesOf.get(plugin)!);
      await runPluginHook(context.report, plugin.name, 'allContentLoaded', () => plugin.allContentLoaded!({ allContent, actions, routes: contentRoutes }));
      await settled();
    }),
  );
  const routes = [...plugins.flatMap((plugin) => routesOf.get(plugin)!), ...plugins.flatMap((plugin) => laterRoutesOf.get(plugin)!)];
  const globalData: LoadedSite['globalData'] = {};
  for (const plugin of plugins) if (globalDataOf.has(plugin)) (globalData[plugin.name] ??= {})[plugin.id ?? DEFAULT_PLUGIN_ID] = globalDataOf.get(plugin);

  const unique = uniqueRoutes(routes, context);
  // Links between Markdown files resolve through the file -> route map.
  context.markdown.setPermalinks(new Map(unique.filter((route) => route.sourceFile).map((route) => [route.sourceFile!, route.permalink])));
  return { plugins, contents, routes: unique, globalData };
}

/** Routes with a path no earlier route has; the others are reported by the site's onDuplicateRoutes. */
function uniqueRoutes(routes: RouteInfo[], context: LoadContext): RouteInfo[] {
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
  return unique;
}

function describeRoute(route: RouteInfo): string {
  const plugin = route.pluginId === DEFAULT_PLUGIN_ID ? route.plugin : `${route.plugin} (id "${route.pluginId}")`;
  return route.sourceFile ? `${plugin}: ${route.sourceFile}` : plugin;
}

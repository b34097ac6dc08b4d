/**
 * User remark/rehype plugins and other functions of the config (`markdown.preprocessor`,
 * `markdown.parseFrontMatter`), across the thread boundary.
 *
 * A build compiles Markdown in worker threads, and functions cannot be sent to a thread. So each
 * function in the compile options is sent as where it sits in the site's config (`presets.0.1.docs
 * .remarkPlugins.0`): the worker loads the config itself, once, and takes the function from the
 * same place. A plugin written as a module specifier (`'remark-math'` or `['remark-math', {...}]`)
 * is imported by the worker directly. A function found nowhere in the config (one a plugin made
 * in its own code) cannot be sent: the store then compiles that file in the main thread, which
 * gives the same output, only without the parallelism.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PluggableList } from 'unified';
import { SiteError } from '../site-error.ts';
import { pluginLabel, withLabelledErrors, type PluginListName } from './plugin-errors.ts';

/** A unified plugin (a function), or a module specifier naming one (resolved from the site's folder). */
export type MarkdownPluginSpec = ((...args: any[]) => unknown) | string;
/** A plugin, or a plugin with its options, as Docusaurus's `remarkPlugins` take them. */
export type MarkdownPluginEntry = MarkdownPluginSpec | [MarkdownPluginSpec, unknown];

type ConfigPath = Array<string | number>;
/** A function, sent as where it is in the config. */
const FUNCTION_REFERENCE = '__configFunction';
interface FunctionReference {
  [FUNCTION_REFERENCE]: ConfigPath;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

/** Every function in a config object, by where it first appears. */
export function functionsOfConfig(config: unknown): Map<Function, ConfigPath> {
  const found = new Map<Function, ConfigPath>();
  const seen = new Set<unknown>();
  const walk = (value: unknown, path: ConfigPath) => {
    if (typeof value === 'function') {
      if (!found.has(value)) found.set(value, path);
      return;
    }
    if (path.length > 16 || seen.has(value)) return;
    if (Array.isArray(value)) {
      seen.add(value);
      value.forEach((item, i) => walk(item, [...path, i]));
    } else if (isPlainObject(value)) {
      seen.add(value);
      for (const [key, item] of Object.entries(value)) walk(item, [...path, key]);
    }
  };
  walk(config, []);
  return found;
}

/**
 * The value with each function replaced by its place in the config, so it can be sent to a
 * worker; undefined when a function is not in the config.
 */
export function toPortable<T>(value: T, configFunctions: Map<Function, ConfigPath>): T | undefined {
  let portable = true;
  const convert = (item: unknown): unknown => {
    if (typeof item === 'function') {
      const path = configFunctions.get(item);
      if (!path) portable = false;
      return path ? ({ [FUNCTION_REFERENCE]: path } satisfies FunctionReference) : undefined;
    }
    if (Array.isArray(item)) return item.map(convert);
    if (isPlainObject(item)) return Object.fromEntries(Object.entries(item).map(([key, inner]) => [key, convert(inner)]));
    return item;
  };
  const converted = convert(value) as T;
  return portable ? converted : undefined;
}

const siteConfigs = new Map<string, Promise<unknown>>();

/** The value with function references replaced by the functions of the site's config (loaded once per thread). */
export async function fromPortable<T>(value: T, siteDir: string): Promise<T> {
  let config: unknown;
  const convert = async (item: unknown): Promise<unknown> => {
    if (isPlainObject(item) && FUNCTION_REFERENCE in item) {
      if (config === undefined) {
        // Loaded only when a function is asked for: most compiles need none.
        if (!siteConfigs.has(siteDir))
          siteConfigs.set(
            siteDir,
            import('../config/load-config.ts').then(({ loadSiteConfig }) => loadSiteConfig(siteDir)),
          );
        config = await siteConfigs.get(siteDir)!;
      }
      const path = (item as unknown as FunctionReference)[FUNCTION_REFERENCE];
      const found = path.reduce<unknown>((at, key) => (at as Record<string | number, unknown> | undefined)?.[key], config);
      if (typeof found !== 'function')
        throw new SiteError(`the site config has no function at ${path.join('.')} any more (it changed while building?)`, siteDir);
      return found;
    }
    if (Array.isArray(item)) return Promise.all(item.map(convert));
    if (isPlainObject(item)) return Object.fromEntries(await Promise.all(Object.entries(item).map(async ([key, inner]) => [key, await convert(inner)])));
    return item;
  };
  return (await convert(value)) as T;
}

/** Whether some function is in these options (so they differ by thread: see toPortable). */
export function hasFunctions(value: unknown): boolean {
  if (typeof value === 'function') return true;
  if (Array.isArray(value)) return value.some(hasFunctions);
  if (isPlainObject(value)) return Object.values(value).some(hasFunctions);
  return false;
}

/**
 * Plugin entries as unified takes them: module specifiers imported (from the site's folder),
 * options kept, each plugin's errors labelled with its name (plugin-errors.ts).
 */
export async function resolvePluginEntries(
  entries: readonly MarkdownPluginEntry[] | undefined,
  siteDir: string,
  file: string,
  list: PluginListName,
): Promise<PluggableList> {
  return Promise.all(
    (entries ?? []).map(async (entry, index) => {
      const [spec, options] = Array.isArray(entry) ? entry : [entry, undefined];
      const imported = typeof spec === 'string' ? await importPlugin(spec, siteDir, file) : spec;
      const plugin = withLabelledErrors(imported, pluginLabel(list, index, spec));
      return (options === undefined ? plugin : [plugin, options]) as PluggableList[number];
    }),
  );
}

async function importPlugin(specifier: string, siteDir: string, file: string): Promise<unknown> {
  let resolved: string;
  try {
    resolved = createRequire(join(siteDir, 'package.json')).resolve(specifier);
  } catch {
    throw new SiteError(`Markdown plugin "${specifier}" cannot be found from the site's folder (is it installed?)`, file);
  }
  const module = (await import(pathToFileURL(resolved).href)) as { default?: unknown };
  const plugin = module.default ?? module;
  // A CommonJS module compiled from ESM may nest its default export once more.
  return typeof plugin === 'function' ? plugin : (plugin as { default?: unknown }).default;
}

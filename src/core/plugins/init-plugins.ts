/**
 * Creates the plugins of the config, as Docusaurus's `initPlugins`: each entry resolved to its
 * module, its options validated (with the `id` every plugin takes), the theme config validated by
 * the plugins that check it, then each plugin function called. Returns the plugins as values
 * (InitializedPlugin) and the load context they were created with, whose site config holds the
 * validated theme config; neither a plugin's object nor the caller's config is written to.
 */
import type { LoadContext, OptionValidator, Plugin, PluginModule } from '../plugin-types.ts';
import { runPluginHook } from '../plugin-hook.ts';
import { SiteError } from '../site-error.ts';
import { DEFAULT_PLUGIN_ID } from '../../shared/site-data.ts';
import { importPluginModule } from './import-plugin.ts';
import type { InitializedPlugin } from './loaded-plugin.ts';
import { optionValidator } from './option-validator.ts';

/** A plugin entry of the config: a name or path, a plugin function, either with options, or false/null (off). */
export type PluginEntry = string | PluginModule | false | null | undefined | [string | PluginModule, Record<string, unknown>?];

/** A plugin the generator always loads (the theme's), made from the context every plugin gets. */
export type BuiltInPlugin = (context: LoadContext) => Plugin;

/** The created plugins, in order, and the context they were given. */
export interface InitializedPlugins {
  plugins: InitializedPlugin[];
  /** The caller's context with the site config the plugins see: its theme config as the plugins' validateThemeConfig returned it. */
  context: LoadContext;
}

/** A config entry, ready to become a plugin: its module, where it is from, its validated options. */
interface ValidatedEntry {
  pluginModule: PluginModule;
  description: string;
  dir: string;
  code: string;
  options: Record<string, unknown>;
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

/** The entry's module and its options, validated; the theme config as the module's validateThemeConfig returns it, merged over `themeConfig`. */
async function validateEntry(
  ref: string | PluginModule,
  rawOptions: Record<string, unknown>,
  index: number,
  themeConfig: Record<string, unknown>,
  context: LoadContext,
): Promise<{ entry: ValidatedEntry; themeConfig: Record<string, unknown> }> {
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
  if (!pluginModule.validateThemeConfig) return { entry: { pluginModule, description, dir, code, options }, themeConfig };
  const themeValidate = optionValidator(`themeConfig (checked by ${description})`, context.siteConfigPath, 'themeConfig');
  const validated = pluginModule.validateThemeConfig({ validate: themeValidate, themeConfig });
  return { entry: { pluginModule, description, dir, code, options }, themeConfig: { ...themeConfig, ...validated } };
}

/** Calls the plugin function; null when it returned none (Docusaurus lets a plugin mean "nothing to do" so). */
async function createPlugin({ pluginModule, description, dir, code, options }: ValidatedEntry, context: LoadContext): Promise<InitializedPlugin | null> {
  let plugin: Plugin | null;
  try {
    plugin = await runPluginHook(context.report, description, 'plugin factory', async () => pluginModule(context, options));
  } catch (error) {
    if (error instanceof SiteError) throw error;
    throw new SiteError(`${description}: the plugin failed to start: ${(error as Error).message}`, context.siteConfigPath, undefined, undefined, {
      cause: error,
    });
  }
  if (!plugin) return null;
  if (typeof plugin.name !== 'string' || !plugin.name) throw new SiteError(`${description}: the plugin has no name`, context.siteConfigPath);
  // What the bundle's key counts of a plugin that configures webpack: its module's code (a function written in the config: its text).
  return { ...plugin, id: typeof options?.id === 'string' ? options.id : DEFAULT_PLUGIN_ID, dir, code };
}

/** Two instances of one plugin need their own ids (their data, global data and translations are kept by name and id). */
function checkUniqueIds(plugins: Array<{ plugin: InitializedPlugin; description: string }>, context: LoadContext): void {
  const owners = new Map<string, string>();
  for (const { plugin, description } of plugins) {
    const key = `${plugin.name}\0${plugin.id}`;
    const earlier = owners.get(key);
    if (earlier) {
      throw new SiteError(
        `${earlier} and ${description} are both plugin "${plugin.name}" with id "${plugin.id}"; give each instance its own \`id\` option`,
        context.siteConfigPath,
      );
    }
    owners.set(key, description);
  }
}

/** Creates the plugin of each config entry (after the generator's own `builtIns`), in order. */
export async function createPlugins(
  context: LoadContext,
  entries: readonly PluginEntry[],
  builtIns: readonly BuiltInPlugin[] = [],
): Promise<InitializedPlugins> {
  // Every entry's options and theme config first: each plugin function then gets the site config
  // with the whole validated theme config, as each sees it in Docusaurus once all are created.
  const validatedEntries: ValidatedEntry[] = [];
  let themeConfig = context.siteConfig.themeConfig as Record<string, unknown>;
  for (const [index, entry] of entries.entries()) {
    if (entry === false || entry === null || entry === undefined) continue;
    const [ref, rawOptions = {}] = Array.isArray(entry) ? entry : [entry];
    const validated = await validateEntry(ref, rawOptions, index, themeConfig, context);
    validatedEntries.push(validated.entry);
    themeConfig = validated.themeConfig;
  }
  const pluginContext: LoadContext =
    themeConfig === context.siteConfig.themeConfig ? context : { ...context, siteConfig: { ...context.siteConfig, themeConfig } as LoadContext['siteConfig'] };

  const created: Array<{ plugin: InitializedPlugin; description: string }> = builtIns.map((builtIn) => {
    const plugin = builtIn(pluginContext);
    return { plugin: { ...plugin, id: plugin.id ?? DEFAULT_PLUGIN_ID, dir: context.siteDir, code: '' }, description: `the built-in "${plugin.name}"` };
  });
  for (const entry of validatedEntries) {
    const plugin = await createPlugin(entry, pluginContext);
    if (plugin) created.push({ plugin, description: entry.description });
  }
  checkUniqueIds(created, context);
  return { plugins: created.map(({ plugin }) => plugin), context: pluginContext };
}

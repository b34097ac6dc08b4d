/**
 * Finds and loads a plugin module named in the config: a built-in by any of its names
 * (builtin-plugins.ts; loaded as the rest of the generator is, so core modules exist once), a
 * path ("./x" relative to the site, or absolute), the site's own `plugins/<name>/`, or a package
 * installed for the site. CommonJS or ESM; TypeScript is compiled on the way.
 */
import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { installDocusaurusModules } from '../docusaurus-modules/install-docusaurus-modules.ts';
import { pluginEntryPoint } from '../entry-points.mjs';
import { generatorModule } from '../generator-location.ts';
import { compiledCodeHash, defaultExport, importModuleFile } from '../import-typescript-module.ts';
import { hashFile } from '../incremental/content-hash.ts';
import { generatorCodeHash } from '../incremental/generator-code.ts';
import type { LoadContext, PluginModule } from '../plugin-types.ts';
import { SiteError } from '../site-error.ts';
import { UNSUPPORTED_DOCUSAURUS_PLUGINS, builtInPluginFolder, docusaurusPluginPackages } from './builtin-plugins.ts';

const INDEX_FILES = ['index.ts', 'index.tsx', 'index.js', 'index.mjs', 'index.cjs'];

/** A file, or a folder's index file. */
function moduleFile(path: string): string | undefined {
  if (existsSync(path) && statSync(path).isFile()) return path;
  return INDEX_FILES.map((file) => join(path, file)).find((file) => existsSync(file));
}

/** A loaded plugin module: its function and statics, and the folder its relative client modules and theme paths are resolved from. */
export interface LoadedPluginModule {
  plugin: PluginModule;
  /** Docusaurus's plugin path: the folder of the module's entry file. */
  dir: string;
  /**
   * A hash of the plugin's code, helpers it imports included (what the bundle's key counts of a
   * plugin that configures webpack): a built-in's bundled code, a site plugin's compiled module
   * (else its file), a package's file (its version is in the lock file, which the key holds).
   */
  code: string;
}

type ModuleNamespace = Record<string, unknown>;

/**
 * The plugin function and its statics. Docusaurus plugins export `default` and, beside it,
 * `validateOptions` / `validateThemeConfig` (named exports, or properties of the function); a
 * CommonJS module imported by Node has them on its `default` (module.exports).
 */
function pluginOf(module: ModuleNamespace): PluginModule {
  const exportsObject = (module.default && typeof module.default === 'object' ? module.default : module) as ModuleNamespace;
  const fn = defaultExport(module) as PluginModule;
  if (typeof fn !== 'function') return fn;
  const validateOptions =
    fn.validateOptions ?? (module.validateOptions as PluginModule['validateOptions']) ?? (exportsObject.validateOptions as PluginModule['validateOptions']);
  const validateThemeConfig =
    fn.validateThemeConfig ??
    (module.validateThemeConfig as PluginModule['validateThemeConfig']) ??
    (exportsObject.validateThemeConfig as PluginModule['validateThemeConfig']);
  if (validateOptions === fn.validateOptions && validateThemeConfig === fn.validateThemeConfig) return fn;
  // A wrapper carrying the statics, so the module's own function is left untouched.
  return Object.assign((context: Parameters<PluginModule>[0], options: unknown) => fn(context, options), { validateOptions, validateThemeConfig });
}

/**
 * The built-in a file is, if it is one: what `require.resolve('@docusaurus/plugin-content-docs')`
 * gives with this generator (src/core/docusaurus-modules/), named in a config as a path.
 */
function builtInOfFile(file: string): string | undefined {
  return docusaurusPluginPackages().find(([, folder]) => generatorModule(pluginEntryPoint(folder)) === file)?.[1];
}

async function loadBuiltIn(builtIn: string, context: LoadContext): Promise<{ module: ModuleNamespace; file: string; code: string }> {
  return {
    module: await import(pathToFileURL(generatorModule(pluginEntryPoint(builtIn))).href),
    file: join(context.generatorDir, 'plugins', builtIn, 'index.ts'),
    code: await generatorCodeHash(pluginEntryPoint(builtIn)),
  };
}

async function loadModule(name: string, context: LoadContext): Promise<{ module: ModuleNamespace; file: string; code: string }> {
  const load = async (file: string) => {
    const builtIn = builtInOfFile(file);
    if (builtIn) return loadBuiltIn(builtIn, context);
    // A site's module or a package may import `@docusaurus/*` as ES modules.
    installDocusaurusModules();
    const module = await importModuleFile(file);
    return { module, file, code: compiledCodeHash(module) ?? (await hashFile(file)) ?? '' };
  };
  if (name.startsWith('.') || name.startsWith('/')) {
    const file = moduleFile(resolve(context.siteDir, name));
    if (!file) throw new Error(`no file or folder at ${resolve(context.siteDir, name)}`);
    return load(file);
  }
  const siteOwn = moduleFile(join(context.siteDir, 'plugins', name));
  const builtIn = builtInPluginFolder(name);
  // The generator's own site has the built-ins as its plugins/ folder: they load as built-ins.
  if (builtIn && (!siteOwn || siteOwn === moduleFile(join(context.generatorDir, 'plugins', builtIn)))) return loadBuiltIn(builtIn, context);
  if (siteOwn) return load(siteOwn);
  const unsupported = UNSUPPORTED_DOCUSAURUS_PLUGINS[name];
  if (unsupported) throw new Error(unsupported);
  // A package, resolved from the site (its own node_modules), else from the generator.
  installDocusaurusModules();
  let resolved: string;
  try {
    resolved = createRequire(join(context.siteDir, 'package.json')).resolve(name);
  } catch {
    resolved = createRequire(import.meta.url).resolve(name);
  }
  return load(resolved);
}

export async function importPluginModule(name: string, context: LoadContext): Promise<LoadedPluginModule> {
  try {
    const { module, file, code } = await loadModule(name, context);
    return { plugin: pluginOf(module), dir: dirname(file), code };
  } catch (error) {
    if (error instanceof SiteError) throw error;
    throw new SiteError(`could not load plugin "${name}": ${(error as Error).message}`, context.siteConfigPath, undefined, undefined, { cause: error });
  }
}

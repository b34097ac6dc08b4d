/**
 * Finds and loads a plugin module named in the config: a built-in by any of its names
 * (builtin-plugins.ts; loaded as the rest of the generator is, so core modules exist once), a
 * path ("./x" relative to the site, or absolute), the site's own `plugins/<name>/`, or a package
 * installed for the site. CommonJS or ESM; TypeScript is compiled on the way.
 */
import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { generatorModule } from '../generator-location.ts';
import { defaultExport, importModuleFile } from '../import-typescript-module.ts';
import type { LoadContext, PluginModule } from '../plugin-types.ts';
import { SiteError } from '../site-error.ts';
import { UNSUPPORTED_DOCUSAURUS_PLUGINS, builtInPluginFolder } from './builtin-plugins.ts';

const INDEX_FILES = ['index.ts', 'index.tsx', 'index.js', 'index.mjs', 'index.cjs'];

/** A file, or a folder's index file. */
function moduleFile(path: string): string | undefined {
  if (existsSync(path) && statSync(path).isFile()) return path;
  return INDEX_FILES.map((file) => join(path, file)).find((file) => existsSync(file));
}

/** The plugin function a loaded module exports (ESM default, CommonJS module.exports, or its `default`). */
function pluginFunction(module: Record<string, unknown>): unknown {
  return defaultExport(module);
}

async function loadModule(name: string, context: LoadContext): Promise<Record<string, unknown>> {
  if (name.startsWith('.') || name.startsWith('/')) {
    const file = moduleFile(resolve(context.siteDir, name));
    if (!file) throw new Error(`no file or folder at ${resolve(context.siteDir, name)}`);
    return importModuleFile(file);
  }
  const siteOwn = moduleFile(join(context.siteDir, 'plugins', name));
  const builtIn = builtInPluginFolder(name);
  // The generator's own site has the built-ins as its plugins/ folder: they load as built-ins.
  if (builtIn && (!siteOwn || siteOwn === moduleFile(join(context.generatorDir, 'plugins', builtIn)))) return import(pathToFileURL(generatorModule(`plugins/${builtIn}/index`)).href);
  if (siteOwn) return importModuleFile(siteOwn);
  const unsupported = UNSUPPORTED_DOCUSAURUS_PLUGINS[name];
  if (unsupported) throw new Error(unsupported);
  // A package: resolved from the site first (its own node_modules), then from the generator.
  let resolved: string;
  try {
    resolved = createRequire(join(context.siteDir, 'package.json')).resolve(name);
  } catch {
    return import(name);
  }
  return importModuleFile(resolved);
}

export async function importPluginModule(name: string, context: LoadContext): Promise<PluginModule> {
  let module: Record<string, unknown>;
  try {
    module = await loadModule(name, context);
  } catch (error) {
    if (error instanceof SiteError) throw error;
    throw new SiteError(`could not load plugin "${name}": ${(error as Error).message}`, context.siteConfigPath, undefined, undefined, { cause: error });
  }
  return pluginFunction(module) as PluginModule;
}

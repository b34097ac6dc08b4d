/**
 * Where the generator's own files are. It runs two ways: from its TypeScript sources under tsx
 * (tests, tools), or from the bundle of itself that `launcher.mjs` makes (the command line), which
 * starts several times faster. Code that names one of the generator's files at run time (a worker
 * thread's entry, a webpack loader, a built-in plugin) asks here, so both ways find it.
 */
import { join, resolve } from 'node:path';

/** Set by the launcher: the folder of the bundle it made, and the generator's folder. */
const bundleDir = process.env.SITE_GENERATOR_BUNDLE_DIR;

/** The generator's folder (its src/, plugins/, node_modules/), however it runs. */
export const generatorDir = bundleDir ? process.env.SITE_GENERATOR_DIR! : resolve(import.meta.dirname, '../..');

/** A module of the generator to load at run time, by its path without extension: its .ts source, or its bundled .js. */
export function generatorModule(path: string): string {
  return bundleDir ? join(bundleDir, `${path}.js`) : join(generatorDir, `${path}.ts`);
}

/**
 * A worker thread's entry. Bundled, the module itself; from sources, a plain-JavaScript entry
 * beside it that loads the TypeScript through tsx when there is one (a worker does not always
 * inherit the TypeScript loader), else the module.
 */
export function workerEntry(path: string, sourceEntry?: string): string {
  return bundleDir || !sourceEntry ? generatorModule(path) : join(generatorDir, sourceEntry);
}

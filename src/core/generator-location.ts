/**
 * Where the generator's own files are. It runs two ways: from its TypeScript sources under tsx
 * (tests, tools), or from the bundle of itself that `launcher.mjs` makes (the command line), which
 * starts several times faster. Code that names one of the generator's files at run time (a worker
 * thread's entry, a webpack loader, a built-in plugin) asks here, so both ways find it.
 */
import { join, resolve } from 'node:path';
import { entrySourceFile, type EntryPoint } from './entry-points.mjs';

/** Set by the launcher: the folder of the bundle it made, and the generator's folder. */
const bundleDir = process.env.SITE_GENERATOR_BUNDLE_DIR;

/** The folder of the generator's bundle when it runs bundled (its name changes with the generator's code), else undefined. */
export const generatorBundleDir: string | undefined = bundleDir;

/** The generator's folder (its src/, plugins/, node_modules/), however it runs. */
export const generatorDir = bundleDir ? process.env.SITE_GENERATOR_DIR! : resolve(import.meta.dirname, '../..');

/** A module of the generator to load at run time, by its entry point (entry-points.mjs): its .ts source, or its bundled .js. */
export function generatorModule(entry: EntryPoint): string {
  return bundleDir ? join(bundleDir, `${entry.path}.js`) : join(generatorDir, entrySourceFile(entry));
}

/**
 * A worker thread's entry. Bundled, the module itself; from sources, a plain-JavaScript entry
 * beside it that loads the TypeScript through tsx when there is one (a worker does not always
 * inherit the TypeScript loader), else the module.
 */
export function workerEntry(entry: EntryPoint): string {
  return bundleDir || !entry.sourceEntry ? generatorModule(entry) : join(generatorDir, entry.sourceEntry);
}

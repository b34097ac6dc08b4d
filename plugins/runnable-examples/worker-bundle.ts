/**
 * Builds a runtime's Web Worker script: the runner (runner.ts) with the runtime's modules bundled
 * from the site's installed packages, minified, one ES module file per runtime. Built once and kept
 * in the plugin's cache folder under a hash of everything it is made from (the runner's sources,
 * each package's package.json, esbuild's version and the runtime's options), so a warm build, and
 * a cold one after the first, only reads it.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { build, version as esbuildVersion } from 'esbuild';
import { generatorDir, SiteError } from '../../src/core/index.ts';
import type { RunnableRuntime } from './options.ts';

/** The runner's source files, relative to the generator's folder (bundled at build time, not imported here). */
const RUNNER_SOURCES = ['plugins/runnable-examples/runner.ts', 'plugins/runnable-examples/format-value.ts'];

export interface WorkerBundle {
  /** Its file name in the output folder: `worker-<runtime>-<hash of the content>.js`. */
  fileName: string;
  /** Where the cache keeps it. */
  path: string;
}

/** The entry module: imports each module from its package and starts the runner with them. */
function entrySource(runtime: RunnableRuntime, runner: string): string {
  const modules = Object.entries(runtime.modules);
  return [
    ...modules.map(([, pkg], i) => `import * as m${i} from ${JSON.stringify(pkg)};`),
    `import { startRunner } from ${JSON.stringify(runner)};`,
    `startRunner({ modules: { ${modules.map(([name], i) => `${JSON.stringify(name)}: m${i}`).join(', ')} }, actorFactories: ${JSON.stringify(runtime.actorFactories)} });`,
  ].join('\n');
}

/** Whether a runtime's module is a file of the site (`./x.ts`) rather than an installed package. */
const isSiteFile = (module: string) => module.startsWith('./') || module.startsWith('../');

/** The package a module specifier names: `svelte` for `svelte/store`, `@xstate/svelte` for itself. */
const packageOf = (module: string) =>
  module
    .split('/')
    .slice(0, module.startsWith('@') ? 2 : 1)
    .join('/');

/** What identifies a runtime's module in the bundle's cache key: its package's package.json, or the site file's content. */
async function moduleIdentity(siteDir: string, module: string): Promise<string> {
  if (isSiteFile(module)) {
    const file = resolve(siteDir, module);
    try {
      return await readFile(file, 'utf8');
    } catch (error) {
      throw new SiteError(`runnable-examples: the module file "${module}" is not in the site (${(error as Error).message})`, join(siteDir, 'package.json'));
    }
  }
  const require = createRequire(join(siteDir, 'package.json'));
  try {
    return await readFile(require.resolve(`${packageOf(module)}/package.json`), 'utf8');
  } catch (error) {
    throw new SiteError(
      `runnable-examples: the package "${packageOf(module)}" is not installed in the site (${(error as Error).message})`,
      join(siteDir, 'package.json'),
    );
  }
}

export async function workerBundle(runtime: RunnableRuntime, siteDir: string, cacheDir: string): Promise<WorkerBundle> {
  const runner = join(generatorDir, RUNNER_SOURCES[0]);
  const entry = entrySource(runtime, runner);
  const key = createHash('sha1');
  key.update(`${esbuildVersion}\0${entry}\0`);
  for (const file of RUNNER_SOURCES) key.update(await readFile(join(generatorDir, file), 'utf8'));
  for (const module of Object.values(runtime.modules)) key.update(await moduleIdentity(siteDir, module));
  const folder = join(cacheDir, `${runtime.name}-${key.digest('hex').slice(0, 16)}`);
  const record = join(folder, 'bundle.json');
  try {
    const kept = JSON.parse(await readFile(record, 'utf8')) as { fileName: string };
    return { fileName: kept.fileName, path: join(folder, kept.fileName) };
  } catch {
    // Not built yet (or the record is damaged): build it.
  }
  const result = await build({
    stdin: { contents: entry, resolveDir: siteDir, sourcefile: `runnable-${runtime.name}-worker.js`, loader: 'js' },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].text;
  const fileName = `worker-${runtime.name}-${createHash('sha1').update(code).digest('hex').slice(0, 12)}.js`;
  await mkdir(folder, { recursive: true });
  await writeFile(join(folder, fileName), code);
  await writeFile(record, JSON.stringify({ fileName }));
  return { fileName, path: join(folder, fileName) };
}

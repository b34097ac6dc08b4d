#!/usr/bin/env node
/**
 * The command line's launcher (`node src/core/launcher.mjs build|start|serve|clear [options]`):
 * runs the generator from a bundle of its own TypeScript, made with esbuild and kept in
 * node_modules/.cache/site-generator/ until one of its source files changes (a rebuild takes a
 * fraction of a second).
 *
 * Why: run from its sources, every module the generator loads, its own and its packages', goes
 * through a TypeScript loader on Node 20. Bundled, Node loads a few large files instead of
 * hundreds of small ones: the build's code loads about 3x faster and the Markdown compiler about
 * 5x (0.9 s -> 0.3 s and 1.1 s -> 0.2 s), in the main thread and in every worker thread.
 * Tests and tools import the TypeScript sources directly (under tsx); both ways run the same code.
 */
import { createHash } from 'node:crypto';
import { accessSync, constants, existsSync, mkdirSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { ENTRY_POINTS, bundleEntryFiles } from './entry-points.mjs';

/**
 * V8 optimises a function with TurboFan once it has run a while (its "interrupt budget" of
 * bytecode is spent). A build is short and runs much code a few times, in six or more threads
 * that each optimise the same functions again: on Node 20 a quarter of a cold build's CPU time
 * went to TurboFan compiling code that ran too briefly to pay it back. Eight times the default
 * budget (Node 20's is 66 KB of bytecode) leaves the code that runs long enough optimised and the
 * rest in the baseline tiers: about a fifth less CPU and wall time on this site's cold build.
 * V8's flags are the process's, so every worker thread started later runs with it too.
 */
setFlagsFromString('--interrupt-budget=540672');

const generatorDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Where the bundle is kept: the generator's own node_modules/.cache, or, when the generator is
 * installed where its user may not write (a global or read-only install), the site's
 * node_modules/.cache (a command runs in the site's folder).
 */
function bundleCacheDir() {
  const own = join(generatorDir, 'node_modules/.cache/site-generator');
  try {
    mkdirSync(own, { recursive: true });
    accessSync(own, constants.W_OK);
    return own;
  } catch {
    return join(process.cwd(), 'node_modules/.cache/velocisaurus');
  }
}
const cacheDir = bundleCacheDir();

/**
 * The source files the latest bundle was made from (esbuild's list of its inputs, relative to the
 * generator's folder): the bundle is made again when one of them changes. A file added anywhere
 * counts once a file of the bundle imports it, which changes that file.
 */
const INPUTS_FILE = join(cacheDir, 'inputs.json');

/**
 * In each bundle: per entry point, a hash of the code it runs (its output file and every output it
 * imports, statically or dynamically), which the build's records name the generator's code by
 * (src/core/incremental/generator-code.ts). Written last: a bundle without it is incomplete.
 */
const CODE_HASHES_FILE = 'code-hashes.json';

/**
 * Entry points: the command line, and the modules loaded by file at run time (workers, webpack
 * loaders, the `@docusaurus/*` modules, the built-in plugins), from the registry the generator's
 * code names them by (entry-points.mjs).
 */
const ENTRY_FILES = bundleEntryFiles();

/**
 * Packages left as imports: native binaries (SWC, Lightning CSS, esbuild), webpack and what plugs
 * into it (it loads its own parts by path), and packages that start workers from their own files.
 */
const EXTERNAL = [
  'webpack',
  'webpack-dev-middleware',
  'webpack-hot-middleware',
  'terser-webpack-plugin',
  'css-minimizer-webpack-plugin',
  'mini-css-extract-plugin',
  '@pmmmwh/react-refresh-webpack-plugin',
  'swc-loader',
  'css-loader',
  '@swc/core',
  'lightningcss',
  'esbuild',
  'piscina',
  'chokidar',
  'tsx',
  // TypeDoc with the TypeScript 5 it needs (plugins/api-reference/run-typedoc.ts): loaded only when the API reference is made again.
  'api-reference-typedoc-host',
  // Brand icons (5 MB of path data): loaded only by a blog whose authors list socials (plugins/blog/author-socials.ts).
  'simple-icons',
  // Prettier's printer (several MB): loaded only when the API reference's signatures are laid out again (plugins/api-reference/code-format.ts).
  'prettier',
];

/**
 * What tells whether the bundle is current: the files it was made from, the entry points, the lock
 * file (installed packages: files under node_modules are told by it; an installed generator has
 * none, and its package.json's version tells an upgrade), this launcher and the registry of entry points.
 */
function sourceFiles() {
  let inputs = [];
  try {
    inputs = JSON.parse(readFileSync(INPUTS_FILE, 'utf8'));
  } catch {
    // No bundle yet (or a damaged list): the stamp then matches no bundle, and one is made.
  }
  const files = [...new Set([...inputs, ...ENTRY_FILES])].map((file) => join(generatorDir, file));
  return [
    join(generatorDir, 'package-lock.json'),
    join(generatorDir, 'package.json'),
    fileURLToPath(import.meta.url),
    fileURLToPath(new URL('./entry-points.mjs', import.meta.url)),
    ...files.sort(),
  ];
}

/** A stamp of the sources: names, sizes and modification times (a hash of every byte would cost more than it saves). */
function sourceStamp() {
  const hash = createHash('sha1');
  for (const file of sourceFiles()) {
    const info = statSync(file, { throwIfNoEntry: false });
    hash.update(`${relative(generatorDir, file)}\0${info ? `${info.size}\0${info.mtimeMs}` : 'missing'}\0`);
  }
  return hash.digest('hex').slice(0, 16);
}

/** Each entry point's code hash (see CODE_HASHES_FILE), from esbuild's metafile. */
function codeHashes(metafile, entryPoints) {
  const outputs = metafile.outputs;
  const reachable = (output, seen = new Set()) => {
    if (seen.has(output) || !outputs[output]) return seen;
    seen.add(output);
    for (const imported of outputs[output].imports) if (!imported.external) reachable(imported.path, seen);
    return seen;
  };
  const hashes = {};
  for (const [output, info] of Object.entries(outputs)) {
    // Chunks split off at a dynamic import have an entry point too: only the bundle's own entries are named.
    if (!entryPoints.includes(info.entryPoint)) continue;
    const hash = createHash('sha1');
    for (const file of [...reachable(output)].sort()) hash.update(readFileSync(join(generatorDir, file)));
    hashes[info.entryPoint.replace(/\.tsx?$/, '')] = hash.digest('hex');
  }
  return hashes;
}

async function bundleGenerator() {
  const { build } = await import('esbuild');
  const building = join(cacheDir, `.building-${process.pid}`);
  await rm(building, { recursive: true, force: true });
  const { metafile } = await build({
    absWorkingDir: generatorDir,
    entryPoints: ENTRY_FILES,
    metafile: true,
    outbase: generatorDir,
    outdir: building,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    // Stack traces name the generator's own sources, which lie beside the bundle: the maps need not
    // carry their text. Node reads a module's map as it loads it, in every thread: with the sources'
    // text the maps were 9 MB, and reading them took a tenth of a warm build's main thread.
    sourcesContent: false,
    external: EXTERNAL,
    // Packages written as CommonJS call require(): give each bundled file one.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    logLevel: 'error',
  });
  // The bundle's files are ES modules. Under node_modules/ Node looks no further up for their
  // package.json, so without this one it takes them for files of unknown format (and a thread
  // started with --no-experimental-detect-module, as TypeDoc's is, for CommonJS).
  await writeFile(join(building, 'package.json'), '{ "type": "module" }\n');
  await writeFile(join(building, CODE_HASHES_FILE), JSON.stringify(codeHashes(metafile, ENTRY_FILES)));
  // The generator's own files (paths relative to its folder): packages lie in its node_modules, or,
  // when it is itself installed in a site's node_modules, above it (`../`).
  const inputs = Object.keys(metafile.inputs).filter((file) => !file.startsWith('../') && !file.includes('node_modules/'));
  return { building, inputs };
}

async function ensureBundle() {
  let outDir = join(cacheDir, sourceStamp());
  if (!existsSync(join(outDir, CODE_HASHES_FILE))) {
    await mkdir(cacheDir, { recursive: true });
    const { building, inputs } = await bundleGenerator();
    // Named by the stamp of its own inputs, which the next launch computes from the list written here.
    await writeFile(`${INPUTS_FILE}.${process.pid}`, JSON.stringify(inputs.sort()));
    await rename(`${INPUTS_FILE}.${process.pid}`, INPUTS_FILE);
    outDir = join(cacheDir, sourceStamp());
    // Another launcher may have finished the same bundle first: keep one.
    await rename(building, outDir).catch(() => rm(building, { recursive: true, force: true }));
    // Older bundles: keep the two latest besides, which a dev server started earlier may still be loading from.
    const older = readdirSync(cacheDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && join(cacheDir, entry.name) !== outDir)
      .map((entry) => ({ dir: join(cacheDir, entry.name), time: statSync(join(cacheDir, entry.name)).mtimeMs }))
      .sort((a, b) => b.time - a.time);
    for (const { dir } of older.slice(2)) await rm(dir, { recursive: true, force: true });
  }
  return outDir;
}

const bundleDir = await ensureBundle();
/** An entry point's bundled module, to import (as src/core/generator-location.ts names it). */
const bundledEntry = (entry) => pathToFileURL(join(bundleDir, `${entry.path}.js`)).href;
process.env.SITE_GENERATOR_DIR = generatorDir;
process.env.SITE_GENERATOR_BUNDLE_DIR = bundleDir;
process.env.SITE_GENERATOR_CODE_HASHES = join(bundleDir, CODE_HASHES_FILE);
process.setSourceMapsEnabled(true);
// Before any of the site's code loads: its `require('@docusaurus/…')` and `require('webpack')` get the generator's own.
// (ES modules' resolve hook is registered when a site's module is first imported: it would slow every import before.)
(await import(bundledEntry(ENTRY_POINTS.installDocusaurusModules))).installRequireHook();
await import(bundledEntry(ENTRY_POINTS.cli));

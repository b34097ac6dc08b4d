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
import { existsSync, readdirSync, statSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const generatorDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const cacheDir = join(generatorDir, 'node_modules/.cache/site-generator');

/** What the bundle is made from: the Node side of the generator, its built-in plugins, the lock file. */
const SOURCE_FOLDERS = ['src/core', 'src/shared', 'src/theme', 'src/client', 'plugins'];

/** Entry points: the command line, and the modules loaded by file at run time (workers, webpack loaders, plugins). */
const ENTRY_POINTS = [
  'src/core/cli.ts',
  'src/core/markdown/compile-worker.ts',
  'src/core/prerender/prerender-worker.ts',
  'src/core/bundler/server-build-worker.ts',
  'src/core/bundler/markdown-loader.ts',
  'src/core/bundler/empty-module-loader.ts',
  'plugins/search/page-extractor.ts',
];

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
];

function sourceFiles() {
  const files = [join(generatorDir, 'package-lock.json'), fileURLToPath(import.meta.url)];
  for (const folder of SOURCE_FOLDERS) {
    for (const entry of readdirSync(join(generatorDir, folder), { recursive: true, withFileTypes: true })) {
      if (entry.isFile() && /\.(ts|tsx|mts|mjs|js|json|css)$/.test(entry.name)) files.push(join(entry.parentPath, entry.name));
    }
  }
  return files.sort();
}

/** A stamp of the sources: names, sizes and modification times (a hash of every byte would cost more than it saves). */
function sourceStamp() {
  const hash = createHash('sha1');
  for (const file of sourceFiles()) {
    const info = statSync(file);
    hash.update(`${relative(generatorDir, file)}\0${info.size}\0${info.mtimeMs}\0`);
  }
  return hash.digest('hex').slice(0, 16);
}

async function bundleGenerator(outDir) {
  const { build } = await import('esbuild');
  const pluginEntries = readdirSync(join(generatorDir, 'plugins'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(generatorDir, 'plugins', entry.name, 'index.ts')))
    .map((entry) => `plugins/${entry.name}/index.ts`);
  const building = join(cacheDir, `.building-${process.pid}`);
  await rm(building, { recursive: true, force: true });
  await build({
    absWorkingDir: generatorDir,
    entryPoints: [...ENTRY_POINTS, ...pluginEntries],
    outbase: generatorDir,
    outdir: building,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    external: EXTERNAL,
    // Packages written as CommonJS call require(): give each bundled file one.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    logLevel: 'error',
  });
  // Another launcher may have finished the same bundle first: keep one.
  await rename(building, outDir).catch(() => rm(building, { recursive: true, force: true }));
}

async function ensureBundle() {
  const outDir = join(cacheDir, sourceStamp());
  if (!existsSync(join(outDir, 'src/core/cli.js'))) {
    await mkdir(cacheDir, { recursive: true });
    await bundleGenerator(outDir);
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
process.env.SITE_GENERATOR_DIR = generatorDir;
process.env.SITE_GENERATOR_BUNDLE_DIR = bundleDir;
process.setSourceMapsEnabled(true);
await import(pathToFileURL(join(bundleDir, 'src/core/cli.js')).href);

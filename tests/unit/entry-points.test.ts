/**
 * The registry of the generator's entry points (src/core/entry-points.mjs) is the one list the
 * launcher bundles, the cache keys name code by and the webpack cache depends on: every entry's
 * source exists, its types name the same entries, every built-in plugin folder is in it, the
 * launcher bundles exactly its entries, and no code names a generator module by a path string
 * (which would miss the registry, and a missed entry means stale output, silently).
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { test } from 'node:test';
import {
  bundleEntryFiles,
  ENTRY_POINTS,
  entrySourceFile,
  PLUGIN_ENTRY_POINTS,
  pluginEntryPoint,
  WEBPACK_CACHE_DEPENDENCIES,
} from '../../src/core/entry-points.mjs';
import { builtInPluginFolder, docusaurusPluginPackages } from '../../src/core/plugins/builtin-plugins.ts';

const root = resolve(import.meta.dirname, '../..');
const allEntries = () => [...Object.values(ENTRY_POINTS), ...Object.values(PLUGIN_ENTRY_POINTS)];

test('every entry’s source (and a worker’s plain-JavaScript entry) exists', () => {
  for (const entry of allEntries()) {
    assert.ok(existsSync(join(root, entrySourceFile(entry))), `${entrySourceFile(entry)} exists`);
    if (entry.sourceEntry) assert.ok(existsSync(join(root, entry.sourceEntry)), `${entry.sourceEntry} exists`);
  }
  for (const file of WEBPACK_CACHE_DEPENDENCIES) assert.ok(existsSync(join(root, file)), `${file} (webpack cache dependency) exists`);
});

test('the types (entry-points.d.mts) name the same entries as the registry', () => {
  const types = readFileSync(join(root, 'src/core/entry-points.d.mts'), 'utf8');
  const block = types.match(/ENTRY_POINTS: \{([^}]*)\}/)?.[1] ?? '';
  assert.deepEqual(
    [...block.matchAll(/readonly (\w+): EntryPoint;/g)].map((match) => match[1]),
    Object.keys(ENTRY_POINTS),
  );
  const folders = types.match(/type BuiltInPluginFolder =([^;]*);/)?.[1] ?? '';
  assert.deepEqual(
    [...folders.matchAll(/'([^']+)'/g)].map((match) => match[1]),
    Object.keys(PLUGIN_ENTRY_POINTS),
  );
});

test('every built-in plugin folder (plugins/<folder>/index.ts) is in the registry, and every name a config may use has its entry', () => {
  const folders = readdirSync(join(root, 'plugins'), { withFileTypes: true })
    .filter((dirent) => dirent.isDirectory() && existsSync(join(root, 'plugins', dirent.name, 'index.ts')))
    .map((dirent) => dirent.name)
    .sort();
  assert.deepEqual(Object.keys(PLUGIN_ENTRY_POINTS).sort(), folders);
  // A config names each built-in by its folder too (src/core/plugins/builtin-plugins.ts): the two lists agree.
  for (const folder of folders) assert.equal(builtInPluginFolder(folder), folder, `a config's "${folder}" loads plugins/${folder}`);
  for (const [name, folder] of docusaurusPluginPackages()) {
    assert.equal(pluginEntryPoint(folder), PLUGIN_ENTRY_POINTS[folder as keyof typeof PLUGIN_ENTRY_POINTS], name);
    assert.equal(builtInPluginFolder(name), folder);
  }
  assert.throws(() => pluginEntryPoint('no-such-plugin'), /plugins\/no-such-plugin is not a built-in plugin/);
  assert.throws(() => pluginEntryPoint('toString'), /not a built-in plugin/);
});

test('the launcher bundles exactly the registry’s entries, and names none itself', () => {
  assert.deepEqual(bundleEntryFiles(), allEntries().map(entrySourceFile));
  assert.equal(new Set(bundleEntryFiles()).size, bundleEntryFiles().length, 'no entry twice');
  const launcher = readFileSync(join(root, 'src/core/launcher.mjs'), 'utf8');
  assert.match(launcher, /^import \{ ENTRY_POINTS, bundleEntryFiles \} from '\.\/entry-points\.mjs';$/m);
  assert.match(launcher, /^const ENTRY_FILES = bundleEntryFiles\(\);$/m);
  assert.match(launcher, /^ {4}entryPoints: ENTRY_FILES,$/m, "esbuild's entry points are the registry's");
  assert.match(launcher, /^await import\(bundledEntry\(ENTRY_POINTS\.cli\)\);$/m, 'the command line it runs is the registry’s');
  assert.deepEqual(sourcePathLiterals(launcher), [], 'the launcher names no source file of the generator by path');
});

/** Quoted `src/…` or `plugins/…` source paths in a file's text. */
function sourcePathLiterals(text: string): string[] {
  return [...text.matchAll(/['"`]((?:src|plugins)\/[\w./-]+)['"`]/g)].map((match) => match[1]);
}

/** Calls that name a generator module by a string (quoted or a template) instead of a registry entry. */
const PATH_STRING_CALL = /\b(generatorCodeHash|generatorModule|workerEntry)\(\s*['"`]/g;

function pathStringCalls(file: string, text: string): string[] {
  return [...text.matchAll(PATH_STRING_CALL)].map((match) => `${file}:${text.slice(0, match.index).split('\n').length}: ${match[1]}(…) with a string path`);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.(ts|tsx|mts|mjs|js)$/.test(path) && !path.split(sep).includes('node_modules'))
    .map((path) => relative(root, join(root, dir, path)));
}

test('no generatorCodeHash/generatorModule/workerEntry call in src/ or plugins/ names a module by a string path', () => {
  const problems = ['src', 'plugins'].flatMap((dir) => sourceFiles(dir)).flatMap((file) => pathStringCalls(file, readFileSync(join(root, file), 'utf8')));
  assert.deepEqual(problems, []);
});

test('the string-path check finds quoted and template paths, across lines, and lets entries through', () => {
  const sample = [
    "await generatorCodeHash('src/core/cli');",
    'generatorModule(`plugins/search/index`);',
    'workerEntry(\n  "src/core/prerender/prerender-worker",\n);',
    'generatorCodeHash(ENTRY_POINTS.cli, PLUGIN_ENTRY_POINTS.blog);',
    'workerEntry(ENTRY_POINTS.markdownCompileWorker);',
  ].join('\n');
  assert.deepEqual(pathStringCalls('x.ts', sample), [
    'x.ts:1: generatorCodeHash(…) with a string path',
    'x.ts:2: generatorModule(…) with a string path',
    'x.ts:3: workerEntry(…) with a string path',
  ]);
  assert.deepEqual(sourcePathLiterals("const a = ['src/core/cli.ts', 'webpack'];"), ['src/core/cli.ts']);
});

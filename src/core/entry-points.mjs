/**
 * The generator's entry points, in one registry: the modules it loads by file at run time (the
 * command line, worker threads, webpack loaders, the `@docusaurus/*` modules a site's code may
 * require, every built-in plugin). Three things read it, and must agree:
 *
 * - the launcher (launcher.mjs) bundles exactly these entries and records per entry a hash of the
 *   code it runs (code-hashes.json);
 * - the cache keys name the generator's code by entry (`generatorCodeHash(ENTRY_POINTS.cli)`,
 *   src/core/incremental/generator-code.ts), and the code that loads one asks where its file is
 *   (`generatorModule`, `workerEntry`, src/core/generator-location.ts);
 * - webpack's persistent cache (the dev server's) names the files whose change invalidates it.
 *
 * Plain JavaScript because the launcher reads it before anything is bundled; its types, with each
 * entry's name, are in entry-points.d.mts, so a misspelt entry is a type error and no code names a
 * generator module by a path string (tests/unit/entry-points.test.ts checks both).
 */

/** Every entry point is a TypeScript module; `path` is its source without this extension. */
const SOURCE_EXTENSION = '.ts';

/**
 * An entry: `path` is the module's source path without extension, relative to the generator's
 * folder (also its name in the launcher's code-hashes.json and its bundled file, `${path}.js`);
 * `sourceEntry`, for a worker run from the sources, a plain-JavaScript entry beside it that loads
 * the TypeScript through tsx (a worker does not always inherit the TypeScript loader).
 */
const entry = (path, sourceEntry) => Object.freeze(sourceEntry ? { path, sourceEntry } : { path });

/** The generator's own entry points, in the order the launcher has always bundled them. */
export const ENTRY_POINTS = Object.freeze({
  cli: entry('src/core/cli'),
  markdownCompileWorker: entry('src/core/markdown/compile-worker', 'src/core/markdown/compile-worker-entry.mjs'),
  prerenderWorker: entry('src/core/prerender/prerender-worker'),
  serverBuildWorker: entry('src/core/bundler/server-build-worker', 'src/core/bundler/server-build-worker-entry.mjs'),
  markdownLoader: entry('src/core/bundler/markdown-loader'),
  emptyModuleLoader: entry('src/core/bundler/empty-module-loader'),
  searchPageExtractor: entry('plugins/search/page-extractor'),
  typedocWorker: entry('plugins/api-reference/typedoc-worker', 'plugins/api-reference/typedoc-worker-entry.mjs'),
  // The `@docusaurus/*` modules a site's code may require (src/core/docusaurus-modules/): each a file of its own.
  installDocusaurusModules: entry('src/core/docusaurus-modules/install-docusaurus-modules'),
  docusaurusCore: entry('src/core/docusaurus-modules/core'),
  docusaurusPresetClassic: entry('src/core/docusaurus-modules/preset-classic'),
});

/**
 * The built-in plugins, by folder: each `plugins/<folder>/index.ts` is an entry point (the plugin
 * host imports it by file, src/core/plugins/import-plugin.ts). A new plugin folder is added here;
 * the unit test fails on a folder with an index.ts that is not listed.
 */
export const PLUGIN_ENTRY_POINTS = Object.freeze(
  Object.fromEntries(
    [
      'api-reference',
      'blog',
      'debug',
      'docs',
      'google-tag-manager',
      'gtag',
      'ideal-image',
      'llms-txt',
      'pages',
      'pwa',
      'redirects',
      'runnable-examples',
      'search',
      'sitemap',
      'social-cards',
      'statecharts',
      'svgr',
      'theme-classic',
      'theme-mermaid',
    ].map((folder) => [folder, entry(`plugins/${folder}/index`)]),
  ),
);

/** A built-in plugin's entry, by its folder under plugins/ (as src/core/plugins/builtin-plugins.ts names it). */
export function pluginEntryPoint(folder) {
  const found = Object.hasOwn(PLUGIN_ENTRY_POINTS, folder) ? PLUGIN_ENTRY_POINTS[folder] : undefined;
  if (!found) throw new Error(`plugins/${folder} is not a built-in plugin of the generator (src/core/entry-points.mjs)`);
  return found;
}

/** An entry's TypeScript source, relative to the generator's folder. */
export function entrySourceFile(entryPoint) {
  return `${entryPoint.path}${SOURCE_EXTENSION}`;
}

/** What the launcher bundles: every entry's source, the generator's own entries first, then the plugins'. */
export function bundleEntryFiles() {
  return [...Object.values(ENTRY_POINTS), ...Object.values(PLUGIN_ENTRY_POINTS)].map(entrySourceFile);
}

/**
 * The generator's files whose change must invalidate webpack's persistent cache (the dev server's;
 * a production build keeps none): the configuration and what it hands webpack, and the Markdown
 * loader with its compiler. Relative to the generator's folder.
 */
export const WEBPACK_CACHE_DEPENDENCIES = Object.freeze([
  'src/core/bundler/webpack-config.ts',
  'src/core/bundler/theme-resolver-plugin.ts',
  'src/core/bundler/theme-component-names.ts',
  'src/core/bundler/docusaurus-client-aliases.ts',
  entrySourceFile(ENTRY_POINTS.markdownLoader),
  'src/core/markdown/compile-markdown.ts',
]);

/**
 * Types of entry-points.mjs (the registry of the generator's entry points; read its comment). Each
 * entry is named here as there: tests/unit/entry-points.test.ts checks that both list the same.
 */

declare const entryPointBrand: unique symbol;

/**
 * One of the generator's entry points. Only the registry makes them (the brand): code names a
 * generator module by its entry, never by a path string.
 */
export interface EntryPoint {
  readonly [entryPointBrand]: true;
  /** Source path without extension, relative to the generator's folder: its name in code-hashes.json. */
  readonly path: string;
  /** For a worker run from the sources: its plain-JavaScript entry, which loads the TypeScript through tsx. */
  readonly sourceEntry?: string;
}

export declare const ENTRY_POINTS: {
  readonly cli: EntryPoint;
  readonly markdownCompileWorker: EntryPoint;
  readonly prerenderWorker: EntryPoint;
  readonly serverBuildWorker: EntryPoint;
  readonly markdownLoader: EntryPoint;
  readonly emptyModuleLoader: EntryPoint;
  readonly searchPageExtractor: EntryPoint;
  readonly typedocWorker: EntryPoint;
  readonly installDocusaurusModules: EntryPoint;
  readonly docusaurusCore: EntryPoint;
  readonly docusaurusPresetClassic: EntryPoint;
};

/** A built-in plugin's folder under plugins/. */
export type BuiltInPluginFolder =
  | 'api-reference'
  | 'blog'
  | 'debug'
  | 'docs'
  | 'google-tag-manager'
  | 'gtag'
  | 'ideal-image'
  | 'llms-txt'
  | 'pages'
  | 'pwa'
  | 'redirects'
  | 'runnable-examples'
  | 'search'
  | 'sitemap'
  | 'social-cards'
  | 'statecharts'
  | 'svgr'
  | 'theme-classic'
  | 'theme-mermaid';

export declare const PLUGIN_ENTRY_POINTS: Readonly<Record<BuiltInPluginFolder, EntryPoint>>;

/** A built-in plugin's entry by a folder name only known at run time (a config's plugin name); throws for one that is not built in. */
export declare function pluginEntryPoint(folder: string): EntryPoint;

/** An entry's TypeScript source, relative to the generator's folder. */
export declare function entrySourceFile(entryPoint: EntryPoint): string;

/** What the launcher bundles: every entry's source. */
export declare function bundleEntryFiles(): string[];

/** The generator's files whose change must invalidate webpack's persistent cache, relative to its folder. */
export declare const WEBPACK_CACHE_DEPENDENCIES: readonly string[];

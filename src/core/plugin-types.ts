/**
 * The plugin contract: Docusaurus 3's. A plugin module's default export is a function
 * `(context, options) => plugin` (sync or async), optionally with static `validateOptions` and
 * `validateThemeConfig`. Docs, blog and pages are plugins like any third-party one, and use only
 * what `src/core/index.ts` exports.
 *
 * Hooks, in the order the build calls them: `loadContent`, `contentLoaded`, `allContentLoaded`,
 * `configureWebpack` / `configurePostCss`, `getClientModules`, `getThemePath` /
 * `getTypeScriptThemePath`, `injectHtmlTags`, `postBuild`; the dev server also watches
 * `getPathsToWatch`; the command line calls `extendCli`. Extensions of this generator (a Docusaurus plugin ignores them):
 * `pageExtractor`, `codeTranslationsFile`, a route's `lazyData`, `noIndex`, `sourceFile` and `moduleProps`.
 */
import type { Command as CommanderCommand } from 'commander';
import type { Configuration as WebpackConfiguration } from 'webpack';
import type { SiteConfig } from './config/config-schema.ts';
import type { BuildReport } from './build-report.ts';
import type { MarkdownStore } from './markdown/markdown-store.ts';

/** The site's locales as Docusaurus resolves them (src/core/i18n/locale-configs.ts); pages get the same object. */
export type { SiteI18n as I18nContext, SiteLocaleConfig as I18nLocaleConfig } from '../shared/site-data.ts';
import type { SiteI18n as I18nContext } from '../shared/site-data.ts';

/** What every plugin receives: Docusaurus's LoadContext fields, and this generator's extras. */
export interface LoadContext {
  /** The site's folder (where its config file is). */
  siteDir: string;
  /** Where generated files go (`.generated/`): Docusaurus's name for `generatedDir`. */
  generatedFilesDir: string;
  siteConfig: SiteConfig;
  /** The config file's absolute path. */
  siteConfigPath: string;
  /** The output folder of the build. */
  outDir: string;
  baseUrl: string;
  i18n: I18nContext;
  /** The current locale's translation folder (`i18n/<locale path>`). */
  localizationDir: string;
  /** The current locale's code translations: the theme's defaults for it, then the site's `code.json` (id -> message). */
  codeTranslations: Record<string, string>;
  /** The site's package.json version, if any. */
  siteVersion: string | undefined;
  /** Docusaurus's storage settings: the storage type and the key suffix (`''` or `-namespace`), from the config's `storage`. */
  siteStorage: { type: 'localStorage' | 'sessionStorage'; namespace: string };

  // ---- Extensions of this generator ----
  /** The generator's own folder (its built-in theme and plugins). */
  generatorDir: string;
  /** Same as generatedFilesDir. */
  generatedDir: string;
  /** Persistent caches (`.cache/`): plugins keep reusable output there (see OutputCache). */
  cacheDir: string;
  isProduction: boolean;
  /** Compiled Markdown (front matter and headings are available before bundling). */
  markdown: MarkdownStore;
  /** Warnings and problems shown at the end of the build. */
  report: BuildReport;
}

/**
 * Module paths a route's component receives as props, by name. Nested objects give nested props
 * (as Docusaurus: `{ blog: { posts: [a, b] } }` is flattened to the keys "blog.posts.0", ...).
 */
export interface RouteModules {
  [name: string]: string | RouteModules | Array<string | RouteModules>;
}

/** A route as `addRoute` takes it: Docusaurus's route shape, and this generator's extras. */
export interface RouteConfig {
  /** Site path without the base URL, e.g. "/docs/guards". */
  path: string;
  /** Module rendering the route: "@theme/DocPage", a package, or an absolute file path. */
  component: string;
  /**
   * Modules passed to the component as props: Markdown files ("/abs/a.mdx", or "/abs/a.mdx?excerpt"
   * for the part before the truncate marker), JSON modules from `createData`, or code modules.
   */
  modules?: RouteModules;
  /** Docusaurus: whether the path matches exactly (a leaf always renders at its own path; a parent's value reaches its `route` prop). */
  exact?: boolean;
  /** React Router's `strict`: a trailing slash on the path must be matched. */
  strict?: boolean;
  /**
   * Docusaurus: child routes. Each leaf becomes a page of its own, rendered inside its ancestors'
   * components (outermost first), each given its own modules, props and a `route` prop whose
   * `routes` it renders with `renderRoutes` from `@docusaurus/renderRoutes` (see ParentRouteInfo).
   */
  routes?: RouteConfig[];
  /** Docusaurus: match order among routes of the same path; unused (each path has one route). */
  priority?: number;
  /** Docusaurus: route metadata (source file, last update) for plugins' postBuild. */
  metadata?: { sourceFilePath?: string; lastUpdatedAt?: number };
  /** Docusaurus: plain values passed to the component as props (each travels as a JSON data module). */
  props?: Record<string, unknown>;

  // ---- Extensions of this generator ----
  /**
   * How the component receives `modules`: 'default' (Docusaurus: each prop is the module's default
   * export, nested keys nest) or 'namespace' (the module namespace: `content.default` is the MDX
   * component). Default: the plugin's `moduleProps`, else 'default'.
   */
  moduleProps?: 'default' | 'namespace';
  /**
   * JSON data modules (from `createData`) the component may load later, passed as props that are
   * functions returning a promise of the module (`{ default: data }`). Each is emitted as a
   * content-hashed file fetched on first call and shared by every route naming it: data a page
   * needs only after something happens, like a whole sidebar once a closed category opens.
   */
  lazyData?: Record<string, string>;
  /** The source file of this page, for resolving links between Markdown files and for errors. */
  sourceFile?: string;
  /** Leave the route out of the sitemap and search index (unlisted docs, tag pages, ...). */
  noIndex?: boolean;
}

/**
 * A route that has child routes, as each of its leaves carries it: the leaf's page renders this
 * component around the next level down. The browser has no route table, so the parent's
 * `route.routes` holds only the branch leading to the page being shown, not its siblings.
 */
export interface ParentRouteInfo {
  /** Path including the base URL. */
  permalink: string;
  /** Module rendering the parent, resolved as a leaf's component is. */
  component: string;
  /** Flat, as a leaf's (props included, as data modules). */
  modules: Record<string, string>;
  exact?: boolean;
  strict?: boolean;
  moduleProps: 'default' | 'namespace';
}

/** A route after the plugin host has flattened it, added the base URL and checked it. */
export interface RouteInfo extends Omit<RouteConfig, 'modules' | 'routes' | 'props'> {
  /** Flat: nested module objects are flattened to dotted keys ("a.b.0"). */
  modules?: Record<string, string>;
  /** The routes this one is nested in, outermost first (none for a route added on its own). */
  parents?: ParentRouteInfo[];
  /** Path including the base URL, as a browser sees it. */
  permalink: string;
  /** The name of the plugin that added it. */
  plugin: string;
  /** The id of that plugin instance ('default' unless the config gave one). */
  pluginId: string;
}

export interface PluginActions {
  addRoute(route: RouteConfig): void;
  /** Writes a JSON data module (namespaced by plugin and id) and returns its path, for a route's `modules`. */
  createData(name: string, data: unknown): Promise<string>;
  /** Small data every page needs (for example docs versions), read as `globalData[pluginName][pluginId]`. */
  setGlobalData(data: unknown): void;
}

/** An HTML tag a plugin injects: a string of HTML, or a described tag. */
export type HtmlTag = string | HtmlTagObject;

export interface HtmlTagObject {
  tagName: string;
  attributes?: Record<string, string | boolean | undefined>;
  innerHTML?: string;
}

/** What `injectHtmlTags` returns (Docusaurus's shape). */
export interface HtmlTags {
  headTags?: HtmlTag | HtmlTag[];
  preBodyTags?: HtmlTag | HtmlTag[];
  postBodyTags?: HtmlTag | HtmlTag[];
}

/** A head tag as the site config and the page writer hold it. */
export interface HeadTag {
  tagName: string;
  attributes: Record<string, string | boolean>;
  innerHTML?: string;
}

/** Every plugin's tags, as HTML, by where they go in each page. */
export interface InjectedHtml {
  head: string[];
  preBody: string[];
  postBody: string[];
}

/** A page's rendered output, as postBuild sees it. */
export interface RenderedPage {
  route: RouteInfo;
  /** Output file, relative to the output folder. */
  file: string;
  /** Content hash of the page's HTML: what a plugin derived from an unchanged page can be reused. */
  htmlHash: string;
  /**
   * What the plugin's `pageExtractor` returned for this page, when the page was rendered in this
   * build; undefined for a page copied unchanged from the last output (keep what you need by
   * `htmlHash`).
   */
  extracted?: unknown;
}

/** The page a `pageExtractor` is given, beside its HTML. */
export interface ExtractedPage {
  /** Path including the base URL. */
  permalink: string;
  /** The name of the plugin that added the route. */
  plugin: string;
}

/** A `pageExtractor` module's default export. Its result must survive structured cloning (plain data). */
export type PageExtractor = (html: string, page: ExtractedPage) => unknown;

/** What postBuild receives: Docusaurus's fields (the LoadContext's, plus content and routes) and ours. */
export interface PostBuildArgs<Content> extends Omit<LoadContext, 'outDir'> {
  /** The folder being written (swapped in as the output when the build succeeds). */
  outDir: string;
  content: Content;
  /** Route paths with the base URL (Docusaurus's `routesPaths`). */
  routesPaths: string[];
  routes: RouteInfo[];
  /** Every HTML page written (this generator's extension; see RenderedPage). */
  pages: RenderedPage[];
}

/** Docusaurus's `utils` for configureWebpack. */
export interface ConfigureWebpackUtils {
  getStyleLoaders(isServer: boolean, cssOptions?: Record<string, unknown>): unknown[];
  getJSLoader(options: { isServer: boolean; babelOptions?: unknown }): unknown;
  currentBundler: { name: 'webpack'; instance: unknown };
}

/** A partial webpack config, merged into ours with webpack-merge; `mergeStrategy` as Docusaurus. */
export type ConfigureWebpackResult = WebpackConfiguration & { mergeStrategy?: Record<string, 'match' | 'merge' | 'append' | 'prepend' | 'replace'> };

/** PostCSS options: the plugins list is what configurePostCss usually edits. */
export interface PostCssOptions {
  plugins: unknown[];
  [key: string]: unknown;
}

export interface Plugin<Content = unknown> {
  name: string;
  /** The instance id of a built-in plugin; for a config entry, the host's value (InitializedPlugin) carries its `id` option (default 'default'). */
  readonly id?: string;
  loadContent?(): Promise<Content> | Content;
  contentLoaded?(args: { content: Content; actions: PluginActions }): Promise<void> | void;
  /** After every plugin's contentLoaded: sees all plugins' content, by plugin name and id (and, an extension, the routes they added). */
  allContentLoaded?(args: { allContent: AllContent; actions: PluginActions; routes: readonly RouteInfo[] }): Promise<void> | void;
  configureWebpack?(config: WebpackConfiguration, isServer: boolean, utils: ConfigureWebpackUtils, content: Content): ConfigureWebpackResult | void;
  /** Edit the PostCSS options (add plugins: Tailwind...). The CSS pipeline then runs PostCSS with them. */
  configurePostCss?(options: PostCssOptions): PostCssOptions;
  /** Modules (CSS or JS, absolute or relative to the site) loaded on every page. */
  getClientModules?(): string[];
  /** A folder of theme components, resolved as `@theme/*` after the site's src/theme and before the generator's. */
  getThemePath?(): string;
  getTypeScriptThemePath?(): string;
  injectHtmlTags?(args: { content: Content }): HtmlTags;
  /** Files or folders whose change makes the dev server reload content. */
  getPathsToWatch?(): string[];
  postBuild?(args: PostBuildArgs<Content>): Promise<void> | void;
  /**
   * Adds commands to the command line (commander's program, as Docusaurus passes it): called after
   * the site's plugins are created, when the command asked for is not a built-in one.
   */
  extendCli?(cli: CommanderCommand): void;
  /** The files `write-translations` writes for this plugin (`i18n/<locale>/<plugin name>[-<id>]/<path>.json`), from its content. */
  getTranslationFiles?(args: { content: Content }): Promise<TranslationFile[]> | TranslationFile[];
  /** Docusaurus: the content with the translation files' messages applied (a translated locale's build; the files are read from its folder). */
  translateContent?(args: { content: Content; translationFiles: TranslationFile[] }): Content;
  /** Docusaurus: this plugin's slice of the theme config, translated (merged into `themeConfig`). */
  translateThemeConfig?(args: { themeConfig: Record<string, unknown>; translationFiles: TranslationFile[] }): Record<string, unknown>;
  /** Docusaurus: the plugin's default translations of code strings for the current locale (id -> message); the site's code.json wins. */
  getDefaultCodeTranslationMessages?(): Promise<Record<string, string>> | Record<string, string>;
  /**
   * Extension: the file of Docusaurus's published translations (`@docusaurus/theme-translations`,
   * e.g. `theme-common`, `theme-search-algolia`) whose ids this plugin's UI uses. Its messages for
   * the locale are the plugin's default code translations (unless it gives
   * `getDefaultCodeTranslationMessages`), and `write-translations` writes its entries into
   * code.json, as Docusaurus writes the strings of the theme they come from.
   */
  codeTranslationsFile?: string;
  /** For a theme: which of its components `swizzle` may eject or wrap safely (Docusaurus's shape). */
  getSwizzleConfig?(): SwizzleConfig;

  // ---- Extensions of this generator ----
  /**
   * A module (absolute path) whose default export, a `PageExtractor`, runs on each page's HTML in
   * the prerender workers as the page is written; postBuild gets the results as `page.extracted`.
   * So what a plugin takes from pages (search text) is taken in parallel, without reading and
   * parsing every page again.
   */
  pageExtractor?: string;
  /**
   * SVGR options merged over the defaults for SVG imported from code (`@docusaurus/plugin-svgr`'s
   * `svgrConfig`). Plain data, unlike configureWebpack, so the server build's worker receives it.
   */
  svgrConfig?: Record<string, unknown>;
  /** The default `moduleProps` of this plugin's routes (see RouteConfig). */
  moduleProps?: 'default' | 'namespace';
  /**
   * Social card images by route, for a build (permalink with the base URL -> a site path or URL):
   * a page whose head sets no image of its own (a page's `image`, themeConfig.image) gets its
   * route's as og:image and twitter:image. Called once every plugin's content is loaded, before the
   * pages render; the image files may still be in the making (finish them by postBuild).
   */
  pageImages?(): Promise<Record<string, string>> | Record<string, string>;
}

/** One message of a translation file: `{ message, description }` under its key, as Docusaurus writes them. */
export interface TranslationMessage {
  message: string;
  description?: string;
}
export type TranslationFileContent = Record<string, TranslationMessage>;
/** A plugin's translation file: `path` without `.json`, relative to the plugin's i18n folder. */
export interface TranslationFile {
  path: string;
  content: TranslationFileContent;
}

export type SwizzleAction = 'wrap' | 'eject';
export type SwizzleActionStatus = 'safe' | 'unsafe' | 'forbidden';
/** A theme's swizzle statuses per component (a component it leaves out is unsafe for both actions). */
export interface SwizzleConfig {
  components: Record<string, { actions: Partial<Record<SwizzleAction, SwizzleActionStatus>>; description?: string }>;
}

/** Every plugin's loaded content: `allContent[pluginName][pluginId]`. */
export type AllContent = Record<string, Record<string, unknown>>;

/** Docusaurus's `validate` argument: takes a schema with a `.validate(value)` (Joi) or `.safeParse(value)` (zod). */
export type OptionValidator = <T>(schema: unknown, value: unknown) => T;

/** What a plugin module exports by default. */
export interface PluginModule<Options = any> {
  (context: LoadContext, options: Options): Plugin<any> | null | Promise<Plugin<any> | null>;
  /** Normalizes and checks the options; the result is what the function receives. */
  validateOptions?(args: { validate: OptionValidator; options: Options }): Options;
  /** Normalizes and checks `themeConfig`; the result replaces it. */
  validateThemeConfig?(args: { validate: OptionValidator; themeConfig: Record<string, unknown> }): Record<string, unknown>;
}

/** Earlier name of PluginModule. */
export type PluginFactory<Options = any> = PluginModule<Options>;

/** Typed helper for a plugin module's default export. */
export function definePlugin<Options, P extends Plugin<any> = Plugin<any>>(
  factory: (context: LoadContext, options: Options) => P | Promise<P>,
): ((context: LoadContext, options: Options) => P | Promise<P>) & PluginModule<Options> {
  return factory as ((context: LoadContext, options: Options) => P | Promise<P>) & PluginModule<Options>;
}

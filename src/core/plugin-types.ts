/**
 * The plugin contract. Docs, blog and pages are plugins like any third-party one: they read
 * content (`loadContent`), add routes and data (`contentLoaded`), may adjust the bundler, add head
 * tags, and work on the finished output (`postBuild`). Each hook has one typed input and output.
 */
import type { Configuration as WebpackConfiguration } from 'webpack';
import type { SiteConfig } from './config/config-schema.ts';
import type { BuildReport } from './build-report.ts';
import type { MarkdownStore } from './markdown/markdown-store.ts';

export interface LoadContext {
  /** The site's folder (where site.config.ts is). */
  siteDir: string;
  /** The generator's own folder (for its built-in theme and plugins). */
  generatorDir: string;
  /** Where generated modules go (`.generated/`), and persistent caches (`.cache/`). */
  generatedDir: string;
  cacheDir: string;
  siteConfig: SiteConfig;
  baseUrl: string;
  isProduction: boolean;
  /** Compiled Markdown (front matter and headings are available before bundling). */
  markdown: MarkdownStore;
  report: BuildReport;
}

export interface RouteConfig {
  /** Site path without the base URL, e.g. "/docs/guards". All routes match exactly. */
  path: string;
  /** Module rendering the route: "@theme/DocPage", or an absolute file path (a page). */
  component: string;
  /**
   * Content and data modules passed to the component as props (their module namespaces):
   * Markdown files ("/abs/a.mdx", or "/abs/a.mdx?excerpt" for the part before the truncate marker)
   * or JSON modules returned by `createData`.
   */
  modules?: Record<string, string>;
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

/** A route after the plugin host has added the base URL and checked it. */
export interface RouteInfo extends RouteConfig {
  /** Path including the base URL, as a browser sees it. */
  permalink: string;
  plugin: string;
}

export interface PluginActions {
  addRoute(route: RouteConfig): void;
  /** Writes a JSON data module and returns its module path, for a route's `modules`. */
  createData(name: string, data: unknown): Promise<string>;
  /** Small data every page needs (for example docs versions); keep it small. */
  setGlobalData(data: unknown): void;
}

export interface HeadTag {
  tagName: 'link' | 'meta' | 'script' | 'style';
  attributes: Record<string, string | boolean>;
  innerHTML?: string;
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

export interface PostBuildArgs<Content> {
  outDir: string;
  routes: RouteInfo[];
  pages: RenderedPage[];
  content: Content;
}

export interface Plugin<Content = unknown> {
  name: string;
  loadContent?(): Promise<Content>;
  contentLoaded?(args: { content: Content; actions: PluginActions }): Promise<void>;
  configureBundler?(args: { isServer: boolean; config: WebpackConfiguration }): WebpackConfiguration | void;
  /** Tags added to the <head> of every page. */
  headTags?(): HeadTag[];
  postBuild?(args: PostBuildArgs<Content>): Promise<void>;
  /**
   * A module (absolute path) whose default export, a `PageExtractor`, runs on each page's HTML in
   * the prerender workers as the page is written; postBuild gets the results as `page.extracted`.
   * So what a plugin takes from pages (search text) is taken in parallel, without reading and
   * parsing every page again.
   */
  pageExtractor?: string;
  /** Files or folders whose change makes the dev server reload content. */
  watchPaths?(): string[];
}

/** What a plugin module exports by default. Options are validated by the plugin itself. */
export type PluginFactory<Options = Record<string, unknown>> = (context: LoadContext, options: Options) => Plugin<any> | Promise<Plugin<any>>;

export function definePlugin<Options>(factory: PluginFactory<Options>): PluginFactory<Options> {
  return factory;
}

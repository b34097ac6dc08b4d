/**
 * The dev server's application bundle: the theme, pages' code and what Markdown imports, compiled by
 * webpack in memory (webpack-dev-middleware) and updated in browsers over the hot update stream
 * (webpack-hot-middleware), which also carries the dev server's own messages. Its first compile is
 * a start-up phase; later compiles print a line each, and their errors go to the terminal's log.
 */
import { join } from 'node:path';
import webpack, { type Compiler, type StatsCompilation } from 'webpack';
import webpackDevMiddleware from 'webpack-dev-middleware';
import webpackHotMiddleware from 'webpack-hot-middleware';
import type { ContentChangedMessage } from '../../shared/dev-messages.ts';
import { MarkdownImportErrorsPlugin } from '../bundler/markdown-import-errors-plugin.ts';
import type { DevServerAddress } from '../bundler/lazy-compilation-server.ts';
import { bundleErrorMessages } from '../bundler/run-bundler.ts';
import { svgrSettingOf } from '../bundler/svgr-setting.ts';
import { clientConfig } from '../bundler/webpack-config.ts';
import type { BuildReport } from '../build-report.ts';
import { customJsLoader } from '../config/js-loader-setting.ts';
import { staticDirectoriesOf } from '../config/static-directories.ts';
import type { DevErrorLog } from '../dev-error-log.ts';
import type { PreparedSite } from '../load-site.ts';
import type { SitePlan } from '../route-plan.ts';
import type { SitePaths } from '../site-paths.ts';
import { BundleErrors, bundleErrorsOf } from './error-reports.ts';
import type { Middleware } from './middleware.ts';

/** A build report of the content (not the bundle) on the hot update stream: its errors show in the overlay, none clears it. */
export interface ContentBuiltMessage {
  action: 'built';
  name: 'content';
  errors: string[];
  warnings: [];
  /** The bundle's hash: the page's hot client compares it with its own, and reloads nothing when they match. */
  hash: string | undefined;
  time: 0;
  modules: Record<string, never>;
}

/** What the dev server itself says on the hot update stream (webpack's reports are the middleware's). */
export type HotMessage = ContentChangedMessage | ContentBuiltMessage;

export interface DevBundleOptions {
  paths: SitePaths;
  /** Where the dev server listens (its lazy compilation server listens beside it). */
  address: DevServerAddress;
  /** The site's current plan, read when a compile's errors are named (the content session replaces it as content changes). */
  plan: () => SitePlan;
  /** Where the start-up phases are told: the first compile is one. */
  startUp: BuildReport;
  errorLog: DevErrorLog;
  log: (message: string) => void;
}

export class DevBundle {
  private readonly compiler: Compiler;
  /** The bundle's entries, kept in step with the site's application modules (webpack's config reads this map). */
  private readonly entries: Map<string, string>;
  private readonly devMiddleware: webpackDevMiddleware.API;
  private readonly hotMiddleware: ReturnType<typeof webpackHotMiddleware>;
  /** The stats of the latest compile, once there is one. */
  private latestStats: StatsCompilation | undefined;
  /** Whether the first compile is over (its time is the start-up phase's, so no compile line is printed for it). */
  private startedUp = false;
  /** Ends the first compile's start-up phase: failed with an error, or done. */
  private endFirstCompile!: (error?: Error) => void;
  /** The first compile, as a start-up phase: the server is ready once it is over. */
  readonly firstCompile: Promise<void>;

  constructor(site: PreparedSite, options: DevBundleOptions) {
    const { paths, errorLog, log } = options;
    this.entries = new Map(site.clientEntries);
    const config = clientConfig({
      context: site.context,
      plugins: site.plugins,
      contents: site.contents,
      themePaths: site.themePaths,
      clientEntries: this.entries,
      serverModulesFile: site.serverModulesFile,
      clientModulesFile: site.clientModulesFile,
      svgr: svgrSettingOf(site.plugins),
      outDir: join(paths.cacheDir, 'dev-output'),
      serverOutDir: join(paths.cacheDir, 'dev-server-bundle'),
      staticDirs: staticDirectoriesOf(site.config, paths.siteDir),
      jsLoader: customJsLoader(site.config),
      hot: true,
      devServer: options.address,
    });
    this.compiler = webpack(config);
    // Names the Markdown file and line of an import that cannot be found, not the generated module holding it.
    new MarkdownImportErrorsPlugin(options.plan, paths.siteDir, paths.generatedDir).apply(this.compiler);
    this.compiler.hooks.done.tap('dev-server', (stats) => {
      const json = stats.toJson({ all: false, hash: true, errors: true, entrypoints: true, publicPath: true });
      this.latestStats = json;
      const errors = bundleErrorsOf(json);
      errorLog.report('bundle', errors);
      if (!errors.length && this.startedUp) log(`[dev] compiled in ${((stats.endTime - stats.startTime) / 1000).toFixed(2)} s`);
    });
    // The first compile starts with the middleware below (it watches at once) and is a start-up
    // phase (so the compile line above is left out for it); the server is ready once it is over.
    this.firstCompile = options.startUp.phase(
      'first compile',
      () => new Promise<void>((resolve, reject) => (this.endFirstCompile = (error) => (error ? reject(error) : resolve()))),
    );
    this.compiler.hooks.done.tap('dev-server-start-up', (stats) => {
      this.startedUp = true;
      // Its errors are printed above; here the phase is marked failed.
      this.endFirstCompile(stats.hasErrors() ? new Error('the first compile has errors') : undefined);
    });
    this.compiler.hooks.failed.tap('dev-server-start-up', (error) => this.endFirstCompile(error));
    this.devMiddleware = webpackDevMiddleware(this.compiler, { publicPath: site.config.baseUrl, stats: 'none' });
    this.hotMiddleware = webpackHotMiddleware(this.compiler, { log: false, heartbeat: 2000 });
  }

  /** Serves the bundle's files from memory. */
  readonly serveFiles: Middleware = (request, response, next) => void this.devMiddleware(request, response, () => next());

  /** Serves the hot update stream (`/__webpack_hmr`). */
  readonly serveHotUpdates: Middleware = (request, response, next) => this.hotMiddleware(request, response, () => next());

  /** Runs after each compile, once the hot update stream has told browsers of it. */
  afterEachCompile(callback: () => void): void {
    this.compiler.hooks.done.tap('dev-server-after-compile', callback);
  }

  /** The latest compile's hash, once there is one. */
  get hash(): string | undefined {
    return this.latestStats?.hash;
  }

  /** Tells the browsers on the hot update stream. */
  publish(message: HotMessage): void {
    this.hotMiddleware.publish(message);
  }

  /** Adopts the site's application modules as the bundle's entries; a changed set rebuilds the bundle. */
  adoptEntries(siteEntries: ReadonlyMap<string, string>): void {
    const same = this.entries.size === siteEntries.size && [...siteEntries].every(([id, file]) => this.entries.get(id) === file);
    if (same) return;
    this.entries.clear();
    for (const [id, file] of siteEntries) this.entries.set(id, file);
    this.compiler.watching?.invalidate();
  }

  /** Resolves once the bundle is built (at once when no compile is under way). */
  whenBuilt(): Promise<void> {
    return new Promise<void>((resolve) => this.devMiddleware.waitUntilValid(() => resolve()));
  }

  /** The latest bundle's stats, once it is built; its errors are thrown (the page shows them). */
  async stats(): Promise<StatsCompilation> {
    await this.whenBuilt();
    const errors = bundleErrorMessages(this.latestStats!);
    if (errors.length) throw new BundleErrors([...new Set(errors)].join('\n\n'));
    return this.latestStats!;
  }

  /** A server closed before its first compile ended leaves no start-up step waiting. */
  abandonStartUp(): void {
    this.endFirstCompile();
  }

  async close(): Promise<void> {
    await new Promise((resolve) => this.devMiddleware.close(() => resolve(undefined)));
    // Shuts down what the compiler started besides watching (the lazy compilation server).
    await new Promise((resolve) => this.compiler.close(() => resolve(undefined)));
  }
}

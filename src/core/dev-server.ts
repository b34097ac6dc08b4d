/**
 * `start`: the dev server. Content is loaded as in a build; the application (theme, pages' code,
 * what Markdown imports) is compiled by webpack in memory and served with hot updates (React Fast
 * Refresh for components). Pages are rendered in the browser.
 *
 * Content never goes through webpack: a route's payload (compiled Markdown and data) is made when
 * its page or manifest is first asked for, and made again when its files change; the browser is
 * told which routes changed and reads their new payloads, so a Markdown edit shows in the time it
 * takes to compile that one file. An error (bad MDX, bad config) is printed and shown in the page;
 * the server keeps running and recovers on the next fix.
 */
import { existsSync, realpathSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, relative } from 'node:path';
import chokidar from 'chokidar';
import webpack, { type StatsCompilation } from 'webpack';
import webpackDevMiddleware from 'webpack-dev-middleware';
import webpackHotMiddleware from 'webpack-hot-middleware';
import { CONTENT_CHANGED_ACTION, RENDER_REPORT_PATH, type ContentChangedMessage, type RenderReport } from '../shared/dev-messages.ts';
import { escapeHtml } from '../shared/escape-html.ts';
import { candidateRoutePaths, routeKey } from '../shared/route-path.ts';
import { PAYLOAD_DIR } from '../shared/route-payload.ts';
import { ROUTE_MANIFEST_DIR, type RouteManifest } from '../shared/site-data.ts';
import { assetsOfModules, collectAppAssets } from './bundler/route-assets.ts';
import { MarkdownImportErrorsPlugin } from './bundler/markdown-import-errors-plugin.ts';
import { bundleErrorMessages } from './bundler/run-bundler.ts';
import { clientConfig } from './bundler/webpack-config.ts';
import { svgrSettingOf } from './bundler/svgr-setting.ts';
import { CONFIG_FILE_NAMES, findConfigFile } from './config/load-config.ts';
import { customJsLoader } from './config/js-loader-setting.ts';
import { staticDirectoriesOf } from './config/static-directories.ts';
import { DevErrorLog, type DevError } from './dev-error-log.ts';
import { isOwnPagePost, readRenderReport, renderErrorLine } from './dev-render-reports.ts';
import { adoptPlan, prepareSite, type PreparedSite } from './load-site.ts';
import { currentLocaleConfig } from './i18n/locale-configs.ts';
import { MarkdownStore, type MarkdownModuleId } from './markdown/markdown-store.ts';
import { renderHtmlPage } from './prerender/html-page.ts';
import { planRoute, planRoutes, type RoutePlan } from './route-plan.ts';
import { RoutePayloads, type BuiltPayload } from './route-payloads.ts';
import { isAllowedHost } from './http/allowed-host.ts';
import { contentTypeOf } from './http/content-type.ts';
import { openFileWithin } from './http/contained-file.ts';
import { sendFile } from './http/file-response.ts';
import { refuseOtherMethods } from './http/methods.ts';
import { requestPathname } from './http/request-path.ts';
import { grantOnly, refuseOtherPages } from './http/same-origin-request.ts';
import { formatError, SiteError } from './site-error.ts';
import { BuildReport } from './build-report.ts';
import { chooseProgress } from './progress/choose-progress.ts';
import { secondsText, type PhaseProgress } from './progress/phase-progress.ts';
import type { SitePaths } from './site-paths.ts';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

export interface DevServer {
  /** The port it listens on (the one asked for, or the one the system gave for 0). */
  port: number;
  close(): Promise<void>;
}

/** The bundle failed to build: its errors (file and line each), shown in the page that could not be served. */
class BundleErrors extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BundleErrors';
    this.stack = message;
  }
}

/**
 * An error page has no app to recover it: it reloads itself when what failed is fixed (content
 * changed; or, for a bundle error, the bundle built without errors).
 */
function reloadWhenFixed(error: unknown): string {
  const fixed = error instanceof BundleErrors ? '"errors":[]' : `"${CONTENT_CHANGED_ACTION}"`;
  return `<script>new EventSource('/__webpack_hmr').onmessage=function(e){if(e.data.indexOf(${JSON.stringify(fixed)})>=0)location.reload()}</script>`;
}

/** A content error as the terminal shows it: the file (relative to the site) it names, when it names one. */
function devErrorOf(error: unknown, siteDir: string): DevError {
  return { file: error instanceof SiteError && error.file ? relative(siteDir, error.file) : undefined, text: formatError(error) };
}

/** The bundle's errors, each with the file it names (relative to the site: webpack's module names are relative to it). */
function bundleErrorsOf(stats: StatsCompilation): DevError[] {
  return (stats.errors ?? []).map((error) => ({
    file: error.file ?? error.moduleName?.replace(/^\.\//, ''),
    text: bundleErrorMessages({ errors: [error] })[0]!,
  }));
}

/**
 * @param options.progress where the start-up phases are told (the command line's choice; by default, by the terminal); `quiet` tells none
 * @param options.poll watch files by polling (`--poll`: file systems that send no change events, as in some containers); a number is the interval in ms
 */
export async function startDevServer(
  paths: SitePaths,
  options: { port: number; host: string; quiet?: boolean; progress?: PhaseProgress; poll?: boolean | number; locale?: string },
): Promise<DevServer> {
  const log = (message: string) => !options.quiet && console.log(message);
  const errorLog = new DevErrorLog({ error: (text) => console.error(`\n[error] ${text}\n`), ok: log });
  const startedAt = performance.now();
  // Start-up shows its phases (loading the site, the first compile) as a build does, then "ready in N s at URL".
  const progress = options.quiet ? undefined : (options.progress ?? chooseProgress({ label: 'dev' }));
  const startUp = new BuildReport({ progress });
  const store = new MarkdownStore(join(paths.cacheDir, 'markdown'), true);
  // `--locale xx`: that locale's site, at its base URL ("/fr/"), as Docusaurus's start serves it.
  const locale = options.locale ? { locale: options.locale } : undefined;
  let site: PreparedSite = await prepareSite(paths, { isProduction: false, store, report: startUp, locale });
  const newPayloads = () => new RoutePayloads(store, { baseUrl: site.config.baseUrl, siteDir: site.context.siteDir, hashedNames: false });
  let payloads = newPayloads();
  /** Route key -> hash of the payload last served for it, or null if it failed: the routes a browser has asked for. */
  const served = new Map<string, string | null>();
  let contentError: string | null = null;

  /** The bundle's entries; kept in step with the site's application modules. */
  const clientEntries = new Map(site.clientEntries);
  /** Set once the server listens (before any page can ask for code compiled on demand). */
  let listeningPort = options.port;
  /** Static files are served only from inside the site folder, links resolved (as a build copies them). */
  const realSiteDir = realpathSync(paths.siteDir);
  /**
   * A file of the site's static folders, the first holding the path (as a build copies them), its
   * real path inside the site folder or that static folder.
   */
  const staticFileFor = (path: string) => {
    for (const dir of staticDirectoriesOf(site.config, paths.siteDir)) {
      const realDir = existsSync(dir) ? realpathSync(dir) : undefined;
      const file = realDir && (openFileWithin(realSiteDir, join(dir, path)) ?? openFileWithin(realDir, join(dir, path)));
      if (file) return file;
    }
    return undefined;
  };
  const config = clientConfig({
    context: site.context,
    plugins: site.plugins,
    contents: site.contents,
    themePaths: site.themePaths,
    clientEntries,
    serverModulesFile: site.serverModulesFile,
    clientModulesFile: site.clientModulesFile,
    svgr: svgrSettingOf(site.plugins),
    outDir: join(paths.cacheDir, 'dev-output'),
    serverOutDir: join(paths.cacheDir, 'dev-server-bundle'),
    staticDirs: staticDirectoriesOf(site.config, paths.siteDir),
    jsLoader: customJsLoader(site.config),
    hot: true,
    devServer: { host: options.host, port: () => listeningPort },
  });
  const compiler = webpack(config);
  // Names the Markdown file and line of an import that cannot be found, not the generated module holding it.
  new MarkdownImportErrorsPlugin(() => site.plan, paths.siteDir, paths.generatedDir).apply(compiler);
  let latestStats: StatsCompilation | undefined;
  compiler.hooks.done.tap('dev-server', (stats) => {
    const json = stats.toJson({ all: false, hash: true, errors: true, entrypoints: true, publicPath: true });
    latestStats = json;
    const errors = bundleErrorsOf(json);
    errorLog.report('bundle', errors);
    if (!errors.length && startedUp) log(`[dev] compiled in ${((stats.endTime - stats.startTime) / 1000).toFixed(2)} s`);
  });
  // The first compile starts with the middleware below (it watches at once) and is a start-up
  // phase (so the compile line above is left out for it); the server is ready once it is over.
  let startedUp = false;
  let firstCompileOver!: (errors?: Error) => void;
  const firstCompile = startUp.phase(
    'first compile',
    () => new Promise<void>((resolve, reject) => (firstCompileOver = (errors) => (errors ? reject(errors) : resolve()))),
  );
  compiler.hooks.done.tap('dev-server-start-up', (stats) => {
    startedUp = true;
    // Its errors are printed above; here the phase is marked failed.
    firstCompileOver(stats.hasErrors() ? new Error('the first compile has errors') : undefined);
  });
  compiler.hooks.failed.tap('dev-server-start-up', (error) => firstCompileOver(error));
  const devMiddleware = webpackDevMiddleware(compiler, { publicPath: site.config.baseUrl, stats: 'none' }) as unknown as Middleware;
  const hotMiddleware = webpackHotMiddleware(compiler, { log: false, heartbeat: 2000 });
  // The hot client takes a bundle built without errors for "all is well": a content error still there is said again.
  compiler.hooks.done.tap('dev-server-content-error', () => {
    if (contentError !== null) publishContentError();
  });
  const waitForBundle = () =>
    new Promise<void>((resolve) => (devMiddleware as unknown as { waitUntilValid(cb: () => void): void }).waitUntilValid(() => resolve()));

  /** Adopts the site's application modules as the bundle's entries; a changed set rebuilds the bundle. */
  function syncEntries(): void {
    const same = clientEntries.size === site.clientEntries.size && [...site.clientEntries].every(([id, file]) => clientEntries.get(id) === file);
    if (same) return;
    clientEntries.clear();
    for (const [id, file] of site.clientEntries) clientEntries.set(id, file);
    compiler.watching?.invalidate();
  }

  /** The content errors of one source (the site's load, or the payloads of pages): printed once each, shown in the pages. */
  function showContentError(source: 'site' | 'content', errors: unknown[]): void {
    const devErrors = errors.map((error) => devErrorOf(error, paths.siteDir));
    errorLog.report(source, devErrors);
    contentError = [...new Set(devErrors.map((e) => e.text))].join('\n\n');
    publishContentError();
  }

  function publishContentError(): void {
    hotMiddleware.publish({ action: 'built', name: 'content', errors: [contentError], warnings: [], hash: latestStats?.hash, time: 0, modules: {} });
  }

  function clearContentError(): void {
    errorLog.report('content', []);
    if (contentError === null) return;
    contentError = null;
    // A build report without errors, for the bundle the page already runs: the overlay clears, nothing reloads.
    hotMiddleware.publish({ action: 'built', name: 'content', errors: [], warnings: [], hash: latestStats?.hash, time: 0, modules: {} });
  }

  /**
   * A route's payload, made now. Compiling its Markdown may reveal imports the plan did not know
   * of (a file compiled for the first time): then the plan and the bundle's entries are updated
   * first, and the bundle rebuilt with the new module.
   */
  async function payloadOf(key: string): Promise<{ plan: RoutePlan; payload: BuiltPayload } | undefined> {
    let plan = site.plan.routesByKey.get(key);
    if (!plan) return undefined;
    // Until it is made, the route counts as failed: a fix then counts as a change.
    served.set(key, null);
    let payload = await payloads.build(plan);
    const knownImports = (id: MarkdownModuleId) => store.knownImports(id);
    if (planRoute(plan.route, knownImports, site.context).appModules.join() !== plan.appModules.join()) {
      site = await adoptPlan(site, planRoutes(site.routes, knownImports, site.context));
      syncEntries();
      await waitForBundle();
      plan = site.plan.routesByKey.get(key)!;
      payload = await payloads.build(plan);
    }
    served.set(key, payload.hash);
    return { plan, payload };
  }

  // Content, config and sidebar edits: load the content again, then tell browsers which routes changed.
  const watchPaths = [
    ...CONFIG_FILE_NAMES.map((name) => join(paths.siteDir, name)),
    // The one `--config` named, when it has another name.
    ...[findConfigFile(paths.siteDir) ?? []].flat(),
    join(paths.siteDir, 'sidebars.ts'),
    ...site.plugins.flatMap((p) => p.getPathsToWatch?.() ?? []),
  ];
  const polling = options.poll ? { usePolling: true, ...(typeof options.poll === 'number' ? { interval: options.poll } : {}) } : {};
  const watcher = chokidar.watch(watchPaths.filter(existsSync), { ignoreInitial: true, ...polling });
  const changedFiles = new Set<string>();
  let reloadTimer: NodeJS.Timeout | undefined;
  /** Requests wait for this: the quick part of the latest reload. */
  let contentReady = Promise.resolve();
  /** Reloads run one after another. */
  let reloads = Promise.resolve();
  watcher.on('all', (_event, file) => {
    changedFiles.add(file);
    clearTimeout(reloadTimer);
    reloadTimer = setTimeout(() => {
      const files = [...changedFiles];
      changedFiles.clear();
      const quick = reloads.then(() => reloadContent(files));
      contentReady = quick.then(() => undefined);
      reloads = quick.then(({ rest }) => rest);
    }, 30);
  });

  /**
   * Makes again the payloads browsers have asked for; tells them which changed, and shows the
   * errors of those that failed (a broken page does not hold back the others).
   */
  async function publishChangedPayloads(): Promise<void> {
    const changed: string[] = [];
    const errors: unknown[] = [];
    for (const [key, before] of [...served]) {
      try {
        const now = await payloadOf(key);
        if (!now) served.delete(key);
        else if (now.payload.hash !== before) changed.push(now.plan.route.permalink);
      } catch (error) {
        errors.push(error);
      }
    }
    if (errors.length) showContentError('content', errors);
    else clearContentError();
    if (changed.length) hotMiddleware.publish({ action: CONTENT_CHANGED_ACTION, paths: changed } satisfies ContentChangedMessage);
  }

  /**
   * A Markdown edit shows at once: its payloads are made again with the site as loaded before (the
   * usual edit changes a page's text only). Then the whole site loads again, in the background, and
   * whatever that changes besides (a title in a sidebar, an excerpt in a list) follows.
   */
  async function reloadContent(files: string[]): Promise<{ rest: Promise<void> }> {
    if (files.every((file) => /\.mdx?$/.test(file))) await publishChangedPayloads();
    const rest = (async () => {
      try {
        site = await prepareSite(paths, { isProduction: false, store, locale });
        payloads = newPayloads();
        syncEntries();
        errorLog.report('site', []);
      } catch (error) {
        return showContentError('site', [error]);
      }
      await publishChangedPayloads();
    })();
    return { rest };
  }

  const server = createServer((req, res) => {
    // Reads only, by this machine's names (http/allowed-host.ts), from its own pages or no page
    // (http/same-origin-request.ts), of well-formed paths: a malformed URL any page asks for gets
    // 400 here, and never reaches the error overlay.
    // The one thing a page may post: what happened when it rendered (dev-render-reports.ts).
    const renderReport = req.method === 'POST' && req.url === RENDER_REPORT_PATH;
    if (!renderReport && refuseOtherMethods(req, res)) return;
    if (!isAllowedHost(req.headers.host, options.host))
      return void res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' }).end('Forbidden: unknown Host');
    if (refuseOtherPages(req, res, { host: options.host, port: listeningPort }, 'dev-server')) return;
    // Its pages read it same-origin: no CORS grant, not even the hot update stream's `*`.
    grantOnly(res, undefined);
    if (renderReport) return void answerRenderReport(req, res);
    if (requestPathname(req.url) === null) return void res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Bad request');
    hotMiddleware(req, res, () =>
      devMiddleware(req, res, async () => {
        try {
          await handle(req, res);
        } catch (error) {
          const message = formatError(error);
          // Bundle errors were printed when the bundle was built.
          if (!(error instanceof BundleErrors)) showContentError('content', [error]);
          if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
          res.end(`<!doctype html><title>Build error</title><pre>${escapeHtml(message)}</pre>${reloadWhenFixed(error)}`);
        }
      }),
    );
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // Checked well-formed on arrival; read from the target itself, so "//x" stays a path.
    const url = new URL(`http://localhost${req.url!.startsWith('/') ? req.url : '/'}`);
    await contentReady;
    const base = site.config.baseUrl;
    const under = (dir: string) => (url.pathname.startsWith(`${base}${dir}/`) ? url.pathname.slice(`${base}${dir}/`.length) : undefined);

    const manifestName = under(ROUTE_MANIFEST_DIR);
    if (manifestName) return serveManifest(res, manifestName.replace(/\.json$/, ''));
    const payloadName = under(PAYLOAD_DIR);
    if (payloadName) {
      const found = await payloadOf(payloadName.replace(/\.js$/, ''));
      if (!found) return void res.writeHead(404).end();
      return void res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' }).end(found.payload.source);
    }
    const dataFile = payloads.lazyFiles.get(url.pathname.slice(base.length));
    if (dataFile !== undefined) return void res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(dataFile);
    const contentAsset = payloads.assetFiles.get(url.pathname.slice(base.length));
    const contentAssetFile = contentAsset === undefined ? undefined : openFileWithin(realSiteDir, contentAsset);
    if (contentAssetFile)
      return sendFile(req, res, contentAssetFile, { status: 200, contentType: contentTypeOf(contentAssetFile.path), cacheControl: 'no-cache' });

    const pathname = requestPathname(req.url)!;
    const staticFile = pathname.startsWith(base) ? staticFileFor(pathname.slice(base.length)) : undefined;
    if (staticFile) return sendFile(req, res, staticFile, { status: 200, contentType: contentTypeOf(staticFile.path), cacheControl: 'no-cache' });
    if (extname(url.pathname) && !url.pathname.endsWith('.html')) return void res.writeHead(404).end('Not found');
    return servePage(res, url.pathname);
  }

  /** The latest bundle's stats, once it is built; its errors are thrown (the page shows them). */
  async function bundleStats(): Promise<StatsCompilation> {
    await waitForBundle();
    const errors = bundleErrorMessages(latestStats!);
    if (errors.length) throw new BundleErrors([...new Set(errors)].join('\n\n'));
    return latestStats!;
  }

  async function routeAssets(plan: RoutePlan, payload: BuiltPayload): Promise<RouteManifest> {
    const own = assetsOfModules(collectAppAssets(await bundleStats(), plan.appModules), plan.appModules);
    return { path: plan.route.permalink, js: [...own.js, payload.url], css: own.css };
  }

  async function serveManifest(res: ServerResponse, key: string): Promise<void> {
    const found = await payloadOf(key);
    if (!found) return void res.writeHead(404).end();
    // Made before the status is sent: a bundle error then answers 500, not 200 with an error page as the JSON.
    const manifest = JSON.stringify(await routeAssets(found.plan, found.payload));
    res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(manifest);
  }

  /**
   * A page's render report: an error is printed (once) with the route's source file and the line
   * where it arose, which the page is told; a good render after one prints that it is fixed.
   */
  async function answerRenderReport(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (!isOwnPagePost(req, { host: options.host, port: listeningPort }))
      return void res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' }).end('Forbidden: not a page of this dev server');
    const report: RenderReport | undefined = await readRenderReport(req);
    if (!report) return void res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Bad request');
    const source = `render ${report.route}`;
    if (report.kind === 'fixed') {
      errorLog.report(source, []);
      return void res.writeHead(204).end();
    }
    const file = site.plan.routesByKey.get(routeKey(report.route))?.route.sourceFile;
    const shown = file ? relative(paths.siteDir, file) : undefined;
    const line = file ? await renderErrorLine(file, report.message, report.componentStack) : undefined;
    const location = shown && [shown, line].filter((part) => part !== undefined).join(':');
    // The component names of React's stack, without the bundle URLs (which say nothing in a terminal).
    const frames = report.componentStack.split('\n').filter((frame) => frame.trim());
    const stack = frames.slice(0, 8).map((frame) => `    ${frame.trim().replace(/\s*\(.*\)$/, '')}`);
    const text = [`${location ?? report.route}: ${report.message}`, ...stack, ...(frames.length > 8 ? ['    ...'] : [])].join('\n');
    errorLog.report(source, [{ file: shown, text }]);
    res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify({ location }));
  }

  async function servePage(res: ServerResponse, pathname: string): Promise<void> {
    const key = candidateRoutePaths(pathname)
      .map(routeKey)
      .find((candidate) => site.plan.routesByKey.has(candidate));
    const found = key ? await payloadOf(key) : undefined;
    const route = found?.plan.route;
    const main = collectAppAssets(await bundleStats(), []).main;
    const own = found ? await routeAssets(found.plan, found.payload) : { js: [], css: [] };
    const html = renderHtmlPage({
      boot: { site: site.siteData, route: route?.permalink ?? null },
      appHtml: '',
      head: {},
      assets: { js: [...main.js, ...own.js], css: [...main.css, ...own.css] },
      injectedHtml: site.injectedHtml,
      lang: currentLocaleConfig(site.context.i18n).htmlLang,
      dir: currentLocaleConfig(site.context.i18n).direction,
    });
    res.writeHead(route ? 200 : 404, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(html);
  }

  // A port in use rejects (the command line prints it in one line), rather than crash with an unhandled 'error' event.
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  listeningPort = port;
  let closed = false;
  const ready = () => {
    progress?.close();
    if (closed) return;
    log(`[dev] ready in ${secondsText(performance.now() - startedAt)} at http://${options.host}:${port}${site.config.baseUrl}`);
  };
  // Said once the first compile is over (a page asked for sooner waits for it); with errors too, which the page shows.
  void firstCompile.then(ready, ready);
  return {
    port,
    async close() {
      closed = true;
      // A server closed before its first compile ended leaves no start-up step waiting.
      firstCompileOver();
      clearTimeout(reloadTimer);
      await watcher.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await new Promise((resolve) => (devMiddleware as unknown as { close(cb: () => void): void }).close(() => resolve(undefined)));
      // Shuts down what the compiler started besides watching (the lazy compilation server).
      await new Promise((resolve) => compiler.close(() => resolve(undefined)));
      await store.close();
    },
  };
}

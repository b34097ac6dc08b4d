/**
 * `start`: the dev server. Content is loaded as in a build, the client bundle is compiled in
 * memory and served with hot updates (React Fast Refresh for components; Markdown and data
 * modules re-register their route). Pages are rendered in the browser. An error (bad MDX, bad
 * config) is printed and shown in the page; the server keeps running and recovers on the next fix.
 *
 * Routes compile on demand: the bundle starts with the shared code only, and a route's entry
 * (its Markdown compiled then too) joins it the first time its page or manifest is asked for, so
 * the first page does not wait for every page of the site.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { extname, join } from 'node:path';
import chokidar from 'chokidar';
import webpack, { type StatsCompilation } from 'webpack';
import webpackDevMiddleware from 'webpack-dev-middleware';
import webpackHotMiddleware from 'webpack-hot-middleware';
import { candidateRoutePaths, routeKey } from '../shared/route-path.ts';
import { ROUTE_MANIFEST_DIR } from '../shared/site-data.ts';
import { collectRouteAssets } from './bundler/route-assets.ts';
import { bundleErrorMessages } from './bundler/run-bundler.ts';
import { routeEntryName } from './bundler/chunk-names.ts';
import { clientConfig } from './bundler/webpack-config.ts';
import { CONFIG_FILE_NAME } from './config/load-config.ts';
import { prepareSite, type PreparedSite } from './load-site.ts';
import { MarkdownStore } from './markdown/markdown-store.ts';
import { renderHtmlPage } from './prerender/html-page.ts';
import { formatError } from './site-error.ts';
import type { SitePaths } from './site-paths.ts';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

export interface DevServer {
  close(): Promise<void>;
}

export async function startDevServer(paths: SitePaths, options: { port: number; host: string; quiet?: boolean }): Promise<DevServer> {
  const log = (message: string) => !options.quiet && console.log(message);
  const store = new MarkdownStore(join(paths.cacheDir, 'markdown'), true);
  let site: PreparedSite = await prepareSite(paths, { isProduction: false, store });
  let contentError: string | null = null;

  /** Entries of the routes asked for so far: the bundle holds these and the shared code. */
  const clientEntries = new Map<string, string>();
  const config = clientConfig({
    context: site.context,
    plugins: site.plugins,
    clientEntries,
    serverRoutesFile: site.serverRoutesFile,
    clientModulesFile: site.clientModulesFile,
    outDir: join(paths.cacheDir, 'dev-output'),
    serverOutDir: join(paths.cacheDir, 'dev-server-bundle'),
    hot: true,
  });
  const compiler = webpack(config);
  let latestStats: StatsCompilation | undefined;
  compiler.hooks.done.tap('dev-server', (stats) => {
    const json = stats.toJson({ all: false, errors: true, entrypoints: true, publicPath: true });
    latestStats = json;
    const errors = bundleErrorMessages(json);
    if (errors.length) console.error(`\n[error] ${[...new Set(errors)].join('\n\n')}\n`);
    else log(`[dev] compiled in ${((stats.endTime - stats.startTime) / 1000).toFixed(2)} s`);
  });
  const devMiddleware = webpackDevMiddleware(compiler, { publicPath: site.config.baseUrl, stats: 'none' }) as unknown as Middleware;
  const hotMiddleware = webpackHotMiddleware(compiler, { log: false, heartbeat: 2000 });

  // Content, config and sidebar edits: reload content; webpack picks up changed generated modules.
  const watchPaths = [join(paths.siteDir, CONFIG_FILE_NAME), join(paths.siteDir, 'sidebars.ts'), ...site.plugins.flatMap((p) => p.watchPaths?.() ?? [])];
  const watcher = chokidar.watch(watchPaths.filter(existsSync), { ignoreInitial: true });
  let reloadTimer: NodeJS.Timeout | undefined;
  let reloading = Promise.resolve();
  watcher.on('all', () => {
    clearTimeout(reloadTimer);
    reloadTimer = setTimeout(() => {
      reloading = reloading.then(async () => {
        try {
          site = await prepareSite(paths, { isProduction: false, store });
          for (const key of clientEntries.keys()) if (!site.clientEntries.has(key)) clientEntries.delete(key);
          contentError = null;
          compiler.watching?.invalidate();
        } catch (error) {
          contentError = formatError(error);
          console.error(`\n[error] ${contentError}\n`);
          hotMiddleware.publish({ action: 'built', name: 'content', errors: [contentError], warnings: [], hash: String(Date.now()), time: 0, modules: {} });
        }
      });
    }, 50);
  });

  const waitForBundle = () => new Promise<void>((resolve) => (devMiddleware as unknown as { waitUntilValid(cb: () => void): void }).waitUntilValid(() => resolve()));

  /** Adds a route's entry to the bundle the first time it is asked for (the rebuild is then awaited). */
  function activateRoute(key: string): void {
    const entry = site.clientEntries.get(key);
    if (!entry || clientEntries.has(key)) return;
    clientEntries.set(key, entry);
    compiler.watching?.invalidate();
  }

  const server = createServer((req, res) => {
    hotMiddleware(req, res, () =>
      devMiddleware(req, res, async () => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        await reloading;
        const manifestMatch = new RegExp(`^${site.config.baseUrl}${ROUTE_MANIFEST_DIR}/([\\w]+)\\.json$`).exec(url.pathname);
        const route = manifestMatch ? undefined : findRoute(url.pathname);
        activateRoute(manifestMatch ? manifestMatch[1] : route ? routeKey(route.permalink) : '');
        await waitForBundle();
        if (manifestMatch) return serveManifest(res, manifestMatch[1]);
        const staticFile = join(paths.staticDir, decodeURIComponent(url.pathname.slice(site.config.baseUrl.length - 1)));
        if (existsSync(staticFile) && statSync(staticFile).isFile()) return createReadStream(staticFile).pipe(res);
        if (extname(url.pathname) && !url.pathname.endsWith('.html')) {
          res.writeHead(404).end('Not found');
          return;
        }
        servePage(res, url.pathname);
      }),
    );
  });

  function serveManifest(res: ServerResponse, key: string): void {
    const route = site.routes.find((r) => routeKey(r.permalink) === key);
    if (!route || !latestStats?.entrypoints?.[routeEntryName(key)]) {
      res.writeHead(404).end();
      return;
    }
    const assets = collectRouteAssets(latestStats, [key]).routes.get(key)!;
    res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify({ path: route.permalink, ...assets }));
  }

  function findRoute(pathname: string) {
    const candidates = candidateRoutePaths(pathname);
    return site.routes.find((r) => candidates.includes(r.permalink));
  }

  function servePage(res: ServerResponse, pathname: string): void {
    const route = findRoute(pathname);
    let html: string;
    if (latestStats?.entrypoints) {
      const keys = route ? [routeKey(route.permalink)] : [];
      const assets = collectRouteAssets(latestStats, keys);
      const routeAssets = route ? assets.routes.get(keys[0])! : { js: [], css: [] };
      html = renderHtmlPage({
        boot: { site: site.siteData, route: route?.permalink ?? null },
        appHtml: '',
        head: {},
        assets: { js: [...assets.main.js, ...routeAssets.js], css: [...assets.main.css, ...routeAssets.css] },
        headTags: site.headTags,
        lang: site.config.i18n.defaultLocale,
        dir: 'ltr',
      });
    } else {
      html = `<!doctype html><title>Build error</title><pre>${(contentError ?? 'The site failed to build; see the terminal.').replace(/</g, '&lt;')}</pre>`;
    }
    res.writeHead(route ? 200 : 404, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(html);
  }

  await new Promise<void>((resolve) => server.listen(options.port, options.host, resolve));
  log(`[dev] http://${options.host}:${options.port}${site.config.baseUrl}`);
  return {
    async close() {
      clearTimeout(reloadTimer);
      await watcher.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await new Promise((resolve) => (devMiddleware as unknown as { close(cb: () => void): void }).close(() => resolve(undefined)));
      await store.close();
    },
  };
}

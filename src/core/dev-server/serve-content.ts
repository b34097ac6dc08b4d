/**
 * The end of the dev server's middleware: what the bundle does not serve. Route manifests and
 * payloads (made on request), lazy data files and content assets, the site's static files, and
 * pages: an HTML shell with the bundle's assets and the route's, which the browser renders. A
 * request that fails gets an error page, which reloads itself when what failed is fixed.
 */
import { existsSync, realpathSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join } from 'node:path';
import { escapeHtml } from '../../shared/escape-html.ts';
import { candidateRoutePaths, routeKey } from '../../shared/route-path.ts';
import { PAYLOAD_DIR } from '../../shared/route-payload.ts';
import { ROUTE_MANIFEST_DIR, type RouteManifest } from '../../shared/site-data.ts';
import { assetsOfModules, collectAppAssets } from '../bundler/route-assets.ts';
import { staticDirectoriesOf } from '../config/static-directories.ts';
import { contentTypeOf } from '../http/content-type.ts';
import { type OpenedFile, openFileWithin } from '../http/contained-file.ts';
import { sendFile } from '../http/file-response.ts';
import { requestPathname } from '../http/request-path.ts';
import { currentLocaleConfig } from '../i18n/locale-configs.ts';
import { renderHtmlPage } from '../prerender/html-page.ts';
import { formatError } from '../site-error.ts';
import type { ContentErrors } from './content-errors.ts';
import type { ContentSession, ServedPayload } from './content-session.ts';
import type { DevBundle } from './dev-bundle.ts';
import { BundleErrors, reloadWhenFixed } from './error-reports.ts';
import type { RequestHandler } from './middleware.ts';
import type { ReloadQueue } from './reload-queue.ts';

export interface ServeContentOptions {
  siteDir: string;
  session: ContentSession;
  /** Requests wait for the content of the latest reload. */
  reloads: Pick<ReloadQueue, 'contentReady'>;
  bundle: Pick<DevBundle, 'stats'>;
  /** A request's content error is shown in every page too. */
  contentErrors: Pick<ContentErrors, 'show'>;
}

/** Answers every request the bundle did not; a failure answers 500 with an error page. */
export function serveContent(options: ServeContentOptions): RequestHandler {
  // Static files and content assets are served only from inside the site folder, links resolved (as a build copies them).
  const realSiteDir = realpathSync(options.siteDir);
  const content = new ContentResponses(options, realSiteDir);
  return (request, response) =>
    void (async () => {
      try {
        await content.answer(request, response);
      } catch (error) {
        const message = formatError(error);
        // Bundle errors were printed when the bundle was built.
        if (!(error instanceof BundleErrors)) options.contentErrors.show('content', [error]);
        if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
        response.end(`<!doctype html><title>Build error</title><pre>${escapeHtml(message)}</pre>${reloadWhenFixed(error)}`);
      }
    })();
}

/** The answers themselves; each throws what should show as an error page. */
class ContentResponses {
  constructor(
    private readonly options: ServeContentOptions,
    private readonly realSiteDir: string,
  ) {}

  async answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const { session, reloads } = this.options;
    // Checked well-formed on arrival; read from the target itself, so "//x" stays a path.
    const url = new URL(`http://localhost${request.url!.startsWith('/') ? request.url : '/'}`);
    await reloads.contentReady();
    const base = session.site.config.baseUrl;
    const under = (dir: string) => (url.pathname.startsWith(`${base}${dir}/`) ? url.pathname.slice(`${base}${dir}/`.length) : undefined);

    const manifestName = under(ROUTE_MANIFEST_DIR);
    if (manifestName) return this.serveManifest(response, manifestName.replace(/\.json$/, ''));
    const payloadName = under(PAYLOAD_DIR);
    if (payloadName) {
      const found = await session.payloadOf(payloadName.replace(/\.js$/, ''));
      if (!found) return void response.writeHead(404).end();
      return void response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' }).end(found.payload.source);
    }
    const dataFile = session.lazyDataFile(url.pathname.slice(base.length));
    if (dataFile !== undefined) return void response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(dataFile);
    const contentAsset = session.contentAssetSource(url.pathname.slice(base.length));
    const contentAssetFile = contentAsset === undefined ? undefined : openFileWithin(this.realSiteDir, contentAsset);
    if (contentAssetFile)
      return sendFile(request, response, contentAssetFile, { status: 200, contentType: contentTypeOf(contentAssetFile.path), cacheControl: 'no-cache' });

    const pathname = requestPathname(request.url)!;
    const staticFile = pathname.startsWith(base) ? this.staticFile(pathname.slice(base.length)) : undefined;
    if (staticFile) return sendFile(request, response, staticFile, { status: 200, contentType: contentTypeOf(staticFile.path), cacheControl: 'no-cache' });
    if (extname(url.pathname) && !url.pathname.endsWith('.html')) return void response.writeHead(404).end('Not found');
    return this.servePage(response, url.pathname);
  }

  /**
   * A file of the site's static folders, the first holding the path (as a build copies them), its
   * real path inside the site folder or that static folder.
   */
  private staticFile(path: string): OpenedFile | undefined {
    for (const dir of staticDirectoriesOf(this.options.session.site.config, this.options.siteDir)) {
      const realDir = existsSync(dir) ? realpathSync(dir) : undefined;
      const file = realDir && (openFileWithin(this.realSiteDir, join(dir, path)) ?? openFileWithin(realDir, join(dir, path)));
      if (file) return file;
    }
    return undefined;
  }

  /** The bundle's assets of a route's modules, and its payload. */
  private async routeAssets({ plan, payload }: ServedPayload): Promise<RouteManifest> {
    const own = assetsOfModules(collectAppAssets(await this.options.bundle.stats(), plan.appModules), plan.appModules);
    return { path: plan.route.permalink, js: [...own.js, payload.url], css: own.css };
  }

  private async serveManifest(response: ServerResponse, key: string): Promise<void> {
    const found = await this.options.session.payloadOf(key);
    if (!found) return void response.writeHead(404).end();
    // Made before the status is sent: a bundle error then answers 500, not 200 with an error page as the JSON.
    const manifest = JSON.stringify(await this.routeAssets(found));
    response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(manifest);
  }

  private async servePage(response: ServerResponse, pathname: string): Promise<void> {
    const { session, bundle } = this.options;
    const key = candidateRoutePaths(pathname)
      .map(routeKey)
      .find((candidate) => session.site.plan.routesByKey.has(candidate));
    const found = key ? await session.payloadOf(key) : undefined;
    const route = found?.plan.route;
    const main = collectAppAssets(await bundle.stats(), []).main;
    const own = found ? await this.routeAssets(found) : { js: [], css: [] };
    const site = session.site;
    const html = renderHtmlPage({
      boot: { site: site.siteData, route: route?.permalink ?? null },
      appHtml: '',
      head: {},
      assets: { js: [...main.js, ...own.js], css: [...main.css, ...own.css] },
      injectedHtml: site.injectedHtml,
      lang: currentLocaleConfig(site.context.i18n).htmlLang,
      dir: currentLocaleConfig(site.context.i18n).direction,
    });
    response.writeHead(route ? 200 : 404, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(html);
  }
}

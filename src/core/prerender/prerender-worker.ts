/**
 * Worker-thread entry: loads the server bundle once, renders a batch of routes from their payload
 * files, writes each page to disk as soon as it is rendered and returns only what later steps
 * need (links, ids).
 */
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { statSync } from 'node:fs';
import { escapeRegExp } from '../../shared/escape-reg-exp.ts';
import { dirname, relative, sep } from 'node:path';
import { normalizeRoutePath } from '../../shared/route-path.ts';
import type { RoutePayload } from '../../shared/route-payload.ts';
import type { SiteData } from '../../shared/site-data.ts';
import type { InjectedHtml, PageExtractor } from '../plugin-types.ts';
import { fileInOutput } from '../contained-paths.ts';
import { fileStamp, hashContent } from '../incremental/content-hash.ts';
import { defaultExport, importModuleFile } from '../import-typescript-module.ts';
import { evaluatePayload } from './evaluate-payload.ts';
import { renderHtmlPage, type HtmlPageInput, type PageAssets } from './html-page.ts';
import { renderWithSsrTemplate, type SsrTemplateSetting } from './ssr-template.ts';
import { extractPageLinks, type PageLinks } from './page-links.ts';

export interface PrerenderJob {
  serverBundle: string;
  outDir: string;
  site: SiteData;
  lang: string;
  dir: string;
  injectedHtml: InjectedHtml;
  /** The site config's baseUrlIssueBanner: the home page checks for a wrong base URL. */
  baseUrlIssueBanner: boolean;
  /** Shared assets of every page (runtime, framework, main, global CSS). */
  mainAssets: PageAssets;
  /**
   * Each page: its route path (null: the not-found page), output file, payload script (absolute
   * path), assets beyond main, the plugin that added its route, the file it is made from (named
   * when its render fails), the social card a plugin made for it (Plugin.pageImages).
   */
  pages: Array<{
    path: string | null;
    file: string;
    payloadFile?: string;
    assets: PageAssets;
    canonicalUrl?: string;
    plugin?: string;
    sourceFile?: string;
    image?: string;
  }>;
  /** The site's folder: a failed render names the first place in the site's own code its stack passes through. */
  siteDir: string;
  /** Plugins' page extractor modules, run on each route's HTML (plugin-types.ts). */
  extractors: string[];
  /** The site's own HTML template (`ssrTemplate`), when it has one. */
  ssrTemplate?: SsrTemplateSetting;
}

export interface PrerenderedPage extends PageLinks {
  file: string;
  path: string | null;
  /** Content hash of the HTML written, so a later build can tell the file is still this page. */
  htmlHash: string;
  /** The file's size and modification time as written: a later build trusts htmlHash while they are the same. */
  fileStamp: string;
  /** Each page extractor's result, in the job's order (routes only, not the not-found page). */
  extracted?: unknown[];
}

type ServerBundle = { render(payload: RoutePayload | null, site: SiteData): Promise<{ appHtml: string; head: Record<string, unknown> }> };
const bundles = new Map<string, { stamp: number; bundle: ServerBundle }>();

/**
 * The server bundle, loaded once per version: a worker renders many batches with it, and a
 * process that builds again (the dev server, tests) gets the new bundle, chunks included.
 */
function loadServerBundle(file: string): ServerBundle {
  const stamp = statSync(file).mtimeMs;
  const loaded = bundles.get(file);
  if (loaded?.stamp === stamp) return loaded.bundle;
  // Stack traces through the bundle name the site's files and lines (renderError).
  process.setSourceMapsEnabled(true);
  const require = createRequire(import.meta.url);
  for (const cached of Object.keys(require.cache)) if (cached.startsWith(dirname(file) + sep)) delete require.cache[cached];
  const bundle = require(file) as ServerBundle;
  bundles.set(file, { stamp, bundle });
  return bundle;
}

const extractors = new Map<string, Promise<PageExtractor>>();

/**
 * A page extractor module's function, loaded once per thread: TypeScript (a site's plugin, or the
 * generator's own when it runs from its sources) through esbuild, as the site's other TypeScript.
 */
function loadExtractor(file: string): Promise<PageExtractor> {
  let loaded = extractors.get(file);
  if (!loaded) {
    loaded = importModuleFile(file).then((exports) => defaultExport(exports) as PageExtractor);
    extractors.set(file, loaded);
  }
  return loaded;
}

/**
 * What a failed render says: the route, the file it is made from, and where in the site's own
 * code it threw, when the stack passes there (the server bundle has source maps for this).
 */
function renderError(error: unknown, page: PrerenderJob['pages'][number], siteDir: string): Error {
  const err = error instanceof Error ? error : new Error(String(error));
  const inSite = new RegExp(`\\(?(${escapeRegExp(siteDir)}/(?!node_modules/|\\.cache/)[^():]+):(\\d+):(\\d+)\\)?$`, 'm');
  const frame = inSite.exec(err.stack ?? '');
  const source = page.sourceFile ? relative(siteDir, page.sourceFile) : undefined;
  let where = source;
  if (frame) {
    const [, file, line, column] = frame;
    const thrownAt = `${relative(siteDir, file)}:${line}:${column}`;
    where = !source || thrownAt.startsWith(`${source}:`) ? thrownAt : `${source}, thrown at ${thrownAt}`;
  }
  return new Error(`failed to prerender ${page.path ?? 'the not-found page'}${where ? ` (${where})` : ''}: ${err.message}`, { cause: err });
}

export default async function prerenderBatch(job: PrerenderJob): Promise<PrerenderedPage[]> {
  const bundle = loadServerBundle(job.serverBundle);
  const extract = await Promise.all(job.extractors.map(loadExtractor));
  const results: PrerenderedPage[] = [];
  for (const page of job.pages) {
    let rendered: Awaited<ReturnType<typeof bundle.render>>;
    try {
      const payload = page.payloadFile ? evaluatePayload(await readFile(page.payloadFile, 'utf8'), page.payloadFile) : null;
      rendered = await bundle.render(payload, job.site);
    } catch (error) {
      throw renderError(error, page, job.siteDir);
    }
    const pageInput: HtmlPageInput = {
      boot: { site: job.site, route: page.path },
      appHtml: rendered.appHtml,
      head: rendered.head,
      canonicalUrl: page.canonicalUrl,
      assets: { js: [...job.mainAssets.js, ...page.assets.js], css: [...job.mainAssets.css, ...page.assets.css] },
      injectedHtml: job.injectedHtml,
      lang: job.lang,
      dir: job.dir,
      isHomePage: job.baseUrlIssueBanner && page.path === normalizeRoutePath(job.site.baseUrl),
      defaultImage: page.image,
    };
    const html = job.ssrTemplate ? renderWithSsrTemplate(pageInput, job.ssrTemplate) : renderHtmlPage(pageInput);
    // page.file comes from the route's path: a last check that it cannot lead out of the output.
    const target = fileInOutput(job.outDir, page.file);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, html);
    const extracted = page.path === null ? undefined : extract.map((extractor) => extractor(html, { permalink: page.path!, plugin: page.plugin ?? '' }));
    results.push({
      file: page.file,
      path: page.path,
      htmlHash: hashContent(html),
      fileStamp: fileStamp(await stat(target)),
      ...extractPageLinks(html),
      extracted,
    });
  }
  return results;
}

/**
 * The output of a build with `future.experimental_router: 'hash'`, as Docusaurus makes it: a single
 * `index.html` that starts the app with no prerendered page (the page's path is in the URL's hash,
 * `#/docs/intro`), and the assets. Every URL in it is relative (`./assets/...`), so the site opens
 * from `file://` and from any folder of any static host. A page opened from `file://` cannot fetch
 * files, so every route's manifest (the scripts and styles it needs) is written into index.html.
 *
 * The pages are prerendered first, as in any build, so that the link check reads them; this then
 * replaces them with the entry.
 */
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PageBootData } from '../client/site-context.tsx';
import { ROUTE_MANIFEST_DIR, type RouteManifest, type SiteData } from '../shared/site-data.ts';
import { renderHtmlPage, type PageAssets } from './prerender/html-page.ts';
import type { InjectedHtml } from './plugin-types.ts';

export interface HashRouterEntryInput {
  /** The staging folder of the build. */
  outDir: string;
  site: SiteData;
  mainAssets: PageAssets;
  injectedHtml: InjectedHtml;
  lang: string;
  dir: string;
  /** The prerendered pages' HTML files (relative to outDir), removed. */
  pageFiles: string[];
  /** The incremental page record: removed, so the next build renders the pages instead of finding them gone. */
  pageRecordFile: string;
}

/** A URL under the base URL, relative to the output's root (where index.html is). */
function relativeTo(baseUrl: string, url: string): string {
  return url.startsWith(baseUrl) ? `./${url.slice(baseUrl.length)}` : url;
}

/** `src="/..."` and `href="/..."` in injected tags made relative, as Docusaurus does for the hash router. */
function relativeAttributes(html: string, baseUrl: string): string {
  return html.replace(/\b(src|href)="(\/[^"/][^"]*|\/)"/g, (_, name: string, url: string) => `${name}="${relativeTo(baseUrl, url)}"`);
}

async function embeddedManifests(outDir: string, baseUrl: string): Promise<Record<string, RouteManifest>> {
  const folder = join(outDir, ROUTE_MANIFEST_DIR);
  const files = (await readdir(folder).catch(() => [] as string[])).filter((name) => name.endsWith('.json'));
  const manifests = await Promise.all(files.map(async (name) => JSON.parse(await readFile(join(folder, name), 'utf8')) as RouteManifest));
  const relative = (urls: string[]) => urls.map((url) => relativeTo(baseUrl, url));
  return Object.fromEntries(manifests.map((m) => [m.path, { path: m.path, js: relative(m.js), css: relative(m.css) }]));
}

export async function writeHashRouterEntry(input: HashRouterEntryInput): Promise<void> {
  const { outDir, site } = input;
  const boot: PageBootData = { site, route: null, routeManifests: await embeddedManifests(outDir, site.baseUrl) };
  const relativeList = (tags: string[]) => tags.map((tag) => relativeAttributes(tag, site.baseUrl));
  const html = renderHtmlPage({
    boot,
    appHtml: '',
    head: { title: site.title },
    assets: { js: input.mainAssets.js.map((url) => relativeTo(site.baseUrl, url)), css: input.mainAssets.css.map((url) => relativeTo(site.baseUrl, url)) },
    injectedHtml: {
      head: relativeList(input.injectedHtml.head),
      preBody: relativeList(input.injectedHtml.preBody),
      postBody: relativeList(input.injectedHtml.postBody),
    },
    lang: input.lang,
    dir: input.dir,
  });
  await Promise.all([...input.pageFiles.map((file) => rm(join(outDir, file), { force: true })), rm(input.pageRecordFile, { force: true })]);
  await writeFile(join(outDir, 'index.html'), html);
}

/**
 * Page weight of the built docs pages (every HTML file under `{outDir}/docs/`):
 * - HTML: raw and gzip size per page;
 * - JS before interactive: the same-origin `<script src>` files a page's HTML lists. They are
 *   everything it loads before hydration (route chunks are listed, not fetched later), so their
 *   sum is what a reader downloads before the page responds. Third-party scripts (CDN, analytics)
 *   are counted separately, not summed;
 * - CSS: the same-origin stylesheets a page links.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { addSizes, median, sizeOf, type Size } from './stats.ts';

/** The most same-origin JS (gzip) a docs page may list before it is interactive. */
export const DOCS_PAGE_JS_BUDGET_KB = 90;

export interface PageWeight {
  docsPages: number;
  html: { median: Size; max: Size };
  js: { median: Size; max: Size; medianFiles: number; thirdPartyScripts: number };
  css: { median: Size };
  /** The docs page with the most JS (gzip), for a closer look. */
  heaviestJsPage: string;
}

interface MeasuredPage {
  file: string;
  html: Size;
  js: Size;
  jsFiles: number;
  thirdParty: number;
  css: Size;
}

const SCRIPT_SRC = /<script\b[^>]*?\bsrc="([^"]+)"[^>]*>/g;
const STYLESHEET = /<link\b(?=[^>]*\brel="stylesheet")[^>]*?\bhref="([^"]+)"[^>]*>/g;
const isSameOrigin = (url: string) => url.startsWith('/') && !url.startsWith('//');

async function htmlFilesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => join(e.parentPath, e.name));
}

export async function measurePageWeight(outDir: string, docsRoute = '/docs'): Promise<PageWeight> {
  const assetSizes = new Map<string, Promise<Size>>();
  const assetSize = (url: string) => {
    let size = assetSizes.get(url);
    if (!size) {
      size = readFile(join(outDir, decodeURIComponent(url.split(/[?#]/)[0]))).then(sizeOf);
      assetSizes.set(url, size);
    }
    return size;
  };

  const files = await htmlFilesUnder(join(outDir, docsRoute));
  const pages: MeasuredPage[] = [];
  for (const file of files) {
    const html = await readFile(file, 'utf8');
    const scripts = [...html.matchAll(SCRIPT_SRC)].map((m) => m[1]);
    const styles = [...html.matchAll(STYLESHEET)].map((m) => m[1]).filter(isSameOrigin);
    const ownScripts = scripts.filter(isSameOrigin);
    pages.push({
      file,
      html: sizeOf(html),
      js: addSizes(await Promise.all(ownScripts.map(assetSize))),
      jsFiles: ownScripts.length,
      thirdParty: scripts.length - ownScripts.length,
      css: addSizes(await Promise.all(styles.map(assetSize))),
    });
  }
  if (pages.length === 0) throw new Error(`no HTML pages under ${join(outDir, docsRoute)}`);

  const medianSize = (pick: (p: MeasuredPage) => Size): Size => ({ raw: median(pages.map((p) => pick(p).raw)), gzip: median(pages.map((p) => pick(p).gzip)) });
  const maxBy = (pick: (p: MeasuredPage) => Size) => pages.reduce((best, p) => (pick(p).gzip > pick(best).gzip ? p : best));
  const heaviest = maxBy((p) => p.js);
  return {
    docsPages: pages.length,
    html: { median: medianSize((p) => p.html), max: maxBy((p) => p.html).html },
    js: {
      median: medianSize((p) => p.js),
      max: heaviest.js,
      medianFiles: median(pages.map((p) => p.jsFiles)),
      thirdPartyScripts: Math.max(...pages.map((p) => p.thirdParty)),
    },
    css: { median: medianSize((p) => p.css) },
    heaviestJsPage: heaviest.file.slice(outDir.length),
  };
}

/**
 * Which pages the look bench screenshots. By default one of each kind a Docusaurus classic site
 * has, found in Docusaurus's own output (the reference) by the class names its theme puts on
 * `<html>` (`ThemeClassNames.page.*`, the docs plugin's `docs-doc-id-*`) and the generated index's
 * CSS module class:
 *   home        the site root (the base URL)
 *   docs        a doc, the shallowest route first (`/docs/intro`; of a versioned site, the
 *               version served at `/docs`, not `/docs/next/...` or `/docs/1.0/...`)
 *   category    a category's generated index (`/docs/category/...`), the same way
 *   blog list   the blog's first list page (the shortest route: `/blog`)
 *   blog post   the first post, by route
 * `--look-pages /a,/b` names the pages instead.
 */
import { readFileSync } from 'node:fs';
import { pagesOf } from './compare-outputs.ts';

export const PAGE_KINDS = ['home', 'docs', 'category', 'blog list', 'blog post'] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

export interface LookPage {
  /** A kind, or the path itself for pages named with --look-pages. */
  name: PageKind | string;
  /** The URL path, base URL included. */
  path: string;
}

/** What the picking needs of one HTML page: its route, the classes of `<html>`, and its markup. */
export interface PageMarkup {
  route: string;
  html: string;
}

const htmlClasses = (html: string): string[] => (/<html[^>]*\bclass=["']?([^"'>]*)/i.exec(html)?.[1] ?? '').split(/\s+/).filter(Boolean);

/** The kind of a page of a Docusaurus classic site's output, if it is one the bench compares. */
export function pageKindOf(page: PageMarkup, baseUrl: string): PageKind | undefined {
  if (page.route === withoutTrailingSlash(baseUrl)) return 'home';
  const classes = htmlClasses(page.html);
  if (classes.includes('blog-list-page')) return 'blog list';
  if (classes.includes('blog-post-page')) return 'blog post';
  if (!classes.includes('docs-doc-page')) return undefined;
  if (classes.some((name) => name.startsWith('docs-doc-id-'))) return 'docs';
  // The generated index's wrapper: `styles.generatedIndexPage`, a CSS module class (`generatedIndexPage_ak01`).
  return /class=["']?[^"'>]*\bgeneratedIndexPage_/.test(page.html) ? 'category' : undefined;
}

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path);
const depth = (route: string) => route.split('/').length;

/** Orders candidates of one kind: shallower routes first (blog posts: by route only), then by route. */
function preference(kind: PageKind, page: PageMarkup): [number, string] {
  return [kind === 'blog post' ? 0 : depth(page.route), page.route];
}

const compare = (a: [number, string], b: [number, string]) => a[0] - b[0] || (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0);

/** One page of each kind among `pages` (a kind the site lacks is left out), in PAGE_KINDS order. */
export function pickPages(pages: PageMarkup[], baseUrl: string): LookPage[] {
  const picked: LookPage[] = [];
  for (const kind of PAGE_KINDS) {
    const candidates = pages.filter((page) => pageKindOf(page, baseUrl) === kind);
    candidates.sort((a, b) => compare(preference(kind, a), preference(kind, b)));
    if (candidates[0]) picked.push({ name: kind, path: candidates[0].route });
  }
  return picked;
}

/** `--look-pages /a,/b`: each path as given, with a leading slash. */
export function namedPages(list: string): LookPage[] {
  return list
    .split(',')
    .map((path) => path.trim())
    .filter(Boolean)
    .map((path) => (path.startsWith('/') ? path : `/${path}`))
    .map((path) => ({ name: path, path }));
}

/** The pages of a built output folder (Docusaurus's), read for picking. */
export function pickPagesFromOutput(outDir: string, baseUrl: string): LookPage[] {
  const base = withoutTrailingSlash(baseUrl);
  const pages = [...pagesOf(outDir)].map(([route, file]) => ({
    route: base === '/' ? route : withoutTrailingSlash(`${base}${route}`),
    html: readFileSync(file, 'utf8'),
  }));
  return pickPages(pages, baseUrl);
}

/**
 * The broken-link check, on the emitted HTML: every internal link (root-relative or relative)
 * must point at a route, a static file or an output file, and its #anchor at an element id of
 * the target page. Absolute URLs are left alone, as Docusaurus does.
 */
import { readFileSync } from 'node:fs';
import { candidateRoutePaths } from '../shared/route-path.ts';
import { displayPath } from './site-error.ts';

export interface CheckedPage {
  /** Route path (with base URL), or null for the not-found page. */
  path: string | null;
  links: string[];
  ids: string[];
  /** The file the page is made from (a Markdown file, a page component): broken links name it, and their line in it. */
  sourceFile?: string;
}

/** The first line of a source file that holds a link as written, if it is written so there (not made by a component). */
function lineOf(text: string, href: string): number | undefined {
  const index = text.indexOf(href);
  return index < 0 ? undefined : text.slice(0, index).split('\n').length;
}

/** "/docs/a (docs/a.md) links to: /x (line 3), /y" */
function describeBrokenLinks(page: CheckedPage, broken: Iterable<{ href: string; problem: string }>): string {
  let text: string | undefined;
  if (page.sourceFile) {
    try {
      text = readFileSync(page.sourceFile, 'utf8');
    } catch {
      text = undefined;
    }
  }
  const links = [...broken].map(({ href, problem }) => {
    const line = text === undefined ? undefined : lineOf(text, href);
    return line ? `${problem} (line ${line})` : problem;
  });
  return `${page.path}${page.sourceFile ? ` (${displayPath(page.sourceFile)})` : ''} links to: ${links.join(', ')}`;
}

/**
 * @param pages rendered pages with their links and ids
 * @param outputFiles every file in the output folder, as URL paths ("/img/a.png")
 */
export function findBrokenLinks(pages: CheckedPage[], outputFiles: Set<string>, siteUrl: string): string[] {
  const origin = new URL(siteUrl).origin;
  const idsByPath = new Map(pages.filter((p) => p.path !== null).map((p) => [p.path!, new Set(p.ids)]));

  /** What is wrong with a link from a page (undefined: nothing). */
  function problemOf(href: string, pagePath: string): string | undefined {
    let url: URL;
    try {
      url = new URL(href, origin + pagePath);
    } catch {
      return href;
    }
    if (url.origin !== origin) return undefined;
    const target = candidateRoutePaths(url.pathname).find((p) => idsByPath.has(p));
    if (target) {
      const anchor = decodeURIComponent(url.hash.slice(1));
      return anchor && !idsByPath.get(target)!.has(anchor) ? `${href} (no element with id "${anchor}")` : undefined;
    }
    const file = decodeURIComponent(url.pathname);
    return outputFiles.has(file) || outputFiles.has(file.replace(/\/?$/, '/index.html')) ? undefined : href;
  }

  // Pages share most links (sidebars, navbar, footer): each is checked once, a relative one once per page.
  const verdicts = new Map<string, string | undefined>();
  const problems: string[] = [];
  for (const page of pages) {
    if (page.path === null) continue;
    const broken = new Map<string, { href: string; problem: string }>();
    for (const href of page.links) {
      // Absolute URLs point outside this build (even on the same domain, e.g. another app): not checked.
      if (!href || /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(href)) continue;
      const key = href.startsWith('/') ? href : `${page.path}\0${href}`;
      if (!verdicts.has(key)) verdicts.set(key, problemOf(href, page.path));
      const problem = verdicts.get(key);
      if (problem && !broken.has(problem)) broken.set(problem, { href, problem });
    }
    if (broken.size) problems.push(describeBrokenLinks(page, broken.values()));
  }
  return problems;
}

/**
 * The broken-link check, on the emitted HTML: every internal link (root-relative or relative)
 * must point at a route, a static file or an output file, and its #anchor at an element id of
 * the target page. Absolute URLs are left alone, as Docusaurus does. Missing anchors are told
 * apart from missing pages: Docusaurus reports them by their own setting (`onBrokenAnchors`, a
 * warning by default), as real sites keep a few.
 */
import { readFileSync } from 'node:fs';
import { candidateRoutePaths } from '../shared/route-path.ts';
import type { Problem } from './build-report.ts';
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

/**
 * A page's broken links of one kind, grouped under the page as Docusaurus groups them ("on /docs/a"),
 * each named by the file and line it is written at when the page's source holds it:
 * "docs/a.md:3: /x", "docs/a.md: /y" (made by a component), "/z" (a page without a source file).
 */
function describeBrokenLinks(page: CheckedPage, broken: Iterable<{ href: string; problem: string }>): Problem {
  let text: string | undefined;
  if (page.sourceFile) {
    try {
      text = readFileSync(page.sourceFile, 'utf8');
    } catch {
      text = undefined;
    }
  }
  const file = page.sourceFile && displayPath(page.sourceFile);
  const entries = [...broken].map(({ href, problem }) => {
    const line = text === undefined ? undefined : lineOf(text, href);
    return file ? `${file}${line ? `:${line}` : ''}: ${problem}` : problem;
  });
  return { heading: `on ${page.path}`, entries };
}

/** The pages' problems, one group per page: links to nothing, and links to a page without their #anchor. */
export interface BrokenLinks {
  links: Problem[];
  anchors: Problem[];
}

type LinkProblem = { kind: keyof BrokenLinks; text: string };

/**
 * @param pages rendered pages with their links and ids
 * @param outputFiles every file in the output folder, as URL paths ("/img/a.png")
 * @param pageUrl a route path as the page is served (the site's `trailingSlash`): relative links resolve against it, as in the browser
 */
export function findBrokenLinks(
  pages: CheckedPage[],
  outputFiles: Set<string>,
  siteUrl: string,
  pageUrl: (path: string) => string = (path) => path,
): BrokenLinks {
  const origin = new URL(siteUrl).origin;
  const idsByPath = new Map(pages.filter((p) => p.path !== null).map((p) => [p.path!, new Set(p.ids)]));

  /** What is wrong with a link from a page (undefined: nothing). */
  function problemOf(href: string, pagePath: string): LinkProblem | undefined {
    let url: URL;
    try {
      url = new URL(href, origin + pageUrl(pagePath));
    } catch {
      return { kind: 'links', text: href };
    }
    if (url.origin !== origin) return undefined;
    const target = candidateRoutePaths(url.pathname).find((p) => idsByPath.has(p));
    if (target) {
      const anchor = decodeURIComponent(url.hash.slice(1));
      return anchor && !idsByPath.get(target)!.has(anchor) ? { kind: 'anchors', text: `${href} (no element with id "${anchor}")` } : undefined;
    }
    // As a static host (and `serve`) finds it: the file, "{path}.html" (trailingSlash: false), "{path}/index.html".
    const file = decodeURIComponent(url.pathname);
    const found = [file, file.replace(/\/$/, '') + '.html', file.replace(/\/?$/, '/index.html')].some((candidate) => outputFiles.has(candidate));
    return found ? undefined : { kind: 'links', text: href };
  }

  // Pages share most links (sidebars, navbar, footer): each is checked once, a relative one once per page.
  const verdicts = new Map<string, LinkProblem | undefined>();
  const problems: BrokenLinks = { links: [], anchors: [] };
  for (const page of pages) {
    if (page.path === null) continue;
    const broken = { links: new Map<string, { href: string; problem: string }>(), anchors: new Map<string, { href: string; problem: string }>() };
    for (const href of page.links) {
      // Absolute URLs point outside this build (even on the same domain, e.g. another app): not checked.
      if (!href || /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(href)) continue;
      const key = href.startsWith('/') ? href : `${page.path}\0${href}`;
      if (!verdicts.has(key)) verdicts.set(key, problemOf(href, page.path));
      const problem = verdicts.get(key);
      if (problem && !broken[problem.kind].has(problem.text)) broken[problem.kind].set(problem.text, { href, problem: problem.text });
    }
    for (const kind of ['links', 'anchors'] as const) if (broken[kind].size) problems[kind].push(describeBrokenLinks(page, broken[kind].values()));
  }
  return problems;
}

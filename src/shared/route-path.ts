/**
 * Route paths as the site and the browser see them. One normal form everywhere:
 * a leading slash, no trailing slash (except the root "/"), no "index.html" / ".html" ending.
 */
import { hashLanes } from './string-hash.ts';

/** Removes a trailing slash (keeps "/"), collapses repeated slashes. */
export function normalizeRoutePath(path: string): string {
  const collapsed = ('/' + path).replace(/\/{2,}/g, '/');
  return collapsed.length > 1 ? collapsed.replace(/\/+$/, '') || '/' : '/';
}

/** "/a/index.html" -> "/a", "/a.html" -> "/a", others unchanged (then normalised). */
export function stripHtmlEnding(path: string): string {
  return normalizeRoutePath(path.replace(/\/index\.html$/, '/').replace(/\.html$/, ''));
}

/**
 * The paths to try, in order, for a location pathname: the exact path first (so a route that
 * really ends in ".html" still wins), then the path with its ".html" / "index.html" ending removed.
 */
export function candidateRoutePaths(pathname: string): string[] {
  const exact = normalizeRoutePath(safeDecode(pathname));
  const stripped = stripHtmlEnding(exact);
  return stripped === exact ? [exact] : [exact, stripped];
}

function safeDecode(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

/** Joins the configured base URL ("/" or "/sub/") with a site-relative path. */
export function withBaseUrl(baseUrl: string, path: string): string {
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(path) || path.startsWith('#')) return path;
  return normalizeRoutePath(baseUrl.replace(/\/$/, '') + '/' + path.replace(/^\//, ''));
}

/**
 * A route path's key: names the route's manifest file, so the client can find any route's code
 * without a route table in the bundle.
 */
export function routeKey(path: string): string {
  return stableHash(path);
}

/** A short, stable, isomorphic hash of a string (53 bits, base 36). */
export function stableHash(text: string): string {
  const { low, high } = hashLanes(text, 0xdeadbeef ^ 0x5f3759df, 0x41c6ce57 ^ 0x5f3759df);
  return (4294967296 * (2097151 & high) + low).toString(36);
}

/** Docusaurus's `trailingSlash`: true adds one to every page URL, false removes it, undefined leaves URLs as written. */
export type TrailingSlash = boolean | undefined;

/**
 * A site path (with its base URL, maybe a ?query and #hash) in the site's `trailingSlash` form, as
 * Docusaurus writes links, route paths, the sitemap and canonical URLs. The root and the base URL
 * itself always end with "/"; a "#hash" alone is kept.
 */
export function applyTrailingSlash(url: string, trailingSlash: TrailingSlash, baseUrl: string): string {
  if (trailingSlash === undefined || url.startsWith('#')) return url;
  const pathname = url.split(/[?#]/)[0];
  if (pathname === '/' || pathname === baseUrl || pathname === '') return url;
  const withSlash = trailingSlash ? pathname.replace(/\/?$/, '/') : pathname.replace(/\/+$/, '');
  return withSlash + url.slice(pathname.length);
}

/**
 * Why no page can be written for a route path, or undefined when one can: a "." or ".." segment
 * (also percent-encoded: servers and browsers decode it), a backslash (a separator on Windows) or
 * a NUL. Such a path leads the file written for it out of its folder, and browsers resolve the dots
 * away, so it never was a page anyone could reach by it (Docusaurus refuses such slugs too).
 * src/core/contained-paths.ts names the content that gave one.
 */
export function routePathProblem(path: string): string | undefined {
  // Nearly every route path has none of these characters: one test, and done.
  if (!/[.%\\\0]/.test(path)) return undefined;
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A stray "%": the path as written is what would be written to disk.
  }
  if (decoded.includes('\0')) return 'a route path may not contain a NUL character';
  if (decoded.includes('\\')) return 'a route path may not contain a backslash';
  if (decoded.split('/').some((segment) => segment === '.' || segment === '..')) return 'a route path may not contain "." or ".." segments';
  return undefined;
}

/**
 * Where a route's prerendered HTML goes inside the output folder: "/docs/a" -> "docs/a/index.html",
 * or "docs/a.html" when `trailingSlash` is false (as Docusaurus writes it). The root is "index.html".
 * A path that would lead out of the output folder (routePathProblem) is an error, whoever asks.
 */
export function htmlFileForRoute(path: string, trailingSlash?: TrailingSlash): string {
  const problem = routePathProblem(path);
  if (problem) throw new Error(`no page is written for the route path "${path}": ${problem}`);
  const clean = normalizeRoutePath(path);
  if (clean === '/') return 'index.html';
  return trailingSlash === false ? `${clean.slice(1)}.html` : `${clean.slice(1)}/index.html`;
}

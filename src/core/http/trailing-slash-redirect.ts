/**
 * How `serve` treats the other form of a page's URL, as a static host configured for the site's
 * `trailingSlash` does (Docusaurus's `serve` passes it to its static handler the same way):
 * - true: "/a", served from "a/index.html", redirects to "/a/";
 * - false: "/a/", served from "a.html", redirects to "/a";
 * - unset: both forms are served as they are, without a redirect.
 */
import { sep } from 'node:path';
import type { TrailingSlash } from '../../shared/route-path.ts';

/**
 * @param pathname the decoded request path
 * @param servedFile the output file that path was found at
 * @returns the path to redirect to, or undefined to serve the file
 */
export function trailingSlashRedirect(pathname: string, servedFile: string, trailingSlash: TrailingSlash): string | undefined {
  const isFolderIndex = servedFile.endsWith(`${sep}index.html`) && !pathname.endsWith('index.html');
  if (trailingSlash === true && !pathname.endsWith('/') && isFolderIndex) return `${pathname}/`;
  if (trailingSlash === false && pathname !== '/' && pathname.endsWith('/') && servedFile.endsWith('.html') && !isFolderIndex)
    return pathname.replace(/\/+$/, '');
  return undefined;
}

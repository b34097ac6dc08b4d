/**
 * Paths that content gives (front matter slugs and permalinks, category links, tags and authors
 * maps, the files Markdown links to), checked in one place so that none leads the build out of
 * the site or out of the output:
 *
 * - a route path may have no "." or ".." segment, backslash or NUL (routePathProblem): a page
 *   written for it would land outside the output folder, anywhere the build user may write;
 * - a file a page links to or shows is published only when its real path (symbolic links
 *   followed) lies in the site folder, a static folder or the content folder of the page, and no
 *   folder or file below that root is hidden (`.git`, `.env`, `.npmrc`, `.ssh`, `.cache`), so no
 *   link can publish a checkout's credentials. A static folder is the exception to the last rule:
 *   it is published whole, hidden files included (`static/.well-known/`), so linking to one of
 *   its files publishes nothing new;
 * - every file written for a route lies inside the output folder (a backstop behind the above).
 *
 * Each error names the file, the line and the value as written, for the writer to fix it.
 */
import { realpathSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import { routePathProblem } from '../shared/route-path.ts';
import { isInside } from './http/contained-file.ts';
import { displayPath, SiteError } from './site-error.ts';

export { routePathProblem };

/** A value as content gave it, and where: what an error about it names. */
export interface ContentValue {
  file: string;
  /** The line of the key, found only when there is an error to report. */
  line?: () => number | undefined;
  /** The key as written ("slug", "permalink"). */
  key: string;
  value: string;
}

/** Returns `routePath` when a page may be written for it; otherwise a SiteError naming the value that made it. */
export function checkContentRoutePath(routePath: string, given: ContentValue): string {
  const problem = routePathProblem(routePath);
  if (problem) throw new SiteError(`${given.key} "${given.value}" leads outside the site: ${problem}`, given.file, given.line?.());
  return routePath;
}

/** Every route a plugin adds passes here (plugin-host.ts), whatever made its path. */
export function checkPluginRoutePath(path: string, plugin: string, sourceFile: string | undefined, siteConfigPath: string): void {
  const problem = routePathProblem(path);
  if (problem) throw new SiteError(`plugin "${plugin}" added the route "${path}": ${problem}`, sourceFile ?? siteConfigPath);
}

/** The absolute path of a file the build writes (`file`, relative to the output folder); an error when it would lie outside that folder. */
export function fileInOutput(outDir: string, file: string): string {
  const root = resolve(outDir);
  const target = resolve(root, file);
  if (target === root || !isInside(root, target)) throw new Error(`"${file}" lies outside the output folder ${displayPath(root)}: nothing is written there`);
  return target;
}

/** A folder content assets may come from, by its real path. */
export interface AssetRoot {
  realPath: string;
  /** A static folder: copied to the output whole, hidden files included, so they may be linked. */
  publishedWhole: boolean;
}

/** The folders content assets may come from (those that exist), deepest first. */
export function realAssetRoots(folders: readonly { folder: string; publishedWhole: boolean }[]): AssetRoot[] {
  const roots = new Map<string, AssetRoot>();
  for (const { folder, publishedWhole } of folders) {
    let realPath: string;
    try {
      realPath = realpathSync.native(folder);
    } catch {
      continue; // A folder that does not exist (no static/): nothing comes from it.
    }
    roots.set(realPath, { realPath, publishedWhole: publishedWhole || roots.get(realPath)?.publishedWhole === true });
  }
  // Deepest first: a file is judged from the nearest root holding it.
  return [...roots.values()].sort((a, b) => b.realPath.length - a.realPath.length);
}

/** What is asked of a content asset: the file found for it, and the link that named it. */
export interface ContentAssetLink {
  /** The file found for the link (existing). */
  file: string;
  /** The Markdown file, and the line of the link. */
  markdownFile: string;
  line?: number;
  /** "image" or "file", and the link as written. */
  kind: string;
  written: string;
}

/**
 * Returns the file when it may be published: its real path inside one of `roots`
 * (realAssetRoots), with no hidden file or folder below that root unless it is a static folder. Otherwise a SiteError naming
 * the Markdown file, the line, the link as written and why; nothing is copied or linked.
 */
export function checkContentAsset(link: ContentAssetLink, roots: readonly AssetRoot[]): string {
  const real = realpathSync.native(link.file);
  const root = roots.find((candidate) => isInside(candidate.realPath, real));
  const fail = (why: string) => new SiteError(`${link.kind} "${link.written}" ${why}`, link.markdownFile, link.line);
  if (root === undefined) {
    const through = real === resolve(link.file) ? '' : ` (a symbolic link to ${displayPath(real)})`;
    throw fail(`lies outside the site folder${through}: only files of the site, its static folders and its content folders are published`);
  }
  if (root.publishedWhole) return link.file;
  const hidden = relative(root.realPath, real)
    .split(sep)
    .find((segment) => segment.startsWith('.'));
  if (hidden !== undefined) throw fail(`is hidden ("${hidden}" starts with a dot): hidden files and folders are never published`);
  return link.file;
}

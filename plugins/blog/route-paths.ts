/** Where the blog's pages live, relative to the site (no base URL): /blog, /blog/tags, /blog/archive. */
import { normalizeRoutePath } from '../../src/shared/route-path.ts';

export interface BlogRoutePaths {
  /** The latest-posts list, and the prefix of every blog route. */
  base: string;
  tags: string;
  archive: string;
  /** A path under the blog's base ("x" -> "/blog/x"). */
  under(path: string): string;
}

export function blogRoutePaths(routeBasePath: string): BlogRoutePaths {
  const base = normalizeRoutePath(routeBasePath);
  const under = (path: string) => normalizeRoutePath(`${base}/${path}`);
  return { base, tags: under('tags'), archive: under('archive'), under };
}

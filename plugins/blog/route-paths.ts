/** Where the blog's pages live, relative to the site (no base URL): /blog, /blog/tags, /blog/archive, /blog/authors. */
import { normalizeRoutePath } from '../../src/core/index.ts';

export interface BlogRoutePaths {
  /** The latest-posts list, and the prefix of every blog route. */
  base: string;
  tags: string;
  /** Undefined when the blog has no archive page (archiveBasePath: null). */
  archive: string | undefined;
  authors: string;
  /** A path under the blog's base ("x" -> "/blog/x"). */
  under(path: string): string;
}

export function blogRoutePaths(
  routeBasePath: string,
  tagsBasePath = 'tags',
  archiveBasePath: string | null = 'archive',
  authorsBasePath = 'authors',
): BlogRoutePaths {
  const base = normalizeRoutePath(routeBasePath);
  const under = (path: string) => normalizeRoutePath(`${base}/${path}`);
  return { base, tags: under(tagsBasePath), archive: archiveBasePath === null ? undefined : under(archiveBasePath), authors: under(authorsBasePath), under };
}

/**
 * Where the blog's pages live, relative to the site (no base URL): /blog, /blog/tags, /blog/archive,
 * /blog/authors. A path content gives (a post's slug, a tag's or author's permalink) that leads
 * outside the site is an error naming where it was written.
 */
import { checkContentRoutePath, normalizeRoutePath, type ContentValue } from '../../src/core/index.ts';

export interface BlogRoutePaths {
  /** The latest-posts list, and the prefix of every blog route. */
  base: string;
  tags: string;
  /** Undefined when the blog has no archive page (archiveBasePath: null). */
  archive: string | undefined;
  authors: string;
  /** A path under the blog's base ("x" -> "/blog/x"); `given`: where content wrote it, checked. */
  under(path: string, given?: Omit<ContentValue, 'value'>): string;
}

export function blogRoutePaths(
  routeBasePath: string,
  tagsBasePath = 'tags',
  archiveBasePath: string | null = 'archive',
  authorsBasePath = 'authors',
): BlogRoutePaths {
  const base = normalizeRoutePath(routeBasePath);
  const under = (path: string, given?: Omit<ContentValue, 'value'>) => {
    const routePath = normalizeRoutePath(`${base}/${path}`);
    return given ? checkContentRoutePath(routePath, { ...given, value: path }) : routePath;
  };
  return { base, tags: under(tagsBasePath), archive: archiveBasePath === null ? undefined : under(archiveBasePath), authors: under(authorsBasePath), under };
}

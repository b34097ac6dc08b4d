/**
 * Splits a list of posts into pages: page 1 at the base path, page n at `{base}/page/{n}` (`page`
 * is the blog's `pageBasePath`). An empty list still has one (empty) page, so the base path always
 * exists: Docusaurus 3.10 also emits `/blog` for a blog without posts (only its feeds, tags and
 * archive are left out).
 */

export interface Page<T> {
  /** 1-based. */
  page: number;
  totalPages: number;
  totalItems: number;
  path: string;
  newerPath?: string;
  olderPath?: string;
  items: T[];
}

export function pagePath(basePath: string, page: number, pageBasePath = 'page'): string {
  if (page === 1) return basePath;
  const segments = [basePath === '/' ? '' : basePath, pageBasePath.replace(/^\/+|\/+$/g, ''), String(page)];
  return segments.filter((segment, index) => index === 0 || segment !== '').join('/');
}

export function paginate<T>(items: T[], perPage: number, basePath: string, pageBasePath = 'page'): Page<T>[] {
  const totalPages = Math.max(1, Math.ceil(items.length / perPage));
  return Array.from({ length: totalPages }, (_, index) => {
    const page = index + 1;
    return {
      page,
      totalPages,
      totalItems: items.length,
      path: pagePath(basePath, page, pageBasePath),
      newerPath: page > 1 ? pagePath(basePath, page - 1, pageBasePath) : undefined,
      olderPath: page < totalPages ? pagePath(basePath, page + 1, pageBasePath) : undefined,
      items: items.slice(index * perPage, page * perPage),
    };
  });
}

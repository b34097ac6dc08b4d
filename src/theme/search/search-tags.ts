/**
 * Contextual search: which facet tags a query covers from where the reader is. In an older docs
 * version, that version's docs; anywhere else, the current docs and the blog. The first tag is the
 * reader's own docs version, which ranking puts first (rank-hits.ts).
 */
import { BLOG_TAG, CURRENT_DOCS_TAG, docsVersionTag } from '../../shared/search-facets';
import type { DocsVersionSummary } from '@generator/plugins/docs/contract';

export type VersionPlace = Pick<DocsVersionSummary, 'name' | 'path' | 'isLast'>;

/** A version of the API reference: where its pages are (with the base URL) and its facet. */
export interface ApiVersionPlace {
  path: string;
  searchTag: string;
}

const isUnder = (pathname: string, path: string) => pathname === path || pathname.startsWith(path.replace(/\/$/, '') + '/');

/**
 * The facets a query covers from `pathname`. The API reference's versions (from its plugin's
 * global data; the first is the current one) add their own: in a reference version, that version
 * first; elsewhere the current reference after the docs and the blog.
 */
export function searchTagsForPath(pathname: string, versions: readonly VersionPlace[], apiVersions: readonly ApiVersionPlace[] = []): string[] {
  const inOlderVersion = versions
    .filter((v) => !v.isLast)
    .sort((a, b) => b.path.length - a.path.length)
    .find((v) => isUnder(pathname, v.path));
  if (inOlderVersion) return [docsVersionTag(inOlderVersion.name)];
  const inApiVersion = [...apiVersions].sort((a, b) => b.path.length - a.path.length).find((v) => isUnder(pathname, v.path));
  if (inApiVersion) return [inApiVersion.searchTag, CURRENT_DOCS_TAG, BLOG_TAG];
  return [CURRENT_DOCS_TAG, BLOG_TAG, ...apiVersions.slice(0, 1).map((v) => v.searchTag)];
}

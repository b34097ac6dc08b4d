/**
 * Contextual search: which facet tags a query covers from where the reader is. In an older docs
 * version, that version's docs; anywhere else, the current docs and the blog. The first tag is the
 * reader's own docs version, which ranking puts first (rank-hits.ts).
 */
import { BLOG_TAG, CURRENT_DOCS_TAG, docsVersionTag } from '../../shared/search-facets';
import type { DocsVersionSummary } from '../../../plugins/docs/docs-client-data';

export type VersionPlace = Pick<DocsVersionSummary, 'name' | 'path' | 'isLast'>;

export function searchTagsForPath(pathname: string, versions: readonly VersionPlace[]): string[] {
  const inOlderVersion = versions
    .filter((v) => !v.isLast)
    .sort((a, b) => b.path.length - a.path.length)
    .find((v) => pathname === v.path || pathname.startsWith(v.path + '/'));
  return inOlderVersion ? [docsVersionTag(inOlderVersion.name)] : [CURRENT_DOCS_TAG, BLOG_TAG];
}

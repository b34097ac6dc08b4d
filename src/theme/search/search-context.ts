/**
 * Contextual search: which facet tags a query covers from where the reader is. In the v4 docs,
 * the v4 docs; anywhere else, the current docs and the blog.
 */
import { useLocation } from '@generator/client/router';
import { usePluginData, useSiteData } from '@generator/client/site-context';
import { BLOG_TAG, CURRENT_DOCS_TAG, docsVersionTag } from '../../shared/search-index-format';
import type { DocsGlobalData, DocsVersionSummary } from '../../../plugins/docs/docs-client-data';
import type { SearchGlobalData } from '../../../plugins/search/index';

export function searchTagsForPath(pathname: string, versions: Array<Pick<DocsVersionSummary, 'name' | 'path' | 'isLast'>>): string[] {
  const inOlderVersion = versions
    .filter((v) => !v.isLast)
    .sort((a, b) => b.path.length - a.path.length)
    .find((v) => pathname === v.path || pathname.startsWith(v.path + '/'));
  return inOlderVersion ? [docsVersionTag(inOlderVersion.name)] : [CURRENT_DOCS_TAG, BLOG_TAG];
}

export function useSearchContext(): { tags: string[]; searchPagePath: string; baseUrl: string } {
  const { pathname } = useLocation();
  const { baseUrl } = useSiteData();
  const docs = usePluginData<DocsGlobalData>('docs');
  const search = usePluginData<SearchGlobalData>('search');
  return { tags: searchTagsForPath(pathname, docs?.versions ?? []), searchPagePath: search?.searchPagePath ?? '/search', baseUrl };
}

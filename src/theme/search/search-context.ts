/** The search context of the page the reader is on (search-tags.ts), and where the search page is. */
import { useLocation } from '@generator/client/router';
import { usePluginData, useSiteData } from '@generator/client/site-context';
import { DOCS_PLUGIN_NAME, type DocsGlobalData } from '../../../plugins/docs/docs-client-data';
import type { SearchGlobalData } from '../../../plugins/search/index';
import { searchTagsForPath } from './search-tags';

/** The search page with `query` filled in (it reads the "q" parameter). */
export function searchPageUrl(searchPagePath: string, query: string): string {
  return `${searchPagePath}?q=${encodeURIComponent(query)}`;
}

export function useSearchContext(): { tags: string[]; searchPagePath: string; baseUrl: string } {
  const { pathname } = useLocation();
  const { baseUrl } = useSiteData();
  const docs = usePluginData<DocsGlobalData>(DOCS_PLUGIN_NAME);
  const search = usePluginData<SearchGlobalData>('search');
  return { tags: searchTagsForPath(pathname, docs?.versions ?? []), searchPagePath: search?.searchPagePath ?? '/search', baseUrl };
}

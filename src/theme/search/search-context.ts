/** The search context of the page the reader is on (search-tags.ts), and where the search page is. */
import { useLocation } from '@generator/client/router';
import { usePluginData, useSiteData } from '@generator/client/site-context';
import { DOCS_PLUGIN_NAME, type DocsGlobalData } from '@generator/plugins/docs/contract';
import type { ApiReferenceGlobalData } from '@generator/plugins/api-reference/contract';
import { searchTagsForPath } from './search-tags';
import { useSearchPagePath } from './search-page-url';

export function useSearchContext(): { tags: string[]; searchPagePath: string; baseUrl: string } {
  const { pathname } = useLocation();
  const { baseUrl } = useSiteData();
  const docs = usePluginData<DocsGlobalData>(DOCS_PLUGIN_NAME);
  const api = usePluginData<ApiReferenceGlobalData>('api-reference');
  return { tags: searchTagsForPath(pathname, docs?.versions ?? [], api?.versions ?? []), searchPagePath: useSearchPagePath() ?? '/search', baseUrl };
}

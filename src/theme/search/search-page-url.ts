/** Where the search page is (the search plugin's searchPagePath) and its address with a query filled in. */
import { usePluginData } from '@generator/client/site-context';
import type { SearchGlobalData } from '@generator/plugins/search/contract';

/** The search page's path, or undefined when the site has no search plugin. */
export function useSearchPagePath(): string | undefined {
  return usePluginData<SearchGlobalData>('search')?.searchPagePath;
}

/** The search page with `query` filled in (it reads the "q" parameter). */
export function searchPageUrl(searchPagePath: string, query: string): string {
  return `${searchPagePath}?q=${encodeURIComponent(query)}`;
}

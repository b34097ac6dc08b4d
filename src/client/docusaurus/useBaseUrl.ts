/**
 * `@docusaurus/useBaseUrl` and `useBaseUrlUtils` (Docusaurus: prefix a site path with the base
 * URL; leave "#x", URLs with a scheme and paths that already start with the base URL alone;
 * `absolute` adds the site's URL, `forcePrependBaseUrl` prefixes even a path starting with it).
 */
import { useCallback } from 'react';
import { hasProtocol } from './isInternalUrl';
// The page's site data, not useDocusaurusContext: a component that only needs URLs does not bundle the whole config.
import { useSiteData } from '../site-context';

export interface BaseUrlOptions {
  forcePrependBaseUrl?: boolean;
  absolute?: boolean;
}

export function addBaseUrl(siteUrl: string, baseUrl: string, url: string, { forcePrependBaseUrl = false, absolute = false }: BaseUrlOptions = {}): string {
  if (!url || url.startsWith('#') || hasProtocol(url)) return url;
  if (forcePrependBaseUrl) return baseUrl + url.replace(/^\//, '');
  if (url === baseUrl.replace(/\/$/, '')) return baseUrl;
  const path = url.startsWith(baseUrl) ? url : baseUrl + url.replace(/^\//, '');
  return absolute ? siteUrl + path : path;
}

/** As Docusaurus with the hash router: a site path is relative to index.html ("./img/a.png"), wherever the site is opened from. */
function relativeToEntry(url: string): string {
  if (!url || url.startsWith('#') || hasProtocol(url)) return url;
  return url.startsWith('/') ? `.${url}` : `./${url}`;
}

export function useBaseUrlUtils(): { withBaseUrl(url: string, options?: BaseUrlOptions): string } {
  const { url: siteUrl, baseUrl, router } = useSiteData();
  const hashRouter = router === 'hash';
  const withBaseUrl = useCallback(
    (url: string, options?: BaseUrlOptions) => (hashRouter ? relativeToEntry(url) : addBaseUrl(siteUrl, baseUrl, url, options)),
    [siteUrl, baseUrl, hashRouter],
  );
  return { withBaseUrl };
}

export default function useBaseUrl(url: string, options: BaseUrlOptions = {}): string {
  return useBaseUrlUtils().withBaseUrl(url, options);
}

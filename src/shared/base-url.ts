/**
 * Docusaurus's `useBaseUrl` rule, for config values that name a site path (navbar and footer
 * `to`, logos, the favicon, the social card image): a path, relative ("blog") or absolute
 * ("/blog"), is under the site's base URL; a URL with a protocol, a "//host" URL or a "#hash" is
 * kept as is, and so is a path that already starts with the base URL. Never relative to the page.
 */
const HAS_PROTOCOL = /^([a-z][a-z0-9+.-]*:|\/\/)/i;

export function hasProtocol(url: string): boolean {
  return HAS_PROTOCOL.test(url);
}

export interface AddBaseUrlOptions {
  /** Prepend the base URL even when the path already starts with it. */
  forcePrependBaseUrl?: boolean;
  /** Return a full URL on this site (e.g. "https://example.com") instead of a path. */
  absoluteOn?: string;
}

export function addBaseUrl(baseUrl: string, url: string, options: AddBaseUrlOptions = {}): string {
  if (!url || url.startsWith('#') || hasProtocol(url)) return url;
  let path: string;
  if (options.forcePrependBaseUrl) path = baseUrl + url.replace(/^\//, '');
  else if (url === baseUrl.replace(/\/$/, '')) path = baseUrl;
  else path = url.startsWith(baseUrl) ? url : baseUrl + url.replace(/^\//, '');
  return options.absoluteOn ? options.absoluteOn.replace(/\/$/, '') + path : path;
}

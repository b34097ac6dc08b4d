/**
 * The link every component uses, and a site's `@docusaurus/Link`, with Docusaurus's props:
 * `to` or `href`; `autoAddBaseUrl` (on by default: "/docs/x" becomes "{baseUrl}docs/x");
 * `isNavLink` with `activeClassName`, `exact` and `isActive` (React Router's NavLink).
 *
 * Internal links navigate on the client through React Router and prefetch their route when
 * pointed at, or while visible (prefetch-scheduler.ts). External links (a URL with a protocol,
 * "//host") are plain anchors opening in a new tab, safely; so are anchors to a #fragment,
 * internal links with their own `target`, links to files (assets, feeds, PDFs, images) and
 * `pathname://` links (a path of this site the router must not handle).
 */
import { forwardRef, useEffect, useRef, type AnchorHTMLAttributes, type MouseEvent, type TouchEvent, type FocusEvent } from 'react';
import { Link as RouterLink, NavLink, useLocation, type Location } from './react-router';
import { prefetchNow, prefetchWhenVisible } from './prefetch-scheduler';
import { useSiteData } from './site-context';
import { applyTrailingSlash } from '../shared/route-path';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** An internal route ("/docs/guards#x", "./sibling") or an external URL. */
  to?: string;
  /** The same as `to` (whichever is given). */
  href?: string;
  /** Prefix absolute paths with the site's base URL (unless they already start with it). Default true. */
  autoAddBaseUrl?: boolean;
  /** Render React Router's NavLink: `activeClassName` is added while the link's route is shown. */
  isNavLink?: boolean;
  activeClassName?: string;
  exact?: boolean;
  isActive?: (match: unknown, location: Location) => boolean;
  replace?: boolean;
  /** Accepted for compatibility (the build's link check reads the HTML, not this prop). */
  'data-noBrokenLinkCheck'?: boolean;
}

export const EXTERNAL_URL = /^([a-z][a-z0-9+.-]*:|\/\/)/i;
const PATHNAME_PROTOCOL = 'pathname://';
const FILE_LINK = /\.(xml|json|pdf|zip|png|svg)$/;

export function isInternalUrl(url: string): boolean {
  return !EXTERNAL_URL.test(url) && !url.startsWith('#');
}

/** Docusaurus's base URL rule: an absolute path gets the base URL, unless it already has it. */
export function addBaseUrl(baseUrl: string, url: string): string {
  if (!url.startsWith('/') || url.startsWith('//')) return url;
  if (url === baseUrl.replace(/\/$/, '')) return baseUrl;
  return url.startsWith(baseUrl) ? url : baseUrl + url.slice(1);
}

function resolveRelative(path: string, from: string): string {
  const url = new URL(path, `http://site${from}`);
  return url.pathname + url.search + url.hash;
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, href, autoAddBaseUrl = true, isNavLink, activeClassName, exact, isActive, replace, 'data-noBrokenLinkCheck': _noCheck, ...rest },
  forwardedRef,
) {
  const site = useSiteData();
  const { pathname } = useLocation();
  const written = to ?? href ?? '';
  const isPathnameLink = written.startsWith(PATHNAME_PROTOCOL);
  const unprefixed = isPathnameLink ? written.slice(PATHNAME_PROTOCOL.length) : written;
  const withBase = autoAddBaseUrl ? addBaseUrl(site.baseUrl, unprefixed) : unprefixed;
  // A relative path ("./other", "../x") resolves against the page, as the browser would resolve it.
  const resolved = isInternalUrl(withBase) && !withBase.startsWith('/') && withBase !== '' ? resolveRelative(withBase, pathname) : withBase;
  const resolvedPath = resolved.split('#')[0].split('?')[0];
  const routed =
    !isPathnameLink &&
    written !== '' &&
    isInternalUrl(resolved) &&
    (!rest.target || rest.target === '_self') &&
    !resolved.startsWith(site.baseUrl + 'assets/') &&
    !FILE_LINK.test(resolvedPath);
  // A link to a page takes the site's trailingSlash form (files and assets keep theirs).
  const target = routed ? applyTrailingSlash(resolved, site.trailingSlash, site.baseUrl) : resolved;
  const path = target.split('#')[0].split('?')[0];

  const element = useRef<HTMLAnchorElement | null>(null);
  const prefetches = routed && site.isProduction && path !== '';
  useEffect(() => {
    if (!prefetches || !element.current) return;
    return prefetchWhenVisible(element.current, path);
  }, [prefetches, path]);

  const setRef = (node: HTMLAnchorElement | null) => {
    element.current = node;
    if (typeof forwardedRef === 'function') forwardedRef(node);
    else if (forwardedRef) forwardedRef.current = node;
  };

  if (!routed) {
    // Docusaurus opens every link that is not a route of the site in a new tab, unless told otherwise.
    const opensElsewhere = written !== '' && (isPathnameLink || !isInternalUrl(written)) && !written.startsWith('#');
    return <a ref={setRef} href={target || undefined} {...(opensElsewhere ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest} />;
  }

  const pointedAt =
    <E extends MouseEvent<HTMLAnchorElement> | FocusEvent<HTMLAnchorElement> | TouchEvent<HTMLAnchorElement>>(handler?: (event: E) => void) =>
    (event: E) => {
      if (prefetches) prefetchNow(path);
      handler?.(event);
    };
  const common = {
    ...rest,
    ref: setRef,
    to: target,
    replace,
    onMouseEnter: pointedAt(rest.onMouseEnter),
    onFocus: pointedAt(rest.onFocus),
    onTouchStart: pointedAt(rest.onTouchStart),
  };
  return isNavLink ? <NavLink {...common} activeClassName={activeClassName} exact={exact} isActive={isActive as never} /> : <RouterLink {...common} />;
});

export default Link;

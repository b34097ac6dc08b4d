/**
 * The link every component uses. Internal links navigate on the client and prefetch their route
 * when they become visible or are hovered/focused; external links are plain anchors that open safely.
 */
import { forwardRef, useEffect, useRef, type AnchorHTMLAttributes } from 'react';
import { prefetchRoute } from './route-registry';
import { RouterLink, useLocation } from './router';
import { useSiteData } from './site-context';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** An internal route ("/docs/guards#x") or an external URL. */
  to?: string;
  href?: string;
}

export const EXTERNAL_URL = /^([a-z][a-z0-9+.-]*:|\/\/)/i;

export function isInternalUrl(url: string): boolean {
  return !EXTERNAL_URL.test(url) && !url.startsWith('#');
}

let observer: IntersectionObserver | undefined;
const observed = new WeakMap<Element, string>();

function observeForPrefetch(element: HTMLAnchorElement, path: string): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => {};
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      const target = observed.get(entry.target);
      if (target) prefetchRoute(target);
      observer!.unobserve(entry.target);
    }
  });
  observed.set(element, path);
  observer.observe(element);
  return () => observer?.unobserve(element);
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, href, ...rest }, forwardedRef) {
  const written = to ?? href ?? '';
  const site = useSiteData();
  const { pathname } = useLocation();
  // A relative path ("./other", "../x") resolves against the page, as the browser would resolve it.
  const target = isInternalUrl(written) && !written.startsWith('/') ? resolveRelative(written, pathname) : written;
  const ref = useRef<HTMLAnchorElement | null>(null);
  const internal = isInternalUrl(target) && !target.startsWith(site.baseUrl + 'assets/') && !/\.(xml|json|pdf|zip|png|svg)$/.test(target.split('#')[0]);
  const path = target.split('#')[0].split('?')[0];

  useEffect(() => {
    if (!internal || !site.isProduction || !ref.current || !path) return;
    return observeForPrefetch(ref.current, path);
  }, [internal, path, site.isProduction]);

  const setRef = (element: HTMLAnchorElement | null) => {
    ref.current = element;
    if (typeof forwardedRef === 'function') forwardedRef(element);
    else if (forwardedRef) forwardedRef.current = element;
  };

  if (!internal) {
    const external = EXTERNAL_URL.test(target);
    return <a ref={setRef} href={target} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest} />;
  }
  const prefetch = () => site.isProduction && path && prefetchRoute(path);
  return (
    <RouterLink
      ref={setRef}
      to={target}
      onMouseEnter={(event) => {
        prefetch();
        rest.onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        prefetch();
        rest.onFocus?.(event);
      }}
      {...rest}
    />
  );
});

function resolveRelative(path: string, from: string): string {
  const url = new URL(path, `http://site${from}`);
  return url.pathname + url.search + url.hash;
}

/**
 * A navbar link as Docusaurus's default navbar item renders it: `to` (a site path, relative or
 * absolute, under the base URL; never relative to the page) or `href` (used as is; external
 * links open in a new tab), a `label` or raw `html`, extra attributes passed to the anchor, and
 * the active class on the pages it leads to (or under `activeBasePath`, or matching
 * `activeBaseRegex`).
 */
import { Link } from '@generator/client/Link';
import { useLocation } from '@generator/client/router';
import { useSiteData } from '@generator/client/site-context';
import { addBaseUrl } from '@generator/shared/base-url';
import isInternalUrl from '@generator/client/docusaurus/isInternalUrl';
import IconExternalLink from '@theme/Icon/ExternalLink';
import type { NavbarLinkItem as NavbarLinkItemConfig } from './theme-config';

export interface NavbarLinkProps {
  item: Omit<NavbarLinkItemConfig, 'type' | 'position'>;
  /** The link's class in this place (desktop bar, drawer, dropdown). */
  linkClassName: string;
  activeClassName: string;
}

/** Whether `pathname` is `base` or under it (whole path segments). */
function isUnder(pathname: string, base: string): boolean {
  const clean = base.replace(/\/$/, '');
  return clean === '' ? pathname === '/' : pathname === clean || pathname.startsWith(clean + '/');
}

/** The class of a link inside a navbar dropdown's menu. */
export const DROPDOWN_LINK_CLASS = 'dropdown__link';

const OWN_KEYS = new Set(['label', 'html', 'className', 'to', 'href', 'prependBaseUrlToHref', 'activeBasePath', 'activeBaseRegex', 'type', 'position']);

export function useNavbarLinkTarget(item: { to?: string; href?: string; prependBaseUrlToHref?: boolean }): string {
  const { baseUrl } = useSiteData();
  if (item.to !== undefined) return addBaseUrl(baseUrl, item.to);
  return item.prependBaseUrlToHref ? addBaseUrl(baseUrl, item.href ?? '', { forcePrependBaseUrl: true }) : (item.href ?? '');
}

export default function NavbarLinkItem({ item, linkClassName, activeClassName }: NavbarLinkProps) {
  const { baseUrl } = useSiteData();
  const { pathname } = useLocation();
  const target = useNavbarLinkTarget(item);
  const { activeBaseRegex, activeBasePath } = item;
  const active =
    typeof activeBaseRegex === 'string'
      ? new RegExp(activeBaseRegex).test(pathname)
      : typeof activeBasePath === 'string'
        ? isUnder(pathname, addBaseUrl(baseUrl, activeBasePath))
        : item.to !== undefined && isUnder(pathname, target.split(/[?#]/)[0]);
  const extra = Object.fromEntries(Object.entries(item).filter(([key]) => !OWN_KEYS.has(key)));
  const className = [linkClassName, item.className, active ? activeClassName : undefined].filter(Boolean).join(' ');
  if (item.html !== undefined) {
    return <Link {...extra} className={className} to={target} dangerouslySetInnerHTML={{ __html: item.html }} />;
  }
  // An external link's label gets Docusaurus's icon (smaller in a dropdown).
  const leavesSite = Boolean(item.label) && typeof item.href === 'string' && !isInternalUrl(item.href);
  return (
    <Link {...extra} className={className} to={target}>
      {item.label}
      {leavesSite && <IconExternalLink {...(linkClassName === DROPDOWN_LINK_CLASS ? { width: 12, height: 12 } : {})} />}
    </Link>
  );
}

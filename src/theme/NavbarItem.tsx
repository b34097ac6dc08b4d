/**
 * One navbar item, by its Docusaurus type (the desktop bar and the mobile drawer render the same
 * items): a link (no type, or "default"), "doc", "docSidebar", "docsVersion", "dropdown",
 * "docsVersionDropdown", "localeDropdown", "search" and "html". As in Docusaurus, the component for
 * a type comes from `@theme/NavbarItem/ComponentTypes`, which a site swizzles to add its own
 * `custom-*` types (rendered with the item's other keys as props).
 */
import { Link } from '@generator/client/Link';
import { useLocation } from '@generator/client/router';
import { useSiteData } from '@generator/client/site-context';
import DocsVersionDropdown from '@theme/DocsVersionDropdown';
import ComponentTypes from '@theme/NavbarItem/ComponentTypes';
import SearchBar from '@theme/SearchBar';
import NavbarDropdown from './NavbarDropdown';
import NavbarLinkItem, { DROPDOWN_LINK_CLASS } from './NavbarLinkItem';
import { translate } from '@generator/client/docusaurus/Translate';
import useIsBrowser from '@generator/client/docusaurus/useIsBrowser';
import { localePageUrl } from './locale-page-url';
import { useDocSidebarTarget, useDocsVersionTarget, useDocTarget } from './navbar-doc-links';
import { isCustomNavbarItem } from './custom-navbar-item';
import type {
  BuiltInNavbarDropdownSubItem as NavbarDropdownSubItem,
  BuiltInNavbarItem,
  NavbarDropdownSubItem as AnyDropdownSubItem,
  NavbarItem as NavbarItemConfig,
} from './theme-config';
import './docs-version-dropdown.css';

interface Place {
  linkClassName: string;
  activeClassName: string;
}

/** A link into the docs whose path the docs' global data gives; `label` defaults as in Docusaurus. */
function DocsLink({ to, label, html, className, place }: { to: string | undefined; label: string; html?: string; className?: string; place: Place }) {
  const { pathname } = useLocation();
  if (to === undefined) return null; // No docs plugin with that id (its global data is missing).
  const active = pathname === to || pathname.startsWith(to.replace(/\/$/, '') + '/');
  const classes = [place.linkClassName, className, active ? place.activeClassName : undefined].filter(Boolean).join(' ');
  return html !== undefined ? (
    <Link className={classes} to={to} dangerouslySetInnerHTML={{ __html: html }} />
  ) : (
    <Link className={classes} to={to}>
      {label}
    </Link>
  );
}

function DocItem({ item, place }: { item: Extract<NavbarDropdownSubItem, { type: 'doc' }>; place: Place }) {
  const target = useDocTarget(item.docId, item.docsPluginId);
  return <DocsLink to={target?.path} label={item.label ?? item.docId} html={item.html} className={item.className} place={place} />;
}

function DocSidebarItem({ item, place }: { item: Extract<NavbarDropdownSubItem, { type: 'docSidebar' }>; place: Place }) {
  const to = useDocSidebarTarget(item.sidebarId, item.docsPluginId);
  return <DocsLink to={to} label={item.label ?? item.sidebarId} html={item.html} className={item.className} place={place} />;
}

function DocsVersionItem({ item, place }: { item: Extract<NavbarDropdownSubItem, { type: 'docsVersion' }>; place: Place }) {
  const versionTarget = useDocsVersionTarget(item.docsPluginId);
  const { baseUrl } = useSiteData();
  const to = item.to !== undefined ? (item.to.startsWith(baseUrl) ? item.to : baseUrl + item.to.replace(/^\//, '')) : versionTarget;
  return <DocsLink to={to} label={item.label ?? 'Docs'} html={item.html} className={item.className} place={place} />;
}

/** An item that can stand in the bar or in a dropdown. */
function LinkLikeItem({ item, place }: { item: NavbarDropdownSubItem; place: Place }) {
  switch (item.type) {
    case 'default':
      return <NavbarLinkItem item={item} linkClassName={place.linkClassName} activeClassName={place.activeClassName} />;
    case 'doc':
      return <DocItem item={item} place={place} />;
    case 'docSidebar':
      return <DocSidebarItem item={item} place={place} />;
    case 'docsVersion':
      return <DocsVersionItem item={item} place={place} />;
    case 'html':
      return <div className={item.className} dangerouslySetInnerHTML={{ __html: item.value }} />;
  }
}

const DROPDOWN_PLACE: Place = { linkClassName: DROPDOWN_LINK_CLASS, activeClassName: 'dropdown__link--active' };

function DropdownItems({ items, close }: { items: AnyDropdownSubItem[]; close: () => void }) {
  return items.map((sub, i) => (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click comes from the link inside (keyboard activation clicks it too); it closes the dropdown.
    <li key={i} onClick={close}>
      {isCustomNavbarItem(sub) ? <NavbarItem item={{ ...sub, isDropdownItem: true }} /> : <LinkLikeItem item={sub} place={DROPDOWN_PLACE} />}
    </li>
  ));
}

/**
 * The site's locales, each a link to the page being read in that locale (locale-page-url.ts), the
 * current one marked; a full page load, as in Docusaurus (each locale is a site of its own). The
 * button shows the current locale's label (the drawer: "Languages", translated).
 */
function LocaleDropdown({ item, mobile }: { item: Extract<NavbarItemConfig, { type: 'localeDropdown' }>; mobile: boolean }) {
  const { i18n, url } = useSiteData();
  const location = useLocation();
  const current = i18n.localeConfigs[i18n.currentLocale];
  const languages = translate({ id: 'theme.navbar.mobileLanguageDropdown.label', message: 'Languages' });
  // The query string and hash are the reader's, known once hydrated (the prerendered links have none, and hydration keeps attributes).
  const isBrowser = useIsBrowser();
  const own = isBrowser ? location.search : '';
  const query = item.queryString ?? '';
  const search = own && query ? `${own}&${query.replace(/^\?/, '')}` : own || query;
  const hash = isBrowser ? location.hash : '';
  return (
    <NavbarDropdown
      mobile={mobile}
      className={item.className}
      label={
        mobile ? (
          languages
        ) : (
          <>
            <span className="visually-hidden">{languages}: </span>
            {item.label ?? current.label}
          </>
        )
      }
    >
      {(close) => (
        <>
          <DropdownItems items={item.dropdownItemsBefore} close={close} />
          {i18n.locales.map((locale) => {
            const isCurrent = locale === i18n.currentLocale;
            return (
              <li key={locale}>
                <a
                  className={isCurrent ? 'dropdown__link dropdown__link--active' : 'dropdown__link'}
                  href={localePageUrl(i18n, locale, { pathname: location.pathname, search, hash }, url)}
                  target="_self"
                  lang={i18n.localeConfigs[locale].htmlLang}
                  hrefLang={i18n.localeConfigs[locale].htmlLang}
                  {...(isCurrent ? { 'aria-current': 'true' as const } : {})}
                  onClick={close}
                >
                  {i18n.localeConfigs[locale].label}
                </a>
              </li>
            );
          })}
          <DropdownItems items={item.dropdownItemsAfter} close={close} />
        </>
      )}
    </NavbarDropdown>
  );
}

/** An item of one of the theme's own types (ComponentTypes maps each of them here). */
export function BuiltInNavbarItemView({ item, mobile = false }: { item: BuiltInNavbarItem; mobile?: boolean }) {
  const place: Place = mobile
    ? { linkClassName: 'navbar-drawer__link', activeClassName: 'navbar-drawer__link--active' }
    : { linkClassName: 'navbar__link', activeClassName: 'navbar__link--active' };
  switch (item.type) {
    case 'dropdown':
      return (
        <NavbarDropdown
          mobile={mobile}
          className={item.className}
          label={item.html !== undefined ? <span dangerouslySetInnerHTML={{ __html: item.html }} /> : item.label}
        >
          {(close) => <DropdownItems items={item.items} close={close} />}
        </NavbarDropdown>
      );
    case 'docsVersionDropdown':
      return (
        <DocsVersionDropdown
          docsPluginId={item.docsPluginId}
          versions={item.versions}
          itemsBefore={item.dropdownItemsBefore.length ? (close) => <DropdownItems items={item.dropdownItemsBefore} close={close} /> : undefined}
          itemsAfter={item.dropdownItemsAfter.length ? (close) => <DropdownItems items={item.dropdownItemsAfter} close={close} /> : undefined}
        />
      );
    case 'localeDropdown':
      return <LocaleDropdown item={item} mobile={mobile} />;
    case 'search':
      return mobile ? null : <SearchBar />;
    default:
      return <LinkLikeItem item={item} place={place} />;
  }
}

/** Renders the component ComponentTypes gives for the item's type, with the item's other keys as props. */
export default function NavbarItem({ item, mobile = false }: { item: NavbarItemConfig | AnyDropdownSubItem; mobile?: boolean }) {
  const { type, ...props } = item;
  const Component = ComponentTypes[type];
  if (!Component) throw new Error(`No NavbarItem component found for type "${type}".`);
  return <Component {...props} mobile={mobile} />;
}

/**
 * The URL of the page being read in another locale, as Docusaurus's locale dropdown makes it
 * (useAlternatePageUtils): the same path under that locale's base URL, with the query string and
 * hash kept; on another domain, the full URL. Docs, blog and pages fall back to the default
 * locale's text when untranslated, so the page exists in every locale.
 */
import type { SiteI18n } from '../shared/site-data';

export function localePageUrl(i18n: SiteI18n, locale: string, location: { pathname: string; search: string; hash: string }, siteUrl: string): string {
  const current = i18n.localeConfigs[i18n.currentLocale];
  const target = i18n.localeConfigs[locale];
  const suffix = location.pathname.startsWith(current.baseUrl) ? location.pathname.slice(current.baseUrl.length) : location.pathname.replace(/^\//, '');
  const origin = target.url === siteUrl ? '' : target.url;
  return `${origin}${target.baseUrl}${suffix}${location.search}${location.hash}`;
}

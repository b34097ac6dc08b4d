/**
 * The head tags that tie a page to its translations, as Docusaurus's theme writes them
 * (SiteMetadata): `<link rel="alternate" hreflang>` for each locale's copy of the page (the same
 * path under that locale's URL and base URL) and `x-default` for the default locale's, then
 * `og:locale` and `og:locale:alternate`. Written into the prerendered HTML only: no script needed.
 */
import type { SiteI18n } from '../../shared/site-data.ts';
import { escapeHtmlText } from '../../shared/escape-html.ts';

/** Open Graph spells a BCP 47 tag with an underscore ("pt_BR"). */
const openGraphLocale = (htmlLang: string) => htmlLang.replace('-', '_');

/**
 * @param canonicalUrl the page's absolute URL (none for the not-found page, which gets none)
 * @returns no tags for a site with one locale (its pages stay as they were)
 */
export function localeAlternateTags(i18n: SiteI18n, canonicalUrl: string | undefined): string[] {
  if (i18n.locales.length < 2 || !canonicalUrl) return [];
  const current = i18n.localeConfigs[i18n.currentLocale];
  const pathname = new URL(canonicalUrl).pathname;
  const suffix = pathname.startsWith(current.baseUrl) ? pathname.slice(current.baseUrl.length) : pathname.replace(/^\//, '');
  const urlIn = (locale: string) => escapeHtmlText(`${i18n.localeConfigs[locale].url}${i18n.localeConfigs[locale].baseUrl}${suffix}`);
  return [
    ...i18n.locales.map((locale) => `<link rel="alternate" href="${urlIn(locale)}" hreflang="${escapeHtmlText(i18n.localeConfigs[locale].htmlLang)}">`),
    `<link rel="alternate" href="${urlIn(i18n.defaultLocale)}" hreflang="x-default">`,
    `<meta property="og:locale" content="${escapeHtmlText(openGraphLocale(current.htmlLang))}">`,
    ...i18n.locales
      .map((locale) => i18n.localeConfigs[locale].htmlLang)
      .filter((htmlLang) => htmlLang !== current.htmlLang)
      .map((htmlLang) => `<meta property="og:locale:alternate" content="${escapeHtmlText(openGraphLocale(htmlLang))}">`),
  ];
}

/**
 * The site's locales as Docusaurus 3.10 resolves them (its `server/i18n.ts`): each locale's label,
 * direction and calendar derived from the locale through `Intl` unless the config sets them, its
 * translation folder (`i18n/<path>`), whether it is translated (by default: when that folder
 * exists), and its URL and base URL (a non-default locale under `<baseUrl><locale>/`).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { SiteConfig } from '../config/config-schema.ts';
import type { I18nContext, I18nLocaleConfig } from '../plugin-types.ts';
import { SiteError } from '../site-error.ts';

/** The language's own name for itself, capitalised ("Français", "العربية"), else the locale. */
function defaultLabel(locale: string): string {
  const nameOf = (tag: string) => {
    try {
      return new Intl.DisplayNames(tag, { type: 'language', fallback: 'code' }).of(tag);
    } catch {
      return undefined;
    }
  };
  const [language, region] = locale.split('-');
  const name = nameOf(locale) ?? nameOf(`${language}-${region}`) ?? nameOf(language);
  return name ? name.charAt(0).toLocaleUpperCase(locale) + name.slice(1) : locale;
}

/** The locale's calendar (`-u-ca-` in the tag, else the first it uses), as Docusaurus infers it. */
function defaultCalendar(locale: string): string {
  const intl = new Intl.Locale(locale) as Intl.Locale & { getCalendars?: () => string[]; calendars?: string[] };
  return intl.calendar ?? (intl.getCalendars?.() ?? intl.calendars)?.[0] ?? 'gregory';
}

function defaultDirection(locale: string): 'ltr' | 'rtl' {
  const intl = new Intl.Locale(locale) as Intl.Locale & { getTextInfo?: () => { direction?: string }; textInfo?: { direction?: string } };
  return (intl.getTextInfo?.() ?? intl.textInfo)?.direction === 'rtl' ? 'rtl' : 'ltr';
}

/** Adds the leading and trailing slash, collapses doubled ones (Docusaurus's normalizeUrl of a base URL). */
const normalizedBaseUrl = (...parts: string[]) => `/${parts.join('/')}/`.replace(/\/{2,}/g, '/');

/**
 * @param currentLocale the locale being built or served
 * @param oneLocaleOnly `build --locale xx` with one locale: Docusaurus builds it at the site's base
 *   URL (for a deployment of its own), without the `/<locale>/` segment
 */
export function resolveI18n(config: SiteConfig, siteDir: string, currentLocale: string, oneLocaleOnly = false): I18nContext {
  const { defaultLocale, path } = config.i18n;
  // As Docusaurus: a locale asked for that the config does not list is still built, after the listed ones.
  const locales = config.i18n.locales.includes(currentLocale) ? config.i18n.locales : [...config.i18n.locales, currentLocale];
  const localeConfigs: Record<string, I18nLocaleConfig> = {};
  for (const locale of locales) {
    const input = config.i18n.localeConfigs[locale] ?? {};
    const lang = input.htmlLang ?? locale;
    let derived: Pick<I18nLocaleConfig, 'label' | 'direction' | 'calendar'>;
    try {
      derived = { label: defaultLabel(lang), direction: defaultDirection(lang), calendar: defaultCalendar(lang) };
    } catch (error) {
      throw new SiteError(
        `i18n: cannot infer the settings of locale "${locale}" (${(error as Error).message}); use a BCP 47 name (en, fr, fr-FR) or set i18n.localeConfigs["${locale}"].htmlLang`,
      );
    }
    const localePath = input.path ?? locale;
    const addsSegment = locale !== defaultLocale && !oneLocaleOnly;
    localeConfigs[locale] = {
      ...derived,
      htmlLang: lang,
      path: localePath,
      ...Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)),
      translate: input.translate ?? existsSync(resolve(siteDir, path, localePath)),
      url: input.url ?? config.url,
      baseUrl: input.baseUrl ?? normalizedBaseUrl(config.baseUrl, addsSegment ? locale : ''),
    };
  }
  return { defaultLocale, locales, path, currentLocale, localeConfigs };
}

/** The locale being built, resolved. */
export const currentLocaleConfig = (i18n: I18nContext): I18nLocaleConfig => i18n.localeConfigs[i18n.currentLocale];

/** The locale's translation folder (`<siteDir>/i18n/<path>`). */
export const localizationDirOf = (i18n: I18nContext, siteDir: string): string => resolve(siteDir, i18n.path, currentLocaleConfig(i18n).path);

/**
 * Where the locale's pages go inside the output folder, as Docusaurus places them: its base URL
 * with the site's base URL taken off the front ("fr/" for "/docs/fr/" on a site at "/docs/").
 */
export function localeOutputFolder(i18n: I18nContext, siteBaseUrl: string): string {
  const { baseUrl } = currentLocaleConfig(i18n);
  return (baseUrl.startsWith(siteBaseUrl) ? baseUrl.slice(siteBaseUrl.length) : baseUrl.slice(1)).replace(/\/$/, '');
}

/** Docusaurus's build order: the default locale first, then the others as listed. */
export function localesToBuild(config: SiteConfig, asked: readonly string[] | undefined): string[] {
  const locales = asked?.length ? [...new Set(asked)] : config.i18n.locales;
  const { defaultLocale } = config.i18n;
  return locales.includes(defaultLocale) ? [defaultLocale, ...locales.filter((locale) => locale !== defaultLocale)] : [...locales];
}

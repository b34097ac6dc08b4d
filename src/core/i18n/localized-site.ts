/**
 * One locale's view of the site, as Docusaurus gives it to plugins: the config with the locale's
 * `url` and `baseUrl` (its pages, payloads and assets live under it), and a theme config of its
 * own that the plugins translate (navbar, footer) without touching the other locales'.
 */
import type { SiteConfig } from '../config/config-schema.ts';
import type { I18nContext } from '../plugin-types.ts';
import { currentLocaleConfig } from './locale-configs.ts';

/** Which locale a command loads the site in. */
export interface LocaleOption {
  locale: string;
  /** `build --locale xx` with one locale: it is built at the site's base URL (Docusaurus's multi-domain deployment). */
  oneLocaleOnly?: boolean;
  /** Another locale of a build: rendered with the bundle made for the first one, so it writes no generated modules. */
  sharesBundle?: boolean;
}

export function localizedSiteConfig(config: SiteConfig, i18n: I18nContext): SiteConfig {
  const { url, baseUrl, translate } = currentLocaleConfig(i18n);
  if (!translate && url === config.url && baseUrl === config.baseUrl) return config;
  return { ...config, url, baseUrl, themeConfig: { ...config.themeConfig } };
}

/**
 * The theme's own plugin (always loaded first): the colour-mode and announcement-bar scripts, the
 * favicon, themeConfig.metadata's <meta> tags on every page, and the theme's strings in the locale.
 */
import type { Plugin } from '../core/plugin-types.ts';
import type { SiteConfig } from '../core/config/config-schema.ts';
import { addBaseUrl } from '../shared/base-url.ts';
import { themeHeadTags } from './head-scripts.ts';
import { resolveSiteStorage } from '../core/config/site-storage.ts';
import { themeTranslationMessages } from '../core/i18n/theme-translations.ts';
import { themeStylesheets } from './theme-stylesheets.ts';

/** @param locale the locale being built: the theme's strings come translated for it (Docusaurus's theme-common messages) */
export function createThemePlugin(config: SiteConfig, locale: string): Plugin {
  return {
    name: 'theme',
    getDefaultCodeTranslationMessages: () => themeTranslationMessages(locale),
    getClientModules: () => themeStylesheets(config.i18n.localeConfigs?.[locale]?.direction),
    injectHtmlTags: () => ({
      headTags: [
        ...themeHeadTags(config.themeConfig, resolveSiteStorage(config)),
        ...(config.favicon ? [{ tagName: 'link' as const, attributes: { rel: 'icon', href: addBaseUrl(config.baseUrl, config.favicon) } }] : []),
        ...config.themeConfig.metadata.map((attributes) => ({ tagName: 'meta' as const, attributes })),
      ],
    }),
  };
}

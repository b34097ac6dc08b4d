/**
 * The theme's own plugin (always loaded first): the colour-mode and announcement-bar scripts, the
 * favicon, themeConfig.metadata's <meta> tags on every page, and the theme's strings in the locale.
 */
import type { LoadContext, Plugin } from '../core/plugin-types.ts';
import { addBaseUrl } from '../shared/base-url.ts';
import { themeHeadTags } from './head-scripts.ts';
import { resolveSiteStorage } from '../core/config/site-storage.ts';
import { themeStylesheets } from './theme-stylesheets.ts';

/** The theme's strings come translated for the context's current locale (Docusaurus's theme-common file). */
export function createThemePlugin(context: LoadContext): Plugin {
  const { siteConfig: config, i18n } = context;
  return {
    name: 'theme',
    codeTranslationsFile: 'theme-common',
    // Every locale's pages share the bundle: its Infima serves the directions of all the site's locales.
    getClientModules: () =>
      themeStylesheets(
        i18n.locales.map((locale) => i18n.localeConfigs[locale]?.direction),
        context.generatedDir,
      ),
    injectHtmlTags: () => ({
      headTags: [
        ...themeHeadTags(config.themeConfig, resolveSiteStorage(config)),
        ...(config.favicon ? [{ tagName: 'link' as const, attributes: { rel: 'icon', href: addBaseUrl(config.baseUrl, config.favicon) } }] : []),
        ...config.themeConfig.metadata.map((attributes) => ({ tagName: 'meta' as const, attributes })),
      ],
    }),
  };
}

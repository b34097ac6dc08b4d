/**
 * The theme's own plugin (always loaded first): the colour-mode and announcement-bar scripts, the
 * favicon, and themeConfig.metadata's <meta> tags on every page.
 */
import type { Plugin } from '../core/plugin-types.ts';
import type { SiteConfig } from '../core/config/config-schema.ts';
import { addBaseUrl } from '../shared/base-url.ts';
import { themeHeadTags } from './head-scripts.ts';
import { resolveSiteStorage } from '../core/config/site-storage.ts';

export function createThemePlugin(config: SiteConfig): Plugin {
  return {
    name: 'theme',
    injectHtmlTags: () => ({
      headTags: [
        ...themeHeadTags(config.themeConfig, resolveSiteStorage(config)),
        ...(config.favicon ? [{ tagName: 'link' as const, attributes: { rel: 'icon', href: addBaseUrl(config.baseUrl, config.favicon) } }] : []),
        ...config.themeConfig.metadata.map((attributes) => ({ tagName: 'meta' as const, attributes })),
      ],
    }),
  };
}

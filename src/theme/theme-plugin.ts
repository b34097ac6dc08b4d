/** The theme's own plugin (always loaded first): its head scripts and favicon. */
import type { Plugin } from '../core/plugin-types.ts';
import type { SiteConfig } from '../core/config/config-schema.ts';
import { themeHeadTags } from './head-scripts.ts';

export function createThemePlugin(config: SiteConfig): Plugin {
  return {
    name: 'theme',
    headTags: () => [
      ...themeHeadTags(config.themeConfig),
      ...(config.favicon ? [{ tagName: 'link' as const, attributes: { rel: 'icon', href: config.favicon } }] : []),
    ],
  };
}

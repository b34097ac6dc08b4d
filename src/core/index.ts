/** The generator's public node API: config and plugin helpers and their types. */
export { defineConfig, type SiteConfig, type SiteConfigInput } from './config/config-schema.ts';
export { definePlugin, type Plugin, type PluginFactory, type LoadContext, type RouteConfig, type RouteInfo, type PluginActions, type HeadTag } from './plugin-types.ts';
export { SiteError } from './site-error.ts';
export {
  markdownContentOptionsShape,
  pickMarkdownContentOptions,
  type MarkdownContentFolder,
  type MarkdownContentOptions,
  type MarkdownSettings,
  type AdmonitionsOption,
} from './markdown/markdown-options.ts';
export type { MarkdownPluginEntry } from './markdown/markdown-plugins.ts';
export type { MagicComment } from '../shared/magic-comments.ts';

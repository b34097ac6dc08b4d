/** The generator's public node API: config and plugin helpers and their types. */
export { defineConfig, type SiteConfig, type SiteConfigInput } from './config/config-schema.ts';
export { definePlugin, type Plugin, type PluginFactory, type LoadContext, type RouteConfig, type RouteInfo, type PluginActions, type HeadTag } from './plugin-types.ts';
export { SiteError } from './site-error.ts';

/**
 * `@docusaurus/plugin-svgr` (preset-classic's `svgr` option): its `svgrConfig` is merged over the
 * SVGR defaults with which an SVG imported from code or Markdown becomes a React component. The
 * options are plain data the bundler reads (`Plugin.svgrConfig`), so the server build keeps running
 * in its worker thread, which a `configureWebpack` function would prevent.
 */
import { z } from 'zod';
import { definePlugin, validatePluginOptions } from '../../src/core/index.ts';

export const SVGR_PLUGIN_NAME = 'docusaurus-plugin-svgr';

const optionsSchema = z.strictObject({
  id: z.string().default('default'),
  /** SVGR's own options (svgo, svgoConfig, titleProp, icon, dimensions...), as Docusaurus takes them. */
  svgrConfig: z.record(z.string(), z.unknown()).default({}),
});

export default definePlugin((context, rawOptions) => {
  const options = validatePluginOptions(SVGR_PLUGIN_NAME, optionsSchema, rawOptions, context.siteConfigPath);
  return { name: SVGR_PLUGIN_NAME, svgrConfig: options.svgrConfig };
});

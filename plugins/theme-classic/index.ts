/**
 * `@docusaurus/theme-classic` as preset-classic lists it: the generator's built-in theme is always
 * there, so this entry only brings the site's `customCss` (loaded on every page, after the theme)
 * and, in a translated locale, the navbar's and footer's translations.
 */
import { resolve } from 'node:path';
import { z } from 'zod';
import { definePlugin, validatePluginOptions } from '../../src/core/index.ts';
import { getSwizzleConfig } from './swizzle-config.ts';
import { themeTranslationFiles } from './translation-files.ts';
import { translateThemeConfig } from './translate-theme-config.ts';

export { getSwizzleConfig };

export const THEME_CLASSIC_NAME = 'docusaurus-theme-classic';

const optionsSchema = z.strictObject({
  id: z.string().default('default'),
  customCss: z.union([z.string(), z.array(z.string())]).optional(),
});

export default definePlugin((context, rawOptions) => {
  const options = validatePluginOptions(THEME_CLASSIC_NAME, optionsSchema, rawOptions, context.siteConfigPath);
  // Relative to the site, as Docusaurus resolves them.
  const customCss = (options.customCss === undefined ? [] : Array.isArray(options.customCss) ? options.customCss : [options.customCss]).map((file) =>
    resolve(context.siteDir, file),
  );
  return {
    name: THEME_CLASSIC_NAME,
    getClientModules: () => customCss,
    getTranslationFiles: () => themeTranslationFiles(context.siteConfig.themeConfig),
    translateThemeConfig,
    getSwizzleConfig,
  };
});

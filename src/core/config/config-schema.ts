/**
 * The schema of `site.config.ts`. Every object is strict, so an unknown or misspelt key is an
 * error that names it. Theme settings have their own schema in the theme.
 */
import { z } from 'zod';
import { themeConfigSchema } from '../../theme/theme-config.ts';
import { markdownConfigSchema } from '../markdown/markdown-options.ts';

const headTagSchema = z.strictObject({
  tagName: z.enum(['link', 'meta', 'script', 'style']),
  attributes: z.record(z.string(), z.union([z.string(), z.boolean()])).default({}),
  innerHTML: z.string().optional(),
});

const scriptSchema = z.union([
  z.string(),
  z.strictObject({
    src: z.string(),
    async: z.boolean().optional(),
    defer: z.boolean().optional(),
    attributes: z.record(z.string(), z.string()).optional(),
  }),
]);

/** A plugin entry: a plugin module name (under plugins/ or a package) with its options. */
const pluginEntrySchema = z.union([z.string(), z.tuple([z.string(), z.record(z.string(), z.unknown())])]);

const brokenLinkPolicy = z.enum(['ignore', 'warn', 'throw']);

export const siteConfigSchema = z.strictObject({
  title: z.string().min(1),
  tagline: z.string().default(''),
  url: z.url(),
  baseUrl: z.string().regex(/^\/(.*\/)?$/, 'must start and end with "/"').default('/'),
  favicon: z.string().optional(),
  /** Where "Edit this page" links point; the content file's path is appended. */
  editUrl: z.string().optional(),
  i18n: z
    .strictObject({
      defaultLocale: z.string(),
      locales: z.array(z.string()).min(1),
      localeConfigs: z.record(z.string(), z.strictObject({ label: z.string(), direction: z.enum(['ltr', 'rtl']), path: z.string() })).optional(),
    })
    .default({ defaultLocale: 'en', locales: ['en'] }),
  onBrokenLinks: brokenLinkPolicy.default('warn'),
  onBrokenMarkdownLinks: brokenLinkPolicy.default('warn'),
  onDuplicateRoutes: brokenLinkPolicy.default('warn'),
  headTags: z.array(headTagSchema).default([]),
  scripts: z.array(scriptSchema).default([]),
  plugins: z.array(pluginEntrySchema).default([]),
  /** Modules (CSS or JS, relative to the site) loaded on every page, e.g. the site's stylesheet. */
  clientModules: z.array(z.string()).default([]),
  themeConfig: themeConfigSchema,
  customFields: z.record(z.string(), z.unknown()).default({}),
  /** Docusaurus's `markdown` settings (format, mermaid, preprocessor, parseFrontMatter, mdx1Compat, anchors): see markdown/markdown-options.ts. */
  markdown: markdownConfigSchema.optional(),
});

/** What a site writes in `site.config.ts` (defaults may be left out). */
export type SiteConfigInput = z.input<typeof siteConfigSchema>;
/** The validated config with defaults filled in. */
export type SiteConfig = z.output<typeof siteConfigSchema>;
export type HeadTag = z.output<typeof headTagSchema>;

/** Typed helper for `site.config.ts`. */
export function defineConfig(config: SiteConfigInput): SiteConfigInput {
  return config;
}

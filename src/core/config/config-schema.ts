/**
 * The site config: Docusaurus 3's `docusaurus.config.js` shape, read from `site.config.ts` or
 * `docusaurus.config.{ts,mts,cts,js,mjs,cjs}`. Every key of Docusaurus 3 is either honoured, with
 * Docusaurus's default, or refused with a message naming it (refused-key.ts); an unknown key is
 * an error naming it. README's "Configuration" section lists them all. Theme settings
 * (`themeConfig`) have their own schema in the theme.
 */
import { z } from 'zod';
import { themeConfigSchema } from '../../theme/theme-config.ts';
import { markdownConfigSchema, reportingSeverity, type MarkdownConfig, type ReportingSeverity } from './markdown-config.ts';
import { pluginListSchema, presetListSchema, type PluginEntry } from './plugin-entries.ts';
import { jsLoaderSettingSchema } from './js-loader-setting.ts';
import { movedKey } from './refused-key.ts';

export type { PluginEntry, PluginFunction, PluginOptions } from './plugin-entries.ts';
export type { MarkdownConfig, ReportingSeverity } from './markdown-config.ts';

/** Tag names a head tag may have (the ones the HTML writer knows how to close). */
const headTagName = z.enum(['link', 'meta', 'script', 'style']);
const attributeValue = z.union([z.string(), z.boolean()]);

const headTagSchema = z.strictObject({
  tagName: headTagName,
  attributes: z.record(z.string(), attributeValue).default({}),
  innerHTML: z.string().optional(),
});

/** Docusaurus: a URL, or `{ src, async?, defer?, ...any other attribute }`, rendered as given. */
const scriptSchema = z.union([z.string(), z.looseObject({ src: z.string(), async: z.boolean().optional(), defer: z.boolean().optional() })]);
/** Docusaurus: a URL, or `{ href, type?, ...any other attribute }`. */
const stylesheetSchema = z.union([z.string(), z.looseObject({ href: z.string(), type: z.string().optional() })]);

/** Docusaurus: a full URL with no path (the path goes in baseUrl); a trailing slash is removed. */
const siteUrlSchema = z
  .string()
  .refine((value) => URL.canParse(value), 'does not look like a valid URL; it needs a protocol, e.g. "https://example.com"')
  .refine((value) => !URL.canParse(value) || new URL(value).pathname === '/', 'must not contain a path; put the path in "baseUrl"')
  .transform((value) => value.replace(/\/$/, ''));

/** Docusaurus adds the leading and trailing slash when they are missing. */
const baseUrlSchema = z.string().transform((value) => `/${value}/`.replace(/\/{2,}/g, '/'));

/** Docusaurus's `i18n.localeConfigs[locale]`; unset fields get Docusaurus's defaults (src/core/i18n/locale-configs.ts). */
const localeConfigSchema = z.strictObject({
  label: z.string().optional(),
  htmlLang: z.string().optional(),
  direction: z.enum(['ltr', 'rtl']).optional(),
  calendar: z.string().optional(),
  path: z.string().optional(),
  translate: z.boolean().optional(),
  /** The locale's own site URL and base URL (a locale on its own domain or path), normalised as the site's. */
  url: siteUrlSchema.optional(),
  baseUrl: baseUrlSchema.optional(),
});

/** Every locale listed is built; the default one at the site's base URL, each other under `/<locale>/` (or its own url/baseUrl). */
const i18nSchema = z
  .strictObject({
    defaultLocale: z.string(),
    locales: z.array(z.string()).min(1),
    path: z.string().default('i18n'),
    localeConfigs: z.record(z.string(), localeConfigSchema).default({}),
  })
  .default({ defaultLocale: 'en', locales: ['en'], path: 'i18n', localeConfigs: {} });

const booleanFlags = <K extends string>(keys: readonly K[]) =>
  z.union([z.boolean(), z.strictObject(Object.fromEntries(keys.map((key) => [key, z.boolean().optional()])) as Record<K, z.ZodOptional<z.ZodBoolean>>)]);

const V4_FLAGS = [
  'removeLegacyPostBuildHeadAttribute',
  'useCssCascadeLayers',
  'siteStorageNamespacing',
  'fasterByDefault',
  'mdx1CompatDisabledByDefault',
] as const;
const FASTER_FLAGS = [
  'swcJsLoader',
  'swcJsMinimizer',
  'swcHtmlMinimizer',
  'lightningCssMinimizer',
  'mdxCrossCompilerCache',
  'rspackBundler',
  'rspackPersistentCache',
  'ssgWorkerThreads',
  'gitEagerVcs',
] as const;

/**
 * Future flags. `faster` and most of `v4` choose Docusaurus's own build tools or output details
 * that have no counterpart here (the build is already fast); they are accepted and have no effect.
 * `v4.mdx1CompatDisabledByDefault` is honoured (it changes markdown.mdx1Compat's defaults).
 */
const futureSchema = z
  .strictObject({
    v4: booleanFlags(V4_FLAGS).default(false),
    faster: booleanFlags(FASTER_FLAGS).optional(),
    experimental_vcs: z.unknown().optional(),
    /** 'hash': one index.html, the page's path in the URL's hash (`#/docs/intro`), for file:// and any static host (client/router.tsx). */
    experimental_router: z.enum(['browser', 'hash']).default('browser'),
    experimental_storage: movedKey('"future.experimental_storage" became the top-level "storage" key (Docusaurus 3.8); move it there'),
    /** Docusaurus 3.6-3.9's name of `faster`, taken as those versions took it (the same flags); no effect, as `faster`. */
    experimental_faster: booleanFlags(FASTER_FLAGS).optional(),
  })
  .default({ v4: false, experimental_router: 'browser' });

/**
 * Browser storage of preferences (Docusaurus 3.8's `storage`): the storage type, and a namespace
 * for the keys (true: derived from the site's URL; a string: that one; unset: as
 * future.v4.siteStorageNamespacing). Resolved by site-storage.ts.
 */
const storageSchema = z
  .strictObject({
    type: z.enum(['localStorage', 'sessionStorage']).default('localStorage'),
    namespace: z.union([z.boolean(), z.string()]).optional(),
  })
  .default({ type: 'localStorage' });

export const siteConfigSchema = z.strictObject({
  title: z.string().min(1),
  tagline: z.string().default(''),
  url: siteUrlSchema,
  baseUrl: baseUrlSchema.default('/'),
  favicon: z.string().optional(),
  /** Docusaurus's: true writes page URLs with a trailing slash, false without (pages as `path.html`), unset as written. */
  trailingSlash: z.boolean().optional(),
  i18n: i18nSchema,
  future: futureSchema,
  storage: storageSchema,
  noIndex: z.boolean().default(false),
  onBrokenLinks: reportingSeverity.default('throw'),
  onBrokenAnchors: reportingSeverity.default('warn'),
  /** Deprecated by Docusaurus 3.9 for markdown.hooks.onBrokenMarkdownLinks, and still taking precedence over it. */
  onBrokenMarkdownLinks: reportingSeverity.optional(),
  onDuplicateRoutes: reportingSeverity.default('warn'),
  baseUrlIssueBanner: z.boolean().default(true),
  /** Folders (relative to the site) copied to the output root, in order; the first holding a path wins (static-directories.ts). */
  staticDirectories: z.array(z.string()).default(['static']),
  headTags: z.array(headTagSchema).default([]),
  scripts: z.array(scriptSchema).default([]),
  stylesheets: z.array(stylesheetSchema).default([]),
  /** Modules (CSS or JS, relative to the site) loaded on every page, e.g. the site's stylesheet. */
  clientModules: z.array(z.string()).default([]),
  customFields: z.record(z.string(), z.unknown()).default({}),
  titleDelimiter: z.string().default('|'),
  /** Used by `docusaurus deploy` (GitHub Pages), which this generator does not have; kept for plugins that read them. */
  organizationName: z.string().optional(),
  projectName: z.string().optional(),
  deploymentBranch: z.string().optional(),
  githubHost: z.string().optional(),
  githubPort: z.string().optional(),
  /** Docusaurus's HTML template of every page: an Eta template (ssr-template.ts); unset, the generator's own. */
  ssrTemplate: z.string().optional(),
  /** `jsLoader`: 'babel' or `(isServer) => webpack rule` compiling the site's JavaScript and TypeScript (js-loader-setting.ts). */
  webpack: z.strictObject({ jsLoader: jsLoaderSettingSchema.optional() }).optional(),
  markdown: markdownConfigSchema,
  presets: presetListSchema,
  themes: pluginListSchema,
  plugins: pluginListSchema,
  themeConfig: themeConfigSchema,
});

/** What a site writes in its config (defaults may be left out). */
export type SiteConfigInput = z.input<typeof siteConfigSchema>;
type ValidatedConfig = z.output<typeof siteConfigSchema>;

/**
 * The validated config with defaults filled in. Presets and themes are expanded into `plugins`,
 * in Docusaurus's order (see presets.ts); `onBrokenMarkdownLinks` is the effective severity.
 */
export type SiteConfig = Omit<ValidatedConfig, 'presets' | 'themes' | 'plugins' | 'onBrokenMarkdownLinks' | 'markdown'> & {
  plugins: PluginEntry[];
  onBrokenMarkdownLinks: ReportingSeverity;
  markdown: MarkdownConfig;
};
export type ValidatedSiteConfig = ValidatedConfig;
export type HeadTag = z.output<typeof headTagSchema>;

/** Typed helper for `site.config.ts` (Docusaurus's `Config` type, in effect). */
export function defineConfig(config: SiteConfigInput): SiteConfigInput {
  return config;
}

/**
 * The generator's public node API: everything a plugin (built-in or third-party) may use. The
 * built-in plugins under plugins/ import from here only, so what they do a third-party plugin
 * can do too. The contract itself is Docusaurus 3's (plugin-types.ts).
 */

// ---- Config ----
export { defineConfig, type SiteConfig, type SiteConfigInput } from './config/config-schema.ts';

// ---- The plugin contract ----
export {
  definePlugin,
  type AllContent,
  type ConfigureWebpackResult,
  type ConfigureWebpackUtils,
  type ExtractedPage,
  type HtmlTag,
  type HtmlTagObject,
  type HtmlTags,
  type I18nContext,
  type LoadContext,
  type OptionValidator,
  type PageExtractor,
  type Plugin,
  type PluginActions,
  type PluginFactory,
  type PluginModule,
  type PostBuildArgs,
  type PostCssOptions,
  type RenderedPage,
  type RouteConfig,
  type ParentRouteInfo,
  type RouteInfo,
  type RouteModules,
  type SwizzleConfig,
  type TranslationFile,
  type TranslationFileContent,
} from './plugin-types.ts';
export { DEFAULT_PLUGIN_ID, type PluginEntry } from './plugin-host.ts';

// ---- Options and errors ----
/** Checks a plugin's options with a zod (or Joi) schema; an unknown key is refused, naming the plugin and key. */
export { validatePluginOptions, optionValidator } from './plugins/option-validator.ts';
/** One readable line per zod issue, each naming its key (for a plugin's own front matter or data files). */
export { formatValidationIssues } from './config/format-validation-error.ts';
/** An error in a site's input, naming the file (and line and column when known). */
export { SiteError } from './site-error.ts';
/** A translated locale's folder of a content plugin's files (i18n/<locale>/<plugin>/...). */
export { localizedContentDir } from './i18n/localized-content.ts';
export { readTranslationFile } from './i18n/plugin-translations.ts';
/** "Edit this page" links of content that a translated locale may read from its folder of translations. */
export { contentFileSource, editUrlOfFile, sitePathOf, type ContentFileSource, type ContentFolders } from './i18n/content-edit-url.ts';
/** A worker thread's entry module of the generator (its .ts source, or its bundled .js): a plugin that runs work in a thread starts it from here. */
export { workerEntry } from './generator-location.ts';
export { workerReply, type WorkerReplyOptions } from './worker-reply.ts';
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

// ---- Markdown ----
/** Docusaurus's shared Markdown options (admonitions, remark/rehype plugins) for a content plugin's schema, and what a route carries of them. */
export { markdownPluginOptions } from './plugins/markdown-plugin-options.ts';

// ---- Reading content ----
/** YAML (core schema) with errors naming file, line and column. */
export { parseYaml } from './parse-yaml.ts';
/** A Markdown file's front matter and body. */
export { parseFrontMatter, type FrontMatter, type ParsedFrontMatter } from './markdown/front-matter.ts';
/** The line where a key is written in front matter, YAML or JSON, for error messages. */
export { frontMatterKeyLine, keyLine } from './key-line.ts';
/** Paths content gives (slugs, permalinks): a route path with "." or ".." segments is an error naming where it came from. */
export { checkContentRoutePath, routePathProblem, type ContentValue } from './contained-paths.ts';
/** Inline Markdown reduced to text in one linear scan each (links, images, HTML tags, emphasis), for descriptions and titles. */
export {
  removeHtmlTags,
  removeSingleEmphasis,
  replaceMarkdownImages,
  replaceMarkdownLinks,
  replaceMarkdownReferenceLinks,
} from './markdown/inline-markdown-text.ts';
/** The explicit `{#id}` at the end of a heading's text, found by a scan. */
export { findHeadingIdSuffix, type HeadingIdSuffix } from './markdown/heading-id-suffix.ts';
/** Whether a post has a truncate marker (the end of its excerpt). */
export { hasTruncateMarker, TRUNCATE_MARKER } from './markdown/truncate-marker.ts';
/** Last commit date and author of each file under some folders, from one `git log`. */
export { readLastUpdates, type LastUpdate } from './git-last-updated.ts';
/** Loads a site module (TypeScript compiled on the way), and a module's default export (also through a CommonJS wrapper). */
export { importModuleFile, importTypeScriptModule, defaultExport } from './import-typescript-module.ts';

// The Markdown parser and Prism (parseMarkdownTree, ensurePrismLanguage) are in markdown-tools.ts:
// heavy, and loaded only by code that makes something; every plugin's entry imports this module.
export { markdownSettingsOf } from './markdown/markdown-options.ts';
/** Which files a link to a Markdown file (`./a.md`, `/b.mdx#x`) may name, in Docusaurus's order. */
export { isMarkdownFileLink, markdownLinkCandidates } from './markdown/remark-markdown-links.ts';

// ---- Route paths ----
export { applyTrailingSlash, normalizeRoutePath, withBaseUrl, htmlFileForRoute } from '../shared/route-path.ts';
/** HTML escaping for pages a plugin writes itself (as `@docusaurus/utils` offers). */
export { escapeHtml, escapeHtmlText } from '../shared/escape-html.ts';

// ---- Incremental output ----
/** Hashes of files, folders and text, and a stable description of values (functions by their source). */
export { hashFile, hashFiles, hashFolders, hashText, stableDescription } from './incremental/content-hash.ts';
/** Files a plugin wrote last time, reused while their key (a hash of their inputs) is unchanged. */
export { OutputCache } from './incremental/output-cache.ts';
/** A hash of a generator module and what it imports: a plugin's cached output is made again when its code changes. */
export { generatorCodeHash } from './incremental/generator-code.ts';
/** A record read back from the work folder; one that does not parse is a warning naming the file, and counts as absent. */
export { parseRecord, readRecord, type RecordWarnings } from './incremental/cache-record.ts';
/** Writes a file whole (a temporary file renamed into place): a killed build never leaves half a record. */
export { writeFileAtomic, writeFileAtomicSync } from './atomic-file.ts';
// Paths written with `@site/`, `@generator/`, `@generated/` instead of the machine's folders (the debug plugin's registry page).
export { PortablePaths } from './portable-paths.ts';
/** Maps over many items with a bounded number in flight, results in order. */
export { mapLimited } from './map-limited.ts';
/** The site's static folders, absolute, in the config's order (the first holding a path wins). */
export { staticDirectoriesOf } from './config/static-directories.ts';

// ---- Locating the generator's own files (built-in plugins) ----
/** The generator's folder, and a module of it by its entry point (its source, or its bundled form). */
export { generatorDir, generatorModule } from './generator-location.ts';
/** The generator's entry points (its own and the built-in plugins'): what a module is loaded by, and its code named by in cache keys. */
export { ENTRY_POINTS, PLUGIN_ENTRY_POINTS, type EntryPoint } from './entry-points.mjs';
/** `@generated/docusaurus.config`, the site's config for the browser: a route module (the pages plugin's `config`). */
export { siteConfigModulePath } from './codegen/site-config-module.ts';

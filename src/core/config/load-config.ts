/**
 * Finds and loads the site config: `site.config.ts` when present, else Docusaurus's
 * `docusaurus.config.{ts,mts,cts,js,mjs,cjs}` (the order Docusaurus tries). ES module or CommonJS
 * (`module.exports = config`, `require()` inside; see load-config-module.ts); the export may be an
 * object, a promise, or a function (sync or async) that returns one, called as Docusaurus calls it. Then validates it and
 * expands presets into plugins. Errors name the config file and the key.
 */
import { existsSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { defaultExport } from '../import-typescript-module.ts';
import { SiteError } from '../site-error.ts';
import { siteConfigSchema, type SiteConfig, type ValidatedSiteConfig } from './config-schema.ts';
import { formatValidationIssues } from './format-validation-error.ts';
import { importConfigModule } from './load-config-module.ts';
import { hookSeverity, resolveMarkdownConfig } from './markdown-config.ts';
import { withStorageNamespace } from './site-storage.ts';
import { resolvePluginEntries } from './presets.ts';

export const CONFIG_FILE_NAME = 'site.config.ts';
/** Config files in the order they are looked for: ours first, then Docusaurus's. */
export const CONFIG_FILE_NAMES = [CONFIG_FILE_NAME, ...['.ts', '.mts', '.cts', '.js', '.mjs', '.cjs'].map((ext) => `docusaurus.config${ext}`)];

/**
 * The config file the command line was given (`--config`), as an absolute path. An environment
 * variable rather than an argument, so the worker threads that load the config (for functions in
 * its Markdown options) read the same file.
 */
export const CONFIG_FILE_ENV = 'SITE_CONFIG_FILE';

/** The site's config file (the one given with `--config`, else the first found), or undefined when it has none. */
export function findConfigFile(siteDir: string): string | undefined {
  const given = process.env[CONFIG_FILE_ENV];
  if (given) return existsSync(given) ? given : undefined;
  return CONFIG_FILE_NAMES.map((name) => resolve(siteDir, name)).find((file) => existsSync(file));
}

/** Runs the config module's export: a function is called (Docusaurus passes no argument), a promise awaited. */
async function configValue(exported: unknown): Promise<unknown> {
  const value = typeof exported === 'function' ? (exported as () => unknown)() : exported;
  return await value;
}

export async function loadSiteConfig(siteDir: string): Promise<SiteConfig> {
  const file = findConfigFile(siteDir);
  const given = process.env[CONFIG_FILE_ENV];
  if (!file && given) throw new SiteError(`config file at "${given}" not found`, given);
  if (!file) throw new SiteError(`no site config found in ${siteDir} (looked for ${CONFIG_FILE_NAMES.join(', ')})`, resolve(siteDir, CONFIG_FILE_NAME));
  let raw: unknown;
  try {
    const module = await importConfigModule(file);
    // A CommonJS config's module.exports arrives as the default export.
    raw = await configValue(defaultExport(module) ?? module);
  } catch (error) {
    if (error instanceof SiteError) throw error;
    throw new SiteError(`could not load the config: ${(error as Error).message}`, file, undefined, undefined, { cause: error });
  }
  return validateSiteConfig(raw, file);
}

function checkShape(raw: unknown, file: string): ValidatedSiteConfig {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new SiteError(
      `invalid site config: ${basename(file)} must export a config object (or a function returning one), not ${raw === null ? 'null' : typeof raw}`,
      file,
    );
  }
  const result = siteConfigSchema.safeParse(raw);
  if (!result.success) {
    throw new SiteError(`invalid site config:\n  - ${formatValidationIssues(result.error.issues).join('\n  - ')}`, file);
  }
  return result.data;
}

/** Validates a loaded config object and expands its presets; `file` is what errors name. */
export async function validateSiteConfig(raw: unknown, file: string): Promise<SiteConfig> {
  const { presets, themes, plugins, onBrokenMarkdownLinks, markdown, ...config } = checkShape(raw, file);
  const v4 = config.future.v4;
  const mdx1CompatDisabledByDefault = v4 === true || (typeof v4 === 'object' && v4.mdx1CompatDisabledByDefault === true);
  const resolvedMarkdown = resolveMarkdownConfig(markdown, { mdx1CompatDisabledByDefault, onBrokenMarkdownLinks });
  const siteConfig: SiteConfig = {
    ...config,
    storage: withStorageNamespace(config.storage, v4),
    markdown: resolvedMarkdown,
    onBrokenMarkdownLinks: hookSeverity(resolvedMarkdown.hooks.onBrokenMarkdownLinks),
    plugins: [],
  };
  siteConfig.plugins = await resolvePluginEntries(
    { presets, themes, plugins },
    { siteDir: resolve(file, '..'), siteConfigPath: resolve(file), siteConfig, baseUrl: config.baseUrl },
  );
  return siteConfig;
}

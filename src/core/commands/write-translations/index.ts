/**
 * `docusaurus write-translations [siteDir]`: writes the files a translator fills in, as
 * Docusaurus 3.10 writes them, under `i18n/<locale>/`:
 * - `code.json`: the theme's strings (`theme.*`) and the ones the site's code declares with
 *   `<Translate>` / `translate()` (src/ and the folders of the site's themes);
 * - each plugin's files (`getTranslationFiles`), in `<plugin name>[-<id>]/`: the docs' version
 *   labels and sidebar labels (`current.json`), the blog's titles (`options.json`), the theme's
 *   navbar and footer labels.
 * Files already there are merged (translated messages kept) unless `override`.
 */
import { join, resolve } from 'node:path';
import { CONFIG_FILE_ENV } from '../../config/load-config.ts';
import { loadSitePlugins } from '../../load-site.ts';
import { resolvePluginPath } from '../../plugin-host.ts';
import { pluginFolderName } from '../../i18n/plugin-translations.ts';
import { themeTranslationEntries } from '../../i18n/theme-translations.ts';
import type { TranslationFileContent } from '../../plugin-types.ts';
import { displayPath, SiteError } from '../../site-error.ts';
import { sitePaths } from '../../site-paths.ts';
import { extractCodeTranslations } from './extract-code-translations.ts';
import { writeTranslationFile, type TranslationWriteOptions } from './translation-file-io.ts';

export interface WriteTranslationsOptions extends TranslationWriteOptions {
  /** The locale to write for (default: the config's defaultLocale); it must be one of the config's locales. */
  locale?: string;
  /** The config file, when not the one found in the site folder. */
  config?: string;
  /** Where `.cache/` and `.generated/` go (default: the site folder). */
  workDir?: string;
}

export interface WrittenTranslationFile {
  file: string;
  count: number;
}

/** The entries of `entries` whose keys `taken` does not have (the site's own declarations win). */
function withoutKeysOf(entries: TranslationFileContent, taken: TranslationFileContent): TranslationFileContent {
  return Object.fromEntries(Object.entries(entries).filter(([key]) => !(key in taken)));
}

export async function writeTranslations(siteDir: string, options: WriteTranslationsOptions = {}): Promise<WrittenTranslationFile[]> {
  if (options.config) process.env[CONFIG_FILE_ENV] = resolve(siteDir, options.config);
  const paths = sitePaths(siteDir, undefined, options.workDir);
  const { config, plugins } = await loadSitePlugins(paths, { isProduction: false });
  const locale = options.locale ?? config.i18n.defaultLocale;
  if (!config.i18n.locales.includes(locale))
    throw new SiteError(`cannot write translations for locale "${locale}": it is not in the config's i18n.locales (${config.i18n.locales.join(', ')})`);
  const localeFolder = (config.i18n.localeConfigs as Record<string, { path?: string }> | undefined)?.[locale]?.path ?? locale;
  const localizationDir = join(paths.siteDir, config.i18n.path, localeFolder);

  const written: WrittenTranslationFile[] = [];
  const write = async (file: string, content: Parameters<typeof writeTranslationFile>[1]) => {
    const count = await writeTranslationFile(file, content, options, (line) => console.warn(line));
    if (count === 0) return;
    written.push({ file, count });
    console.log(`[info] ${count} translations written to ${displayPath(file)}`);
  };

  // The site's own strings first, then the theme's, as Docusaurus orders code.json.
  const themeFolders = plugins.flatMap((plugin) =>
    [plugin.getThemePath?.(), plugin.getTypeScriptThemePath?.()].filter((path): path is string => !!path).map((path) => resolvePluginPath(plugin, path)),
  );
  const site = await extractCodeTranslations([join(paths.siteDir, 'src'), ...themeFolders], paths.siteDir);
  for (const warning of site.warnings) console.warn(`[warning] ${warning}`);
  // Then the theme's strings, by the Docusaurus translations file each plugin names (the theme's theme-common, the search UI's
  // search theme): Docusaurus's messages for the locale (English ones for a locale it does not ship), with its descriptions.
  const themeStrings = await Promise.all(
    plugins.flatMap((plugin) => (plugin.codeTranslationsFile ? [themeTranslationEntries(locale, plugin.codeTranslationsFile)] : [])),
  );
  await write(join(localizationDir, 'code.json'), { ...site.translations, ...withoutKeysOf(Object.assign({}, ...themeStrings), site.translations) });

  for (const plugin of plugins) {
    if (!plugin.getTranslationFiles) continue;
    // As Docusaurus: a plugin's content is loaded for its translation files (nothing else runs).
    const content = await plugin.loadContent?.();
    for (const file of await plugin.getTranslationFiles({ content })) {
      if (file.path.endsWith('.json')) throw new SiteError(`plugin ${plugin.name}: translation file path "${file.path}" must not end with .json (it is added)`);
      await write(join(localizationDir, pluginFolderName(plugin), `${file.path}.json`), file.content);
    }
  }
  return written;
}

/**
 * A translated locale's plugin step, as Docusaurus runs it between `loadContent` and
 * `contentLoaded`: each plugin's translation files (`getTranslationFiles`) with the messages of
 * `i18n/<locale>/<plugin name>[-<id>]/<path>.json` laid over them go to `translateContent` (sidebar
 * category labels, version labels, blog titles) and `translateThemeConfig` (navbar, footer).
 * Also the code strings every page may show: the plugins' defaults for the locale, then the
 * site's `code.json`.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LoadContext, Plugin, TranslationFile, TranslationFileContent } from '../plugin-types.ts';
import { SiteError } from '../site-error.ts';
import { currentLocaleConfig } from './locale-configs.ts';
import { themeTranslationMessages } from './theme-translations.ts';

/** `<plugin name>` for the default instance, `<plugin name>-<id>` for another, as Docusaurus names the folders. */
export function pluginFolderName(plugin: Pick<Plugin, 'name' | 'id'>): string {
  return plugin.id && plugin.id !== 'default' ? `${plugin.name}-${plugin.id}` : plugin.name;
}

/** A translation file's content (`{ key: { message, description } }`), or undefined when there is none. */
export async function readTranslationFile(file: string): Promise<TranslationFileContent | undefined> {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(await readFile(file, 'utf8')) as TranslationFileContent;
  } catch (error) {
    throw new SiteError(`invalid translation file: ${(error as Error).message}`, file);
  }
}

/** Whether the plugin has something to translate in this locale (a locale that is not translated has nothing). */
export function translatesContent(plugin: Plugin, context: LoadContext): boolean {
  // The plugin's abilities first: a plugin that translates nothing needs no locale settings (a bare test context has none).
  return !!(plugin.getTranslationFiles && (plugin.translateContent || plugin.translateThemeConfig) && currentLocaleConfig(context.i18n)?.translate);
}

/** The plugin's content, translated for the current locale; its theme config slice merged in. */
export async function translatePluginContent(plugin: Plugin, content: unknown, context: LoadContext): Promise<unknown> {
  const files = await plugin.getTranslationFiles!({ content });
  const translationFiles: TranslationFile[] = await Promise.all(
    files.map(async (file) => {
      const localized = await readTranslationFile(join(context.localizationDir, pluginFolderName(plugin), `${file.path}.json`));
      return localized ? { path: file.path, content: { ...file.content, ...localized } } : file;
    }),
  );
  const translated = plugin.translateContent?.({ content, translationFiles }) ?? content;
  const themeConfig = context.siteConfig.themeConfig as Record<string, unknown>;
  // As Docusaurus: each plugin translates its own slice of the theme config (the locale's own copy of it).
  Object.assign(themeConfig, plugin.translateThemeConfig?.({ themeConfig, translationFiles }));
  return translated;
}

/** The site's `code.json` messages for the locale (id -> message); none when the file is missing. */
export async function siteCodeTranslations(localizationDir: string): Promise<Record<string, string>> {
  const content = await readTranslationFile(join(localizationDir, 'code.json'));
  return Object.fromEntries(Object.entries(content ?? {}).map(([id, value]) => [id, value.message]));
}

/**
 * What pages translate code strings with: every plugin's defaults for the locale (its own, or
 * Docusaurus's translations of the file it names in `codeTranslationsFile`), then the site's own
 * (which win).
 */
export async function codeTranslationsOf(plugins: readonly Plugin[], siteMessages: Record<string, string>, locale: string): Promise<Record<string, string>> {
  const defaults = await Promise.all(
    plugins.map(
      (plugin) =>
        plugin.getDefaultCodeTranslationMessages?.() ?? (plugin.codeTranslationsFile ? themeTranslationMessages(locale, plugin.codeTranslationsFile) : {}),
    ),
  );
  return Object.assign({}, ...defaults, siteMessages);
}

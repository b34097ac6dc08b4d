/**
 * Where a content plugin finds a translated locale's files, as Docusaurus lays them out:
 * `i18n/<locale>/<plugin name>[-<id>]/<sub path>` (the docs' `current/` and `version-<name>/`, the
 * blog's and the pages' folders). A file there replaces the default locale's file of the same
 * relative path; a file left untranslated is read from the default locale's folder.
 */
import { join } from 'node:path';
import type { LoadContext } from '../plugin-types.ts';
import { pluginFolderName } from './plugin-translations.ts';

/** The plugin's folder of translated files for the locale being built; undefined when the locale is not translated. */
export function localizedContentDir(
  context: Pick<LoadContext, 'i18n' | 'localizationDir'>,
  plugin: { name: string; id?: string },
  ...subPath: string[]
): string | undefined {
  // (A context made without locales, as some tools and tests make one, is not translated.)
  if (!context.i18n?.localeConfigs[context.i18n.currentLocale]?.translate) return undefined;
  return join(context.localizationDir, pluginFolderName(plugin), ...subPath);
}

/**
 * A docs version in a translated locale: its label and sidebar messages from
 * `i18n/<locale>/docusaurus-plugin-content-docs[-<id>]/current.json` (`version-<name>.json` for a
 * released version), and its folder of translated docs beside it; each doc not translated is
 * read from the default locale's folder.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { localizedContentDir, readTranslationFile, type LoadContext } from '../../src/core/index.ts';
import { DOCS_PLUGIN_NAME } from './docs-client-data.ts';
import { CURRENT_VERSION_NAME, type VersionMetadata } from './versions.ts';

export async function localizeVersion(
  version: VersionMetadata,
  context: Pick<LoadContext, 'i18n' | 'localizationDir'>,
  pluginId: string,
): Promise<VersionMetadata> {
  const i18nDir = localizedContentDir(context, { name: DOCS_PLUGIN_NAME, id: pluginId });
  if (!i18nDir) return version;
  const name = version.name === CURRENT_VERSION_NAME ? CURRENT_VERSION_NAME : `version-${version.name}`;
  const file = await readTranslationFile(join(i18nDir, `${name}.json`));
  const translations = Object.fromEntries(Object.entries(file ?? {}).map(([key, { message }]) => [key, message]));
  const localizedDir = join(i18nDir, name);
  return {
    ...version,
    label: translations['version.label'] ?? version.label,
    translations,
    ...(existsSync(localizedDir) ? { localizedDir } : {}),
  };
}

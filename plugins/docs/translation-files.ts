/**
 * The docs' translation files, as `write-translations` writes Docusaurus's: one per version
 * (`current.json`, `version-<name>.json`) with the version's label and, per sidebar, its category
 * labels (and their generated index's title and description when the sidebar sets them), its
 * links' labels and the labels a sidebar gives docs, under Docusaurus's keys.
 */
import { SiteError, type TranslationFile, type TranslationFileContent } from '../../src/core/index.ts';
import type { LoadedVersion } from './load-version.ts';
import type { NormalizedSidebarItem } from './sidebar-types.ts';
import { CURRENT_VERSION_NAME } from './versions.ts';

/** Every item of a sidebar, each category before its items (Docusaurus's order). */
function flatten(items: readonly NormalizedSidebarItem[]): NormalizedSidebarItem[] {
  return items.flatMap((item) => (item.type === 'category' ? [item, ...flatten(item.items)] : [item]));
}

function sidebarTranslations(sidebarName: string, items: readonly NormalizedSidebarItem[]): Array<[string, TranslationFileContent[string]]> {
  const all = flatten(items);
  const inSidebar = `in sidebar '${sidebarName}'`;
  const categories = all.flatMap((item): Array<[string, TranslationFileContent[string]]> => {
    if (item.type !== 'category') return [];
    const key = `sidebar.${sidebarName}.category.${item.label}`;
    const entries: Array<[string, TranslationFileContent[string]]> = [
      [key, { message: item.label, description: `The label for category '${item.label}' ${inSidebar}` }],
    ];
    if (item.link?.type === 'generated-index') {
      if (item.link.title)
        entries.push([
          `${key}.link.generated-index.title`,
          { message: item.link.title, description: `The generated-index page title for category '${item.label}' ${inSidebar}` },
        ]);
      if (item.link.description)
        entries.push([
          `${key}.link.generated-index.description`,
          { message: item.link.description, description: `The generated-index page description for category '${item.label}' ${inSidebar}` },
        ]);
    }
    return entries;
  });
  const links = all.flatMap(
    (item): Array<[string, TranslationFileContent[string]]> =>
      item.type === 'link'
        ? [
            [
              `sidebar.${sidebarName}.link.${item.label}`,
              { message: item.label, description: `The label for link '${item.label}' ${inSidebar}, linking to '${item.href}'` },
            ],
          ]
        : [],
  );
  // Docs (and refs) whose label the sidebar itself sets; the others take their label from the doc.
  const docs = all.flatMap(
    (item): Array<[string, TranslationFileContent[string]]> =>
      item.type === 'doc' && item.label !== undefined
        ? [
            [
              `sidebar.${sidebarName}.doc.${item.label}`,
              { message: item.label, description: `The label for the doc item '${item.label}' ${inSidebar}, linking to the doc ${item.id}` },
            ],
          ]
        : [],
  );
  return [...categories, ...links, ...docs];
}

/** Two items giving one key would overwrite each other's translation: an error naming the key, as in Docusaurus. */
function withoutDuplicateKeys(entries: Array<[string, TranslationFileContent[string]]>, sidebarsFile: string | undefined): TranslationFileContent {
  const content: TranslationFileContent = {};
  for (const [key, message] of entries) {
    if (key in content) throw new SiteError(`two sidebar items give the same translation key "${key}": give them different labels`, sidebarsFile);
    content[key] = message;
  }
  return content;
}

export function docsTranslationFiles(versions: readonly LoadedVersion[]): TranslationFile[] {
  return versions.map(({ metadata, configuredSidebars }) => ({
    path: metadata.name === CURRENT_VERSION_NAME ? CURRENT_VERSION_NAME : `version-${metadata.name}`,
    content: {
      'version.label': { message: metadata.label, description: `The label for version ${metadata.name}` },
      ...withoutDuplicateKeys(
        Object.entries(configuredSidebars).flatMap(([name, items]) => sidebarTranslations(name, items)),
        metadata.sidebarFile || undefined,
      ),
    },
  }));
}

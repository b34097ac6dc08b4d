/**
 * A translated locale's sidebars (Docusaurus's translateContent of the docs plugin): the messages
 * of the version's `current.json` / `version-<name>.json`, under the keys write-translations
 * writes (translation-files.ts), replace category labels, their generated index's title and
 * description, link labels and the labels a sidebar gives docs. A generated index keeps the slug
 * the untranslated label gives it, so every locale has the same URLs.
 */
import type { NormalizedSidebarItem, NormalizedSidebars } from './sidebar-types.ts';

function translateItem(item: NormalizedSidebarItem, sidebarName: string, messages: Readonly<Record<string, string>>): NormalizedSidebarItem {
  switch (item.type) {
    case 'category': {
      const key = `sidebar.${sidebarName}.category.${item.label}`;
      const link =
        item.link?.type === 'generated-index'
          ? {
              ...item.link,
              ...(item.link.title ? { title: messages[`${key}.link.generated-index.title`] ?? item.link.title } : {}),
              ...(item.link.description ? { description: messages[`${key}.link.generated-index.description`] ?? item.link.description } : {}),
            }
          : item.link;
      return {
        ...item,
        label: messages[key] ?? item.label,
        slugLabel: item.slugLabel ?? item.label,
        ...(link ? { link } : {}),
        items: item.items.map((child) => translateItem(child, sidebarName, messages)),
      };
    }
    case 'link':
      return { ...item, label: messages[`sidebar.${sidebarName}.link.${item.label}`] ?? item.label };
    case 'doc':
      return item.label === undefined ? item : { ...item, label: messages[`sidebar.${sidebarName}.doc.${item.label}`] ?? item.label };
    default:
      return item;
  }
}

export function translateSidebars(sidebars: NormalizedSidebars, messages: Readonly<Record<string, string>>): NormalizedSidebars {
  return Object.fromEntries(Object.entries(sidebars).map(([name, items]) => [name, items.map((item) => translateItem(item, name, messages))]));
}

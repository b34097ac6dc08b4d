/**
 * The classic theme's translation files, as `write-translations` writes them for Docusaurus's
 * theme-classic: `navbar.json` (the title, the logo's alt text, every item's label, dropdown items
 * included) and `footer.json` (column titles, link labels, the copyright, the logo's alt text),
 * each message under Docusaurus's key and with its description.
 */
import type { TranslationFile, TranslationFileContent } from '../../src/core/index.ts';

/** What of `themeConfig.navbar` and `.footer` carries text; the theme's schema checked the rest. */
interface LabelledItem {
  label?: string;
  to?: string;
  href?: string;
  items?: LabelledItem[];
}
interface FooterColumn {
  title?: string | null;
  items: LabelledItem[];
}
interface TranslatableThemeConfig {
  navbar?: { title?: string; logo?: { alt?: string }; items?: LabelledItem[] };
  footer?: { links?: Array<LabelledItem | FooterColumn>; copyright?: string; logo?: { alt?: string } } | null;
}

/** Items with their dropdowns' items, at any depth. */
function withSubItems(items: readonly LabelledItem[]): LabelledItem[] {
  return [...items, ...items.flatMap((item) => withSubItems(item.items ?? []))];
}

function navbarTranslations(navbar: NonNullable<TranslatableThemeConfig['navbar']>): TranslationFileContent {
  const content: TranslationFileContent = {};
  if (navbar.title) content.title = { message: navbar.title, description: 'The title in the navbar' };
  if (navbar.logo?.alt) content['logo.alt'] = { message: navbar.logo.alt, description: 'The alt text of navbar logo' };
  for (const item of withSubItems(navbar.items ?? []))
    if (item.label) content[`item.label.${item.label}`] = { message: item.label, description: `Navbar item with label ${item.label}` };
  return content;
}

const isColumn = (link: LabelledItem | FooterColumn): link is FooterColumn => 'title' in link;

function footerTranslations(footer: NonNullable<TranslatableThemeConfig['footer']>): TranslationFileContent {
  const content: TranslationFileContent = {};
  const links = footer.links ?? [];
  // Docusaurus decides the footer's layout (columns or one row) by its first entry.
  const columns = links.length > 0 && isColumn(links[0]) ? (links as FooterColumn[]) : [];
  for (const column of columns)
    if (column.title)
      content[`link.title.${column.title}`] = {
        message: column.title,
        description: `The title of the footer links column with title=${column.title} in the footer`,
      };
  const items = columns.length > 0 ? columns.flatMap((column) => column.items) : (links as LabelledItem[]);
  for (const link of items)
    if (link.label)
      content[`link.item.label.${link.label}`] = {
        message: link.label,
        description: `The label of footer link with label=${link.label} linking to ${link.to ?? link.href}`,
      };
  if (footer.copyright) content.copyright = { message: footer.copyright, description: 'The footer copyright' };
  if (footer.logo?.alt) content['logo.alt'] = { message: footer.logo.alt, description: 'The alt text of footer logo' };
  return content;
}

export function themeTranslationFiles(themeConfig: unknown): TranslationFile[] {
  const { navbar, footer } = themeConfig as TranslatableThemeConfig;
  return [
    ...(navbar ? [{ path: 'navbar', content: navbarTranslations(navbar) }] : []),
    ...(footer ? [{ path: 'footer', content: footerTranslations(footer) }] : []),
  ];
}

/**
 * A translated locale's navbar and footer (Docusaurus's translateThemeConfig of theme-classic):
 * the messages of `navbar.json` and `footer.json`, under the keys write-translations writes
 * (translation-files.ts), replace the navbar's title, logo alt text and item labels (dropdown items
 * too) and the footer's column titles, link labels, copyright and logo alt text.
 */
import type { TranslationFile } from '../../src/core/index.ts';

interface Item {
  label?: string;
  items?: Item[];
  [key: string]: unknown;
}
interface Column {
  title?: string | null;
  items: Item[];
  [key: string]: unknown;
}
interface Logo {
  alt?: string;
  [key: string]: unknown;
}
interface Navbar {
  title?: string;
  logo?: Logo;
  items?: Item[];
  [key: string]: unknown;
}
interface Footer {
  links?: Array<Item | Column>;
  copyright?: string;
  logo?: Logo;
  [key: string]: unknown;
}

type Messages = Record<string, { message: string } | undefined>;

const withLabel = (item: Item, messages: Messages, prefix: string): Item => ({
  ...item,
  ...(item.label ? { label: messages[`${prefix}${item.label}`]?.message ?? item.label } : {}),
  ...(item.items ? { items: item.items.map((sub) => withLabel(sub, messages, prefix)) } : {}),
});

const withAlt = (logo: Logo | undefined, messages: Messages): Logo | undefined =>
  logo?.alt ? { ...logo, alt: messages['logo.alt']?.message ?? logo.alt } : logo;

function translateNavbar(navbar: Navbar, messages: Messages): Navbar {
  return {
    ...navbar,
    ...(navbar.title ? { title: messages.title?.message ?? navbar.title } : {}),
    ...(navbar.logo ? { logo: withAlt(navbar.logo, messages) } : {}),
    ...(navbar.items ? { items: navbar.items.map((item) => withLabel(item, messages, 'item.label.')) } : {}),
  };
}

function translateFooter(footer: Footer, messages: Messages): Footer {
  const links = footer.links?.map((link) =>
    'title' in link
      ? {
          ...link,
          ...(link.title ? { title: messages[`link.title.${link.title}`]?.message ?? link.title } : {}),
          items: (link as Column).items.map((item) => withLabel(item, messages, 'link.item.label.')),
        }
      : withLabel(link as Item, messages, 'link.item.label.'),
  );
  return {
    ...footer,
    ...(links ? { links } : {}),
    ...(footer.copyright ? { copyright: messages.copyright?.message ?? footer.copyright } : {}),
    ...(footer.logo ? { logo: withAlt(footer.logo, messages) } : {}),
  };
}

export function translateThemeConfig({ themeConfig, translationFiles }: { themeConfig: Record<string, unknown>; translationFiles: TranslationFile[] }) {
  const messagesOf = (path: string): Messages => translationFiles.find((file) => file.path === path)?.content ?? {};
  const { navbar, footer } = themeConfig as { navbar?: Navbar; footer?: Footer | null };
  return {
    ...(navbar ? { navbar: translateNavbar(navbar, messagesOf('navbar')) } : {}),
    ...(footer ? { footer: translateFooter(footer, messagesOf('footer')) } : {}),
  };
}

/**
 * The theme's settings (`themeConfig` in the site config), in Docusaurus 3's shape
 * (@docusaurus/theme-classic): navbar, footer, announcement bar, colour mode, docs and blog
 * options, metadata, social card image, table of contents, prism, mermaid, algolia. The theme's
 * sections are strict (an unknown or misspelt key is an error naming it); keys of other themes
 * and plugins at the root of themeConfig are left to them, as Docusaurus does. Extensions of this
 * theme, beyond Docusaurus: footer.social, footer.newsletter, searchFeedbackUrl.
 */
import { type CustomNavbarItem, isCustomNavbarItem } from './custom-navbar-item';
import { z } from 'zod';
import { movedKey } from '../core/config/refused-key.ts';

const position = z.enum(['left', 'right']).default('left');
/** Extra attributes a link item may carry (target, rel, aria-label, data-*), as Docusaurus allows. */
const extraAttributes = z.union([z.string(), z.boolean(), z.number()]);

/** What every link-like navbar item has: a label or raw HTML, a class, and any extra attribute. */
const itemBase = {
  label: z.string().optional(),
  html: z.string().optional(),
  className: z.string().optional(),
};
const labelOrHtml = (item: { label?: string; html?: string }) => !(item.label !== undefined && item.html !== undefined);
const labelOrHtmlError = { message: 'give "label" or "html", not both' };

const defaultItemFields = {
  ...itemBase,
  /** An internal path: relative ("blog") or absolute ("/blog"), both resolved against baseUrl. */
  to: z.string().optional(),
  /** A URL used as is (external links open in a new tab). */
  href: z.string().optional(),
  prependBaseUrlToHref: z.boolean().optional(),
  activeBasePath: z.string().optional(),
  activeBaseRegex: z.string().optional(),
};
const toXorHref = (item: { to?: string; href?: string }) => (item.to === undefined) !== (item.href === undefined);
const toXorHrefError = { message: 'one and only one of "to" and "href" should be given' };

const docsPluginId = z.string().default('default');

/** Items a dropdown may hold (no nested dropdowns, as in Docusaurus). */
const dropdownSubItemVariants = [
  z
    .looseObject({ type: z.literal('default'), ...defaultItemFields })
    .catchall(extraAttributes)
    .refine(toXorHref, toXorHrefError)
    .refine(labelOrHtml, labelOrHtmlError),
  z.strictObject({ type: z.literal('doc'), ...itemBase, docId: z.string(), docsPluginId }),
  z.strictObject({ type: z.literal('docSidebar'), ...itemBase, sidebarId: z.string(), docsPluginId }),
  z.strictObject({ type: z.literal('docsVersion'), ...itemBase, to: z.string().optional(), docsPluginId }),
  z.strictObject({ type: z.literal('html'), value: z.string(), className: z.string().optional() }),
] as const;

/** Docusaurus leaves `type` out for a plain link (or a dropdown, when it has `items`). */
function withType(item: unknown): unknown {
  if (typeof item !== 'object' || item === null || 'type' in item) return item;
  return { ...item, type: 'items' in item ? 'dropdown' : 'default' };
}

/** A site's own item type (custom-navbar-item.ts): any props, a position if it has one. */
const customItemSchema = z.looseObject({ type: z.string(), position: z.enum(['left', 'right']).optional() });

/** An item of a custom type goes to `customItemSchema`, any other to `known` (so errors come from the schema the item is meant for). */
function orCustomItem<Known extends z.ZodType>(known: Known) {
  return z.unknown().transform((item, context): z.output<Known> | CustomNavbarItem => {
    const result = (isCustomNavbarItem(item) ? customItemSchema : known).safeParse(item);
    if (result.success) return result.data as z.output<Known> | CustomNavbarItem;
    for (const issue of result.error.issues) context.addIssue(issue as Parameters<typeof context.addIssue>[0]);
    return z.NEVER;
  });
}

const builtInDropdownSubItemSchema = z.preprocess(
  withType,
  z.discriminatedUnion('type', [...dropdownSubItemVariants], {
    error: 'not an item a dropdown can hold (link, doc, docSidebar, docsVersion, html or a "custom-*" type; dropdowns do not nest)',
  }),
);
const dropdownSubItemSchema = orCustomItem(builtInDropdownSubItemSchema);

const builtInNavbarItemSchema = z.preprocess(
  withType,
  z.discriminatedUnion(
    'type',
    [
      z
        .looseObject({ type: z.literal('default'), position, ...defaultItemFields })
        .catchall(extraAttributes)
        .refine(toXorHref, toXorHrefError)
        .refine(labelOrHtml, labelOrHtmlError),
      z.strictObject({ type: z.literal('doc'), position, ...itemBase, docId: z.string(), docsPluginId }),
      z.strictObject({ type: z.literal('docSidebar'), position, ...itemBase, sidebarId: z.string(), docsPluginId }),
      z.strictObject({ type: z.literal('docsVersion'), position, ...itemBase, to: z.string().optional(), docsPluginId }),
      z.strictObject({
        type: z.literal('dropdown'),
        position,
        ...itemBase,
        to: z.string().optional(),
        href: z.string().optional(),
        items: z.array(dropdownSubItemSchema),
      }),
      z.strictObject({
        type: z.literal('docsVersionDropdown'),
        position,
        className: z.string().optional(),
        /** Which docs plugin instance (its id) the dropdown switches. */
        docsPluginId,
        dropdownActiveClassDisabled: z.boolean().optional(),
        /** Links listed before and after the versions (e.g. archived versions hosted elsewhere). */
        dropdownItemsBefore: z.array(dropdownSubItemSchema).default([]),
        dropdownItemsAfter: z.array(dropdownSubItemSchema).default([]),
        /** The versions listed, in this order (all, newest first, by default): names, or names -> { label }. */
        versions: z
          .union([z.array(z.string().min(1)).min(1), z.record(z.string().min(1), z.strictObject({ label: z.string().min(1).optional() }))])
          .optional()
          .refine((versions) => versions === undefined || Array.isArray(versions) || Object.keys(versions).length > 0, 'list at least one version'),
      }),
      z.strictObject({
        type: z.literal('localeDropdown'),
        position,
        className: z.string().optional(),
        label: z.string().optional(),
        dropdownItemsBefore: z.array(dropdownSubItemSchema).default([]),
        dropdownItemsAfter: z.array(dropdownSubItemSchema).default([]),
        queryString: z.string().optional(),
      }),
      z.strictObject({ type: z.literal('search'), position, className: z.string().optional() }),
      z.strictObject({ type: z.literal('html'), position, value: z.string(), className: z.string().optional() }),
    ],
    {
      error:
        'unknown navbar item type (expected none, "default", "doc", "docSidebar", "docsVersion", "dropdown", "docsVersionDropdown", "localeDropdown", "search", "html" or a "custom-*" type)',
    },
  ),
);
const navbarItemSchema = orCustomItem(builtInNavbarItemSchema);

/** A footer link: `to` or `href` with a label, or raw `html`; extra attributes are kept. */
const footerLinkSchema = z
  .looseObject({
    label: z.string().optional(),
    to: z.string().optional(),
    href: z.string().optional(),
    html: z.string().optional(),
    className: z.string().optional(),
  })
  .catchall(extraAttributes)
  .refine((link) => [link.to, link.href, link.html].filter((v) => v !== undefined).length === 1, { message: 'give one of "to", "href" or "html"' })
  .refine((link) => link.html !== undefined || link.label !== undefined, { message: 'a link with "to" or "href" needs a "label"' })
  .refine(labelOrHtml, labelOrHtmlError);

const footerColumnSchema = z.strictObject({
  title: z.string().nullable().default(null),
  className: z.string().optional(),
  items: z.array(footerLinkSchema).default([]),
});

/** Docusaurus: a multi-column footer (every entry has `items`) or a simple one (every entry is a link), not a mix. */
const isColumn = (entry: unknown) => typeof entry === 'object' && entry !== null && 'items' in entry;
const footerLinksSchema = z
  .array(z.unknown())
  .refine(
    (entries) => entries.every(isColumn) || !entries.some(isColumn),
    'the footer links must be either columns ({ title, items }) or links, not a mix of the two',
  )
  .pipe(z.union([z.array(footerColumnSchema), z.array(footerLinkSchema)]));

const logoSchema = z.strictObject({
  alt: z.string().default(''),
  src: z.string(),
  srcDark: z.string().optional(),
  href: z.string().optional(),
  width: z.union([z.string(), z.number()]).optional(),
  height: z.union([z.string(), z.number()]).optional(),
  target: z.string().optional(),
  className: z.string().optional(),
  style: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

const prismThemeSchema = z.looseObject({ plain: z.unknown(), styles: z.unknown() });
/** Docusaurus's default magic comment: `highlight-next-line` and `highlight-start` / `highlight-end`. */
export const DEFAULT_MAGIC_COMMENTS = [
  { className: 'theme-code-block-highlighted-line', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } },
];

const DEFAULTS = {
  navbar: { hideOnScroll: false, items: [] },
  footer: { style: 'light' as const, links: [], social: [] },
  colorMode: { defaultMode: 'light' as const, disableSwitch: false, respectPrefersColorScheme: false },
  docs: { versionPersistence: 'localStorage' as const, sidebar: { hideable: false, autoCollapseCategories: false } },
  blog: { sidebar: { groupByYear: true } },
  prism: { additionalLanguages: [], magicComments: DEFAULT_MAGIC_COMMENTS },
  tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
};

const headingLevel = z.number().int().min(2).max(6);

export const themeConfigSchema = z
  .looseObject({
    navbar: z
      .strictObject({
        title: z.string().nullable().optional(),
        logo: logoSchema.optional(),
        items: z.array(navbarItemSchema).default([]),
        hideOnScroll: z.boolean().default(false),
        style: z.enum(['dark', 'primary']).optional(),
        links: movedKey('"themeConfig.navbar.links" was renamed "themeConfig.navbar.items"'),
      })
      .default(DEFAULTS.navbar),
    footer: z
      .strictObject({
        style: z.enum(['light', 'dark']).default('light'),
        logo: logoSchema.optional(),
        /** HTML, as in Docusaurus. */
        copyright: z.string().optional(),
        links: footerLinksSchema.default([]),
        /** Extension: a row of social links under the columns. */
        social: z.array(footerLinkSchema).default([]),
        /** Extension: a newsletter sign-up form beside the columns. */
        newsletter: z
          .strictObject({
            title: z.string().default('Newsletter'),
            description: z.string().default(''),
            action: z.string(),
            placeholder: z.string().default('you@example.com'),
            className: z.string().optional(),
          })
          .optional(),
      })
      .optional(),
    announcementBar: z
      .strictObject({
        id: z.string().default('announcement-bar'),
        /** HTML, as in Docusaurus. */
        content: z.string(),
        backgroundColor: z.string().optional(),
        textColor: z.string().optional(),
        isCloseable: z.boolean().default(true),
      })
      .optional(),
    colorMode: z
      .strictObject({
        defaultMode: z.enum(['light', 'dark']).default('light'),
        disableSwitch: z.boolean().default(false),
        respectPrefersColorScheme: z.boolean().default(false),
        switchConfig: movedKey('"colorMode.switchConfig" is gone from Docusaurus 3; swizzle ColorModeToggle to change the icons'),
      })
      .default(DEFAULTS.colorMode),
    docs: z
      .strictObject({
        versionPersistence: z.enum(['localStorage', 'none']).default('localStorage'),
        sidebar: z.strictObject({ hideable: z.boolean().default(false), autoCollapseCategories: z.boolean().default(false) }).default(DEFAULTS.docs.sidebar),
      })
      .default(DEFAULTS.docs),
    blog: z.strictObject({ sidebar: z.strictObject({ groupByYear: z.boolean().default(true) }).default(DEFAULTS.blog.sidebar) }).default(DEFAULTS.blog),
    /** The social card image (og:image, twitter:image), relative to the static folder or a URL. */
    image: z.string().optional(),
    /** Extra <meta> tags on every page. */
    metadata: z.array(z.record(z.string(), z.string())).default([]),
    /** Code block settings; the Markdown pipeline reads them at build time. */
    prism: z
      .looseObject({
        theme: prismThemeSchema.optional(),
        darkTheme: prismThemeSchema.optional(),
        defaultLanguage: z.string().toLowerCase().optional(),
        additionalLanguages: z.array(z.string().toLowerCase()).default([]),
        magicComments: z
          .array(
            z
              .strictObject({ className: z.string(), line: z.string().optional(), block: z.strictObject({ start: z.string(), end: z.string() }).optional() })
              .refine((comment) => comment.line !== undefined || comment.block !== undefined, { message: 'a magic comment needs "line" or "block"' }),
          )
          .default(DEFAULTS.prism.magicComments),
      })
      .default(DEFAULTS.prism),
    tableOfContents: z
      .strictObject({ minHeadingLevel: headingLevel.default(2), maxHeadingLevel: headingLevel.default(3) })
      .refine((toc) => toc.minHeadingLevel <= toc.maxHeadingLevel, { message: '"minHeadingLevel" must not be above "maxHeadingLevel"' })
      .default(DEFAULTS.tableOfContents),
    /** @docusaurus/theme-mermaid's settings. */
    mermaid: z
      .strictObject({
        theme: z.strictObject({ light: z.string().default('default'), dark: z.string().default('dark') }).default({ light: 'default', dark: 'dark' }),
        options: z.record(z.string(), z.unknown()).default({}),
      })
      .optional(),
    /**
     * DocSearch (Algolia) settings, as @docusaurus/theme-search-algolia takes them. With them the
     * search UI queries the hosted index; the rest of its options are passed through.
     */
    algolia: z
      .looseObject({
        appId: z.string(),
        apiKey: z.string(),
        indexName: z.string(),
        contextualSearch: z.boolean().default(true),
        searchPagePath: z.union([z.string(), z.literal(false)]).default('search'),
      })
      .optional(),
    /** Extension: a link shown under "Believe this query should return results?" on the search page. */
    searchFeedbackUrl: z.string().optional(),
    // Keys Docusaurus itself renamed or moved: refused with its advice.
    disableDarkMode: movedKey('use "themeConfig.colorMode.disableSwitch: true"'),
    defaultDarkMode: movedKey('use "themeConfig.colorMode.defaultMode: \'dark\'"'),
    metadatas: movedKey('"themeConfig.metadatas" was renamed "themeConfig.metadata"'),
    hideableSidebar: movedKey('moved to "themeConfig.docs.sidebar.hideable"'),
    autoCollapseSidebarCategories: movedKey('moved to "themeConfig.docs.sidebar.autoCollapseCategories"'),
    sidebarCollapsible: movedKey('moved to the docs plugin option "sidebarCollapsible"'),
    gtag: movedKey('"themeConfig.gtag" moved to the options of plugin-google-gtag ("gtag" in preset-classic\'s options)'),
    googleAnalytics: movedKey('"themeConfig.googleAnalytics" moved to plugin options; Universal Analytics is discontinued, use "gtag"'),
  })
  .default({
    navbar: DEFAULTS.navbar,
    colorMode: DEFAULTS.colorMode,
    docs: DEFAULTS.docs,
    blog: DEFAULTS.blog,
    metadata: [],
    prism: DEFAULTS.prism,
    tableOfContents: DEFAULTS.tableOfContents,
  });

export type ThemeConfig = z.output<typeof themeConfigSchema>;
export type NavbarConfig = ThemeConfig['navbar'];
export type NavbarItem = NavbarConfig['items'][number];
export type NavbarDropdownSubItem = Extract<NavbarItem, { type: 'dropdown' }>['items'][number];
export type NavbarLinkItem = Extract<NavbarItem, { type: 'default' }>;
/** The items of the types the theme itself renders. */
export type BuiltInNavbarItem = z.output<typeof builtInNavbarItemSchema>;
export type BuiltInNavbarDropdownSubItem = z.output<typeof builtInDropdownSubItemSchema>;
export type FooterConfig = NonNullable<ThemeConfig['footer']>;
export type FooterLink = FooterConfig['social'][number];
export type FooterColumn = z.output<typeof footerColumnSchema>;
export type LogoConfig = z.output<typeof logoSchema>;

/**
 * The theme's settings (`themeConfig` in site.config.ts): navbar, footer, announcement bar,
 * colour mode, table of contents, newsletter form and search. Strict: unknown keys are errors.
 */
import { z } from 'zod';

const linkItemSchema = z.strictObject({
  label: z.string(),
  /** Internal route (client navigation). */
  to: z.string().optional(),
  /** External URL (opens in a new tab, safely). */
  href: z.string().optional(),
  /** Extra class names, e.g. analytics event names like "plausible-event-name=studio+click". */
  className: z.string().optional(),
  'aria-label': z.string().optional(),
  position: z.enum(['left', 'right']).default('left'),
});

const navbarItemSchema = z.discriminatedUnion('type', [
  linkItemSchema.extend({ type: z.literal('link') }),
  z.strictObject({ type: z.literal('search'), position: z.enum(['left', 'right']).default('right') }),
  z.strictObject({
    type: z.literal('docsVersionDropdown'),
    position: z.enum(['left', 'right']).default('right'),
    /** Which docs plugin instance (its id) the dropdown switches. */
    docsPluginId: z.string().default('default'),
  }),
  z.strictObject({
    type: z.literal('docsLink'),
    label: z.string(),
    /** Doc path inside the preferred version, e.g. "" for the version root. */
    docPath: z.string().default(''),
    docsPluginId: z.string().default('default'),
    position: z.enum(['left', 'right']).default('left'),
  }),
]);

const footerLinkSchema = z.strictObject({
  label: z.string(),
  to: z.string().optional(),
  href: z.string().optional(),
  className: z.string().optional(),
});

export const themeConfigSchema = z
  .strictObject({
    navbar: z
      .strictObject({
        title: z.string().default(''),
        logo: z.strictObject({ alt: z.string(), src: z.string(), srcDark: z.string().optional() }).optional(),
        items: z.array(navbarItemSchema).default([]),
        hideOnScroll: z.boolean().default(true),
      })
      .default({ title: '', items: [], hideOnScroll: true }),
    footer: z
      .strictObject({
        columns: z.array(z.strictObject({ title: z.string(), items: z.array(footerLinkSchema) })).default([]),
        social: z.array(footerLinkSchema).default([]),
        copyright: z.string().default(''),
        newsletter: z
          .strictObject({
            title: z.string().default('Newsletter'),
            description: z.string().default(''),
            action: z.string().default('/registry/api/newsletter/signup'),
            placeholder: z.string().default('you@example.com'),
            className: z.string().optional(),
          })
          .optional(),
      })
      .default({ columns: [], social: [], copyright: '' }),
    announcementBar: z
      .strictObject({
        id: z.string(),
        content: z.string(),
        /** A link after the message (e.g. to the feedback channel). */
        link: z.strictObject({ label: z.string(), href: z.string() }).optional(),
        isCloseable: z.boolean().default(true),
      })
      .optional(),
    colorMode: z
      .strictObject({
        defaultMode: z.enum(['light', 'dark']).default('light'),
        respectPrefersColorScheme: z.boolean().default(true),
      })
      .default({ defaultMode: 'light', respectPrefersColorScheme: true }),
    tableOfContents: z
      .strictObject({ minHeadingLevel: z.number().int().min(2).max(6).default(2), maxHeadingLevel: z.number().int().min(2).max(6).default(3) })
      .default({ minHeadingLevel: 2, maxHeadingLevel: 3 }),
    /** Hosted DocSearch (Algolia). Without it, the local index is used. */
    algolia: z
      .strictObject({
        appId: z.string(),
        apiKey: z.string(),
        indexName: z.string(),
        contextualSearch: z.boolean().default(true),
        searchPagePath: z.string().default('search'),
      })
      .optional(),
    /** A link shown under "Believe this query should return results?" on the search page. */
    searchFeedbackUrl: z.string().optional(),
  })
  .default({
    navbar: { title: '', items: [], hideOnScroll: true },
    footer: { columns: [], social: [], copyright: '' },
    colorMode: { defaultMode: 'light', respectPrefersColorScheme: true },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  });

export type ThemeConfig = z.output<typeof themeConfigSchema>;
export type NavbarItem = ThemeConfig['navbar']['items'][number];

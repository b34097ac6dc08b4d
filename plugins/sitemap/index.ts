/**
 * `@docusaurus/plugin-sitemap`: writes the sitemap after the build: the absolute URL (site url +
 * base URL + path) of every route, except those marked noIndex (unlisted docs, tag pages, ...) and
 * those matching `ignorePatterns`. Redirect pages are not routes. Docusaurus's options and defaults.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { applyTrailingSlash, definePlugin, validatePluginOptions } from '../../src/core/index.ts';
import { sitemapXml, type SitemapItem } from './sitemap-xml.ts';

export const SITEMAP_PLUGIN_NAME = 'docusaurus-plugin-sitemap';

const optionsSchema = z.strictObject({
  id: z.string().default('default'),
  filename: z
    .string()
    .regex(/^[\w.-]+\.xml$/, 'a file name ending in .xml')
    .default('sitemap.xml'),
  /** null leaves the field out. */
  changefreq: z.union([z.enum(['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never']), z.null()]).default('weekly'),
  priority: z.union([z.number().min(0).max(1), z.null()]).default(0.5),
  /** Route paths (globs: `*` within a segment, `**` across) left out. */
  ignorePatterns: z.array(z.string()).default([]),
  /** The pages' last change (docs with showLastUpdateTime), as a date or a date-time; null: none. */
  lastmod: z.union([z.enum(['date', 'datetime']), z.null()]).default(null),
  createSitemapItems: z.undefined({ error: 'not supported by this generator: createSitemapItems' }).optional(),
});

/** A route glob as a regular expression: `**` any characters, `*` any within one segment. */
function globToRegExp(glob: string): RegExp {
  const source = glob
    .split('**')
    .map((part) =>
      part
        .split('*')
        .map((text) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/]*'),
    )
    .join('.*');
  return new RegExp(`^${source}$`);
}

export default definePlugin((context, rawOptions) => {
  const options = validatePluginOptions(SITEMAP_PLUGIN_NAME, optionsSchema, rawOptions, context.siteConfigPath);
  const ignored = options.ignorePatterns.map(globToRegExp);
  return {
    name: SITEMAP_PLUGIN_NAME,
    async postBuild({ outDir, routes }) {
      const items = new Map<string, SitemapItem>();
      for (const route of routes) {
        if (route.noIndex || ignored.some((pattern) => pattern.test(route.permalink) || pattern.test(route.path))) continue;
        // The page's URL as it is served and linked (the site's trailingSlash).
        const url = new URL(applyTrailingSlash(route.permalink, context.siteConfig.trailingSlash, context.baseUrl), context.siteConfig.url).href;
        const updated = route.metadata?.lastUpdatedAt;
        const lastmod = options.lastmod && updated ? new Date(updated).toISOString().slice(0, options.lastmod === 'date' ? 10 : undefined) : undefined;
        items.set(url, { url, lastmod, changefreq: options.changefreq ?? undefined, priority: options.priority ?? undefined });
      }
      await writeFile(join(outDir, options.filename), sitemapXml([...items.values()].sort((a, b) => (a.url < b.url ? -1 : 1))));
    },
  };
});

/**
 * `@docusaurus/plugin-sitemap`: writes the sitemap after the build, with Docusaurus's options and
 * defaults (`filename`, `changefreq`, `priority`, `ignorePatterns`, `lastmod`, and
 * `createSitemapItems({ siteConfig, routes, defaultCreateSitemapItems })` to edit the entries).
 * As in Docusaurus, a site with `noIndex` gets no sitemap, nor does one without a page to list.
 *
 * This generator's addition: `robotsTxt` (default true) writes `robots.txt` (robots-txt.ts) beside
 * the pages, unless the site publishes its own in `static/`, which is copied as it is.
 */
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { definePlugin, SiteError, validatePluginOptions, type RouteInfo, type SiteConfig } from '../../src/core/index.ts';
import { robotsTxt } from './robots-txt.ts';
import { defaultSitemapItems } from './sitemap-items.ts';
import { sitemapXml, type SitemapItem } from './sitemap-xml.ts';

export const SITEMAP_PLUGIN_NAME = 'docusaurus-plugin-sitemap';

/** What `createSitemapItems` is given (Docusaurus's shape; `routes` are the build's pages). */
export interface CreateSitemapItemsParams {
  siteConfig: SiteConfig;
  routes: RouteInfo[];
}
export type CreateSitemapItemsFn = (
  params: CreateSitemapItemsParams & { defaultCreateSitemapItems: (params: CreateSitemapItemsParams) => Promise<SitemapItem[]> },
) => Promise<SitemapItem[]> | SitemapItem[];

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
  /** The pages' last change, as a date or a date-time; null: none. */
  lastmod: z.union([z.enum(['date', 'datetime']), z.null()]).default(null),
  createSitemapItems: z
    .custom<CreateSitemapItemsFn>((value) => typeof value === 'function', 'must be a function ({ siteConfig, routes, defaultCreateSitemapItems }) => items')
    .optional(),
  /** This generator's: write robots.txt (allow all, the sitemap's URL) when the site has none in static/. */
  robotsTxt: z.boolean().default(true),
});

export default definePlugin((context, rawOptions) => {
  const options = validatePluginOptions(SITEMAP_PLUGIN_NAME, optionsSchema, rawOptions, context.siteConfigPath);
  const { siteConfig, baseUrl } = context;
  const defaultCreateSitemapItems = (params: CreateSitemapItemsParams) => defaultSitemapItems(params.routes, params.siteConfig, baseUrl, options);
  const hasOwnRobotsTxt = () => siteConfig.staticDirectories.some((dir) => existsSync(join(resolve(context.siteDir, dir), 'robots.txt')));

  async function sitemapItems(routes: RouteInfo[]): Promise<SitemapItem[]> {
    if (!options.createSitemapItems) return defaultCreateSitemapItems({ siteConfig, routes });
    const items = await options.createSitemapItems({ siteConfig, routes, defaultCreateSitemapItems });
    if (!Array.isArray(items))
      throw new SiteError(`plugins.${SITEMAP_PLUGIN_NAME}.createSitemapItems must return an array of sitemap items`, context.siteConfigPath);
    return items;
  }

  return {
    name: SITEMAP_PLUGIN_NAME,
    async postBuild({ outDir, routes }) {
      const items = siteConfig.noIndex ? [] : await sitemapItems(routes);
      if (items.length > 0) await writeFile(join(outDir, options.filename), sitemapXml(items));
      if (options.robotsTxt && !hasOwnRobotsTxt()) {
        const sitemapUrl = items.length > 0 ? new URL(baseUrl + options.filename, siteConfig.url).href : undefined;
        await writeFile(join(outDir, 'robots.txt'), robotsTxt({ noIndex: siteConfig.noIndex, sitemapUrl }));
      }
    },
  };
});

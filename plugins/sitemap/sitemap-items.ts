/**
 * The sitemap's entries as `@docusaurus/plugin-sitemap` makes them by default (its
 * `defaultCreateSitemapItems`): one per page, at the page's absolute URL as it is served and linked
 * (the site's trailingSlash), leaving out routes marked noIndex (unlisted docs, tag pages, ...)
 * and those matching `ignorePatterns`; with `lastmod`, the page's last change (its `lastUpdatedAt`,
 * else the last git commit of its source file, as Docusaurus reads it).
 */
import { dirname } from 'node:path';
import { applyTrailingSlash, readLastUpdates, type RouteInfo, type SiteConfig } from '../../src/core/index.ts';
import type { SitemapItem } from './sitemap-xml.ts';

export type ChangeFreq = 'always' | 'hourly' | 'daily' | 'weekly' | 'monthly' | 'yearly' | 'never';

export interface SitemapItemOptions {
  changefreq: ChangeFreq | null;
  priority: number | null;
  ignorePatterns: string[];
  lastmod: 'date' | 'datetime' | null;
}

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

/** Last change of each route without a `lastUpdatedAt`, from git (one `git log` for all). */
async function lastUpdatesFromGit(routes: RouteInfo[]): Promise<Map<string, number>> {
  const files = routes
    .filter((route) => route.metadata?.lastUpdatedAt === undefined && route.metadata?.sourceFilePath)
    .map((route) => route.metadata!.sourceFilePath!);
  if (files.length === 0) return new Map();
  const updates = await readLastUpdates([...new Set(files.map((file) => dirname(file)))]);
  return new Map(files.flatMap((file) => (updates.has(file) ? [[file, updates.get(file)!.timestamp] as const] : [])));
}

export async function defaultSitemapItems(routes: RouteInfo[], siteConfig: SiteConfig, baseUrl: string, options: SitemapItemOptions): Promise<SitemapItem[]> {
  const ignored = options.ignorePatterns.map(globToRegExp);
  const listed = routes.filter((route) => !route.noIndex && !ignored.some((pattern) => pattern.test(route.permalink) || pattern.test(route.path)));
  const fromGit = options.lastmod ? await lastUpdatesFromGit(listed) : new Map<string, number>();
  const items = new Map<string, SitemapItem>();
  for (const route of listed) {
    const url = new URL(applyTrailingSlash(route.permalink, siteConfig.trailingSlash, baseUrl), siteConfig.url).href;
    const updated = route.metadata?.lastUpdatedAt ?? fromGit.get(route.metadata?.sourceFilePath ?? '');
    const lastmod =
      options.lastmod && updated !== undefined ? new Date(updated).toISOString().slice(0, options.lastmod === 'date' ? 10 : undefined) : undefined;
    items.set(url, { url, lastmod, changefreq: options.changefreq, priority: options.priority });
  }
  return [...items.values()].sort((a, b) => (a.url < b.url ? -1 : 1));
}

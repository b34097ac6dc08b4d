/**
 * The search plugin: a local search index built from the prerendered pages (postBuild), the
 * `/search` page, and the settings the search UI needs. With `themeConfig.algolia` set, the same
 * UI talks to hosted DocSearch instead and no local index is built.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { validatePluginOptions } from '../../src/core/config/validate-plugin-options.ts';
import { definePlugin } from '../../src/core/plugin-types.ts';
import type { SearchRecord } from '../../src/shared/search-index-format.ts';
import { writeSearchIndex } from './build-index.ts';
import { extractPageSections } from './page-sections.ts';

const optionsSchema = z.strictObject({
  /** The search page's path. */
  searchPagePath: z.string().default('/search'),
});

/** What the search UI reads from global data. */
export interface SearchGlobalData {
  searchPagePath: string;
  hosted: boolean;
}

export default definePlugin((context, rawOptions) => {
  const options = validatePluginOptions('search', optionsSchema, rawOptions);
  const hosted = Boolean(context.siteConfig.themeConfig.algolia);
  return {
    name: 'search',
    async contentLoaded({ actions }) {
      actions.addRoute({ path: options.searchPagePath, component: '@theme/SearchPage', noIndex: true });
      actions.setGlobalData({ searchPagePath: options.searchPagePath, hosted } satisfies SearchGlobalData);
    },
    async postBuild({ outDir, pages }) {
      if (hosted) return;
      // Sections of a page whose HTML is unchanged since the last build come from the cache.
      const cacheFile = join(context.cacheDir, 'search-sections.json');
      const cached = new Map<string, SearchRecord[]>(Object.entries(JSON.parse(await readFile(cacheFile, 'utf8').catch(() => '{}')) as Record<string, SearchRecord[]>));
      const sectionsByPage = await Promise.all(
        pages.map(async (page) => {
          const lvl0 = page.route.plugin === 'blog' ? 'Blog' : 'Docs';
          const key = `${page.htmlHash}:${page.route.permalink}:${lvl0}`;
          const sections = cached.get(key) ?? extractPageSections(await readFile(join(outDir, page.file), 'utf8'), page.route.permalink, lvl0);
          return [key, sections] as const;
        }),
      );
      await mkdir(context.cacheDir, { recursive: true });
      await writeFile(cacheFile, JSON.stringify(Object.fromEntries(sectionsByPage)));
      const records = sectionsByPage.flatMap(([, sections]) => sections);
      const stats = await writeSearchIndex(outDir, records);
      const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
      context.report.note(`search index: ${stats.records} records (${stats.files.map((f) => `${f.tag} ${kb(f.bytes)}`).join(', ')})`);
    },
  };
});

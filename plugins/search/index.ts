/**
 * The search plugin: a local search index built from the prerendered pages (postBuild), the
 * `/search` page, and the settings the search UI needs. With `themeConfig.algolia` set, the same
 * UI talks to hosted DocSearch instead and no local index is built.
 */
import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import {
  validatePluginOptions,
  generatorModule,
  hashText,
  OutputCache,
  generatorCodeHash,
  ENTRY_POINTS,
  PLUGIN_ENTRY_POINTS,
  type RecordWarnings,
  mapLimited,
  definePlugin,
  type RenderedPage,
} from '../../src/core/index.ts';
import type { SearchRecord } from './search-index-format.ts';
import { recordsByTag, writeSearchManifest, writeShardFiles, type BuiltShard, type SearchIndexStats } from './build-index.ts';
import extractSearchSections, { lvl0Of } from './page-extractor.ts';
import { readSectionsCache, writeSectionsCache } from './sections-cache.ts';

/** Pages read and parsed at a time when neither the prerender workers nor the cache gave their sections. */
const PAGES_IN_FLIGHT = 16;

const optionsSchema = z.strictObject({
  /** The search page's path. */
  searchPagePath: z.string().default('/search'),
});

/** Docusaurus's translations of its Algolia search theme, whose ids the search UI uses. */
const SEARCH_TRANSLATIONS_FILE = 'theme-search-algolia';

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
    // The search UI's strings by the ids of Docusaurus's search theme: its translations for the locale apply.
    codeTranslationsFile: SEARCH_TRANSLATIONS_FILE,
    pageExtractor: hosted ? undefined : generatorModule(ENTRY_POINTS.searchPageExtractor),
    async contentLoaded({ actions }) {
      actions.addRoute({ path: options.searchPagePath, component: '@theme/SearchPage', noIndex: true });
      actions.setGlobalData({ searchPagePath: options.searchPagePath, hosted } satisfies SearchGlobalData);
    },
    async postBuild({ outDir, pages }) {
      if (hosted) return;
      const builder = await builderSourceHash();
      // The builder's code names the sections too: a change to how sections are taken from a page takes them again.
      const keyed = pages.map((page) => ({ page, key: hashText(builder, sectionsKey(page)) }));
      // The index follows from every page's sections (named by the pages' keys) and the code building it.
      const indexKey = hashText(builder, keyed.map(({ key }) => key).join('\n'));
      const cache = new OutputCache<SearchIndexStats>(join(context.cacheDir, 'search-index'), context.report);
      let reusedFacets: string[] = [];
      const { summary: stats, reused } = await cache.reuseOrBuild(indexKey, outDir, async (folder) => {
        const records = await pageRecords(join(context.cacheDir, 'search-sections.ndjson'), outDir, keyed, context.report);
        const facets = await writeFacets(join(context.cacheDir, 'search-facets'), folder, records, builder, context.report);
        reusedFacets = facets.reused;
        return writeSearchManifest(folder, facets.shards);
      });
      const reuse = reused ? ', reused: no page changed' : reusedFacets.length ? `, reused the unchanged facets ${reusedFacets.join(', ')}` : '';
      context.report.note(`search index: ${describe(stats)}${reuse}`);
    },
  };
});

/** The index builder's own code (this plugin and what it imports, the index format among them): editing it builds the index again. */
function builderSourceHash(): Promise<string> {
  return generatorCodeHash(PLUGIN_ENTRY_POINTS.search);
}

/**
 * Each facet's index files (current docs, a docs version, the blog) into `folder`: a facet whose
 * records are unchanged is linked from its last build (an edit to one docs page leaves the blog's
 * and the other versions' files as they were), the others are written.
 */
async function writeFacets(
  cacheDir: string,
  folder: string,
  records: readonly SearchRecord[],
  builder: string,
  warnings: RecordWarnings,
): Promise<{ shards: BuiltShard[]; reused: string[] }> {
  const shards: BuiltShard[] = [];
  const reused: string[] = [];
  const byTag = recordsByTag(records);
  for (const [tag, facetRecords] of byTag) {
    const key = hashText(builder, tag, JSON.stringify(facetRecords));
    const facetCache = new OutputCache<BuiltShard>(join(cacheDir, encodeURIComponent(tag)), warnings);
    const built = await facetCache.reuseOrBuild(key, folder, (facetFolder) => writeShardFiles(facetFolder, tag, facetRecords));
    shards.push(built.summary);
    if (built.reused) reused.push(tag);
  }
  // Facets no page has any more.
  const current = new Set([...byTag.keys()].map((tag) => encodeURIComponent(tag)));
  for (const name of await readdir(cacheDir).catch(() => [])) if (!current.has(name)) await rm(join(cacheDir, name), { recursive: true, force: true });
  return { shards, reused };
}

/** Names a page's sections: they follow from its HTML, its URL and its section name. */
function sectionsKey(page: RenderedPage): string {
  return `${page.htmlHash}:${page.route.permalink}:${lvl0Of(page.route)}`;
}

/**
 * Every page's sections, in page order: from the cache when its HTML is unchanged, else as the
 * prerender workers took them from the page rendered in this build, else parsed from the page.
 */
async function pageRecords(
  cacheFile: string,
  outDir: string,
  pages: ReadonlyArray<{ page: RenderedPage; key: string }>,
  warnings: RecordWarnings,
): Promise<SearchRecord[]> {
  const cached = await readSectionsCache(cacheFile, warnings);
  let fresh = 0;
  const sections = await mapLimited(pages, PAGES_IN_FLIGHT, async ({ page, key }) => {
    const known = cached.get(key);
    if (known) return known;
    fresh++;
    if (page.extracted) return page.extracted as SearchRecord[];
    return extractSearchSections(await readFile(join(outDir, page.file), 'utf8'), page.route);
  });
  if (fresh > 0 || cached.size !== pages.length)
    await writeSectionsCache(
      cacheFile,
      pages.map(({ key }, i) => [key, sections[i]] as const),
    );
  return sections.flat();
}

function describe(stats: SearchIndexStats): string {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  return `${stats.records} records (${stats.shards.map((s) => `${s.tag} ${kb(s.bytes)} in ${s.files} files, ${s.partitions} partitions`).join('; ')})`;
}

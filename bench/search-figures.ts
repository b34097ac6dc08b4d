/**
 * The local search index of a build: its size (each facet's index files, and what a first default
 * query downloads: every file the client fetches for it, counted as it goes), and query speed. Queries run
 * through the browser client's own `searchLocal` (src/theme/search/local-search-client.ts) against
 * the built folder served over HTTP, so loading and searching work exactly as in the page.
 */
import { readdir, readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { serveStatic } from '../src/core/serve.ts';
import { BLOG_TAG, CURRENT_DOCS_TAG, SEARCH_MANIFEST_PATH, shardFolder, type SearchManifest } from '../plugins/search/search-index-format.ts';
import { searchLocal } from '../src/theme/search/local-search-client.ts';
import { Prng } from './prng.ts';
import { addSizes, median, percentile, sizeOf, type Size } from './stats.ts';
import { CONTENT_WORDS } from './word-list.ts';

export interface SearchFigures {
  records: number;
  /** Per facet: its index files (partitions, tails, completions), without document files. */
  shards: Record<string, Size & { records: number; files: number }>;
  /** The manifest and every facet's index files. */
  total: Size;
  /** Document files (what hits show), all facets. */
  documents: Size & { files: number };
  /** The largest single index file (gzip): a query fetches whole files. */
  largestIndexFile: Size;
  /** Every file the first default query fetched (manifest, term files and tails of its facets, document files). */
  firstQuery: Size;
  firstQueryFiles: number;
  /** The first query, including fetching and loading its shards. */
  firstQueryMs: number;
  queries: number;
  medianQueryMs: number;
  p95QueryMs: number;
  /** Queries with at least one hit (a sanity check that the index answers). */
  queriesWithHits: number;
}

/** The default context of a first query: current docs and the blog. */
export const DEFAULT_TAGS = [CURRENT_DOCS_TAG, BLOG_TAG];

/** 50 fixed queries from the word list: single words, pairs, prefixes and one-letter typos. */
export function benchmarkQueries(count = 50): string[] {
  const prng = new Prng(42);
  return Array.from({ length: count }, (_, i) => {
    const word = prng.pick(CONTENT_WORDS);
    switch (i % 10) {
      case 0:
      case 1:
      case 2:
        return `${word} ${prng.pick(CONTENT_WORDS)}`;
      case 3:
        return word.slice(0, 4);
      case 4:
        return word.length > 5 ? word.slice(0, 2) + word[3] + word[2] + word.slice(4) : word;
      default:
        return word;
    }
  });
}

export async function measureSearch(outDir: string): Promise<SearchFigures> {
  const manifestText = await readFile(join(outDir, SEARCH_MANIFEST_PATH), 'utf8');
  const manifest = JSON.parse(manifestText) as SearchManifest;
  const shards: SearchFigures['shards'] = {};
  const documentSizes: Size[] = [];
  let largestIndexFile: Size = { raw: 0, gzip: 0 };
  for (const [tag, entry] of Object.entries(manifest.shards)) {
    const indexSizes: Size[] = [];
    for (const name of await readdir(join(outDir, shardFolder(tag)))) {
      const size = sizeOf(await readFile(join(outDir, shardFolder(tag), name)));
      if (name.endsWith(`.${entry.documentsHash}.json`)) {
        documentSizes.push(size);
        continue;
      }
      indexSizes.push(size);
      if (size.gzip > largestIndexFile.gzip) largestIndexFile = size;
    }
    shards[tag] = { ...addSizes(indexSizes), records: entry.records, files: indexSizes.length };
  }
  const manifestSize = sizeOf(manifestText);

  const server = await serveStatic({ dir: outDir, port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  try {
    const queries = benchmarkQueries();
    // Count what the first query downloads by watching the client's fetches.
    const fetched: string[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (input, init) => {
      fetched.push(new URL(String(input)).pathname);
      return realFetch(input, init);
    };
    let started = performance.now();
    try {
      await searchLocal(baseUrl, queries[0], DEFAULT_TAGS, 20);
    } finally {
      globalThis.fetch = realFetch;
    }
    const firstQueryMs = performance.now() - started;
    const firstQuery = addSizes(await Promise.all(fetched.map(async (path) => sizeOf(await readFile(join(outDir, path))))));
    const times: number[] = [];
    let queriesWithHits = 0;
    for (const query of queries) {
      started = performance.now();
      const { total } = await searchLocal(baseUrl, query, DEFAULT_TAGS);
      times.push(performance.now() - started);
      if (total > 0) queriesWithHits++;
    }
    return {
      records: Object.values(manifest.shards).reduce((n, s) => n + s.records, 0),
      shards,
      total: addSizes([manifestSize, ...Object.values(shards)]),
      documents: { ...addSizes(documentSizes), files: documentSizes.length },
      largestIndexFile,
      firstQuery,
      firstQueryFiles: fetched.length,
      firstQueryMs,
      queries: queries.length,
      medianQueryMs: median(times),
      p95QueryMs: percentile(times, 95),
      queriesWithHits,
    };
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

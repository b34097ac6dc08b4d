/**
 * Relevance of the local search on the real site: the queries of bench/search-queries.json, each
 * searched as the modal does (the browser client's own `searchLocal`, in the context of the page
 * the reader searches from, 20 hits, shown grouped by section as DocSearch shows them), against a
 * build served over HTTP. Reports top-1 and top-3 hit rates, mean reciprocal rank and, with the
 * index files of every query already loaded, query latency.
 */
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { serveStatic } from '../src/core/serve.ts';
import { searchLocal, type SearchHit } from '../src/theme/search/local-search-client.ts';
import { searchTagsForPath, type VersionPlace } from '../src/theme/search/search-tags.ts';
import { GENERATOR_DIR } from './build-runs.ts';
import { median, percentile } from './stats.ts';

export const QUERIES_FILE = join(GENERATOR_DIR, 'bench/search-queries.json');
/** The modal's page size. */
const MODAL_HITS = 20;
/** Where a query is searched from when its entry names no page: a current docs page. */
const DEFAULT_FROM = '/docs/quick-start';
/** Timed rounds over the whole set once its files are loaded. */
const TIMED_ROUNDS = 5;

interface RelevanceQuery {
  query: string;
  expect: string[];
  from?: string;
}

interface QueriesFile {
  docsVersions: VersionPlace[];
  queries: RelevanceQuery[];
}

export interface QueryOutcome {
  query: string;
  from: string;
  /** 1-based rank of the first hit on an expected page (0: none in the hits). */
  rank: number;
  /** The first three pages shown. */
  top: string[];
}

export interface RelevanceFigures {
  queries: number;
  top1: number;
  top3: number;
  meanReciprocalRank: number;
  medianQueryMs: number;
  p95QueryMs: number;
  /** Queries whose expected page is not first. */
  misses: QueryOutcome[];
}

const pageOf = (url: string) => new URL(url, 'http://x').pathname.replace(/\/$/, '') || '/';

/** Hits in the order the modal shows them: DocSearch groups them by lvl0 ("Docs", "Blog"), groups in the order they first appear. */
export function shownOrder(hits: readonly SearchHit[]): SearchHit[] {
  const groups = new Map<string, SearchHit[]>();
  for (const hit of hits) groups.set(hit.hierarchy.lvl0, [...(groups.get(hit.hierarchy.lvl0) ?? []), hit]);
  return [...groups.values()].flat();
}

export async function readRelevanceQueries(file = QUERIES_FILE): Promise<QueriesFile> {
  const parsed = JSON.parse(await readFile(file, 'utf8')) as QueriesFile;
  parsed.queries.forEach((entry, i) => {
    if (typeof entry.query !== 'string' || !Array.isArray(entry.expect) || entry.expect.length === 0)
      throw new Error(`${file}: query ${i + 1} needs "query" and a non-empty "expect"`);
  });
  return parsed;
}

export async function measureRelevance(outDir: string, file = QUERIES_FILE): Promise<RelevanceFigures> {
  const { docsVersions, queries } = await readRelevanceQueries(file);
  const server = await serveStatic({ dir: outDir, port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  try {
    const run = (entry: RelevanceQuery) => searchLocal(baseUrl, entry.query, searchTagsForPath(entry.from ?? DEFAULT_FROM, docsVersions), MODAL_HITS);
    const outcomes: QueryOutcome[] = [];
    for (const entry of queries) {
      const pages = shownOrder((await run(entry)).hits).map((hit) => pageOf(hit.url));
      const expected = new Set(entry.expect.map(pageOf));
      outcomes.push({ query: entry.query, from: entry.from ?? DEFAULT_FROM, rank: pages.findIndex((page) => expected.has(page)) + 1, top: pages.slice(0, 3) });
    }
    // Every file the set needs is loaded now: what remains is the client's own work per query. Each
    // query's time is its median over the rounds, so a pause of the machine (another process, a
    // garbage collection) in one round does not count as the query's.
    const rounds: number[][] = queries.map(() => []);
    for (let round = 0; round < TIMED_ROUNDS; round++) {
      for (const [i, entry] of queries.entries()) {
        const started = performance.now();
        await run(entry);
        rounds[i].push(performance.now() - started);
      }
    }
    const times = rounds.map(median);
    const share = (test: (outcome: QueryOutcome) => boolean) => outcomes.filter(test).length / outcomes.length;
    return {
      queries: outcomes.length,
      top1: share(({ rank }) => rank === 1),
      top3: share(({ rank }) => rank >= 1 && rank <= 3),
      meanReciprocalRank: outcomes.reduce((sum, { rank }) => sum + (rank ? 1 / rank : 0), 0) / outcomes.length,
      medianQueryMs: median(times),
      p95QueryMs: percentile(times, 95),
      misses: outcomes.filter(({ rank }) => rank !== 1),
    };
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

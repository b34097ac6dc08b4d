/**
 * Searches the local index in the browser. Index shards (one per facet tag) are fetched on first
 * use and kept; a query loads only the shards its context asks for. Exposes two faces: `searchLocal`
 * for the search page, and a DocSearch-compatible client (Algolia's response shape) for the modal.
 */
import MiniSearch from 'minisearch';
import { MINISEARCH_OPTIONS, MINISEARCH_QUERY_OPTIONS, SEARCH_MANIFEST_PATH, type SearchManifest, type SearchRecord } from '../../shared/search-index-format';
import { highlight, snippet } from './highlight';

export interface SearchHit {
  objectID: string;
  url: string;
  type: SearchRecord['type'];
  hierarchy: { lvl0: string; lvl1: string; lvl2: string | null; lvl3: string | null; lvl4: null; lvl5: null; lvl6: null };
  content: string | null;
  tag: string;
  /** Matched query terms, for highlighting. */
  terms: string[];
  score: number;
}

let manifest: Promise<SearchManifest> | undefined;
const shards = new Map<string, Promise<MiniSearch<SearchRecord>>>();

function loadManifest(baseUrl: string): Promise<SearchManifest> {
  manifest ??= fetchJson<SearchManifest>(`${baseUrl}${SEARCH_MANIFEST_PATH}`).catch((error) => {
    manifest = undefined; // let a later query try again
    throw error;
  });
  return manifest;
}

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json() as Promise<T>;
}

async function loadShard(baseUrl: string, tag: string): Promise<MiniSearch<SearchRecord> | null> {
  const entry = (await loadManifest(baseUrl)).shards[tag];
  if (!entry) return null;
  let shard = shards.get(tag);
  if (!shard) {
    shard = fetch(`${baseUrl}${entry.file}`)
      .then((response) => {
        if (!response.ok) throw new Error(`${entry.file}: HTTP ${response.status}`);
        return response.text();
      })
      .then((json) => MiniSearch.loadJSON<SearchRecord>(json, MINISEARCH_OPTIONS));
    shard.catch(() => shards.delete(tag));
    shards.set(tag, shard);
  }
  return shard;
}

/** Searches the shards of the given tags; best hits first. */
export async function searchLocal(baseUrl: string, query: string, tags: string[], limit = 50): Promise<{ hits: SearchHit[]; total: number }> {
  if (!query.trim()) return { hits: [], total: 0 };
  const indexes = (await Promise.all(tags.map((tag) => loadShard(baseUrl, tag)))).filter((i): i is MiniSearch<SearchRecord> => i !== null);
  const run = (combineWith: 'AND' | 'OR') => indexes.flatMap((index) => index.search(query, { ...MINISEARCH_QUERY_OPTIONS, combineWith }));
  let results = run('AND');
  if (results.length === 0) results = run('OR'); // no section has every word: show the best partial matches
  const hits = results
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map((result) => ({
      objectID: String(result.id),
      url: result.url as string,
      type: result.type as SearchRecord['type'],
      hierarchy: { lvl0: result.lvl0 as string, lvl1: result.lvl1 as string, lvl2: (result.lvl2 as string) ?? null, lvl3: (result.lvl3 as string) ?? null, lvl4: null, lvl5: null, lvl6: null },
      content: (result.excerpt as string) || null,
      tag: result.tag as string,
      terms: result.terms,
      score: result.score,
    }));
  return { hits, total: results.length };
}

/** Tags named by DocSearch facet filters, e.g. [["docusaurus_tag:blog", "docusaurus_tag:docs-default-current"]]. */
export function tagsFromFacetFilters(facetFilters: unknown): string[] {
  const flat = (Array.isArray(facetFilters) ? facetFilters : [facetFilters]).flat(2).filter((f): f is string => typeof f === 'string');
  return flat.filter((f) => f.startsWith('docusaurus_tag:')).map((f) => f.slice('docusaurus_tag:'.length));
}

type HighlightValue = { value: string; matchLevel: 'none' | 'partial' | 'full'; matchedWords: string[] };

function highlighted(text: string | null, terms: string[]): HighlightValue | undefined {
  if (text === null) return undefined;
  const value = highlight(text, terms);
  return { value, matchLevel: value.includes('<mark>') ? 'full' : 'none', matchedWords: terms };
}

/** A hit in the shape DocSearch expects from Algolia (hierarchy, type, url, _highlightResult, _snippetResult). */
export function toDocSearchHit(hit: SearchHit) {
  const levels = ['lvl0', 'lvl1', 'lvl2', 'lvl3'] as const;
  const hierarchyHighlight = Object.fromEntries(levels.map((lvl) => [lvl, highlighted(hit.hierarchy[lvl], hit.terms)]).filter(([, v]) => v));
  return {
    objectID: hit.objectID,
    url: hit.url,
    url_without_anchor: hit.url.split('#')[0],
    anchor: hit.url.split('#')[1] ?? null,
    type: hit.type,
    hierarchy: hit.hierarchy,
    content: hit.content,
    _highlightResult: { hierarchy: hierarchyHighlight, hierarchy_camel: [hierarchyHighlight], content: highlighted(hit.content, hit.terms) },
    _snippetResult: { content: hit.content ? { value: snippet(hit.content, hit.terms), matchLevel: 'full' } : undefined },
  };
}

/**
 * Replaces DocSearch's Algolia client: same request and response shapes, answered from the local
 * index. `onStatus` learns whether the index could be fetched (the modal shows its own error screen,
 * because DocSearch's resets to "no results" when the request settles).
 */
export function createLocalDocSearchClient(baseUrl: string, defaultTags: string[], onStatus: (fetchFailed: boolean) => void = () => {}) {
  return {
    async search(request: { requests: Array<{ indexName: string; query?: string; facetFilters?: unknown; hitsPerPage?: number }> }) {
      try {
        const results = await Promise.all(
          request.requests.map(async (req) => {
            const tags = tagsFromFacetFilters(req.facetFilters);
            const { hits, total } = await searchLocal(baseUrl, req.query ?? '', tags.length ? tags : defaultTags, req.hitsPerPage ?? 20);
            return { hits: hits.map(toDocSearchHit), nbHits: total, page: 0, nbPages: 1, hitsPerPage: req.hitsPerPage ?? 20, processingTimeMS: 0, query: req.query ?? '', params: '', index: req.indexName, exhaustiveNbHits: true };
          }),
        );
        onStatus(false);
        return { results };
      } catch (error) {
        onStatus(true);
        // DocSearch shows its error screen ("Unable to fetch results") for this error name.
        const retry = new Error((error as Error).message);
        retry.name = 'RetryError';
        throw retry;
      }
    },
    addAlgoliaAgent() {},
    transporter: { algoliaAgent: { value: 'local-search', add() {} } },
  };
}

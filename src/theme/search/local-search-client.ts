/**
 * Searches the local index in the browser. Index shards (one per facet tag) are fetched on first
 * use and kept; a query loads only the shards its context asks for. Exposes two faces: `searchLocal`
 * for the search page, and a DocSearch-compatible client (Algolia's response shape) for the modal.
 */
import MiniSearch from 'minisearch';
import { DOCUMENT_FILE_SIZE, documentFileIndex, MINISEARCH_OPTIONS, MINISEARCH_QUERY_OPTIONS, SEARCH_MANIFEST_PATH, type SearchDocument, type SearchManifest, type SearchRecord } from '../../shared/search-index-format';
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
const documentFiles = new Map<string, Promise<SearchDocument[]>>();

function loadManifest(baseUrl: string): Promise<SearchManifest> {
  manifest ??= fetchJson<SearchManifest>(`${baseUrl}${SEARCH_MANIFEST_PATH}`).catch((error) => {
    manifest = undefined; // let a later query try again
    throw error;
  });
  return manifest;
}

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
}

async function fetchJson<T>(url: string): Promise<T> {
  return JSON.parse(await fetchText(url)) as T;
}

/** A file fetched once and kept; a failed fetch is forgotten, so a later query tries again. */
function fetchOnce<T>(cache: Map<string, Promise<T>>, url: string, parse: (text: string) => T): Promise<T> {
  let loaded = cache.get(url);
  if (!loaded) {
    loaded = fetchText(url).then(parse);
    loaded.catch(() => cache.delete(url));
    cache.set(url, loaded);
  }
  return loaded;
}

async function loadShard(baseUrl: string, tag: string): Promise<{ tag: string; index: MiniSearch<SearchRecord>; documents: string[] } | null> {
  const entry = (await loadManifest(baseUrl)).shards[tag];
  if (!entry) return null;
  const index = await fetchOnce(shards, `${baseUrl}${entry.file}`, (json) => MiniSearch.loadJSON<SearchRecord>(json, MINISEARCH_OPTIONS));
  return { tag, index, documents: entry.documents };
}

/** Searches the shards of the given tags; best hits first, with what they show fetched for the hits returned. */
export async function searchLocal(baseUrl: string, query: string, tags: string[], limit = 50): Promise<{ hits: SearchHit[]; total: number }> {
  if (!query.trim()) return { hits: [], total: 0 };
  const loaded = (await Promise.all(tags.map((tag) => loadShard(baseUrl, tag)))).filter((s) => s !== null);
  const run = (combineWith: 'AND' | 'OR') =>
    loaded.flatMap((shard) => shard.index.search(query, { ...MINISEARCH_QUERY_OPTIONS, combineWith }).map((result) => ({ result, shard })));
  let results = run('AND');
  if (results.length === 0) results = run('OR'); // no section has every word: show the best partial matches
  const best = results.sort((a, b) => b.result.score - a.result.score).slice(0, limit);
  const hits = await Promise.all(
    best.map(async ({ result, shard }) => {
      const position = Number(result.id);
      const file = shard.documents[documentFileIndex(position)];
      const document = (await fetchOnce(documentFiles, `${baseUrl}${file}`, (json) => JSON.parse(json) as SearchDocument[]))[position % DOCUMENT_FILE_SIZE];
      return {
        objectID: `${shard.tag}:${position}`,
        url: document.url,
        type: document.type,
        hierarchy: { lvl0: document.lvl0, lvl1: document.lvl1, lvl2: document.lvl2 ?? null, lvl3: document.lvl3 ?? null, lvl4: null, lvl5: null, lvl6: null },
        content: document.excerpt || null,
        tag: shard.tag,
        terms: result.terms,
        score: result.score,
      } satisfies SearchHit;
    }),
  );
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

/**
 * Searches the local index in the browser: fetches the manifest, then for each facet in context
 * only the term files its words need, the tails of the words it spells out (for AND), and the
 * document files of the hits it returns; everything fetched is kept for later queries. Exposes two
 * faces: `searchLocal` for the search page, and a DocSearch-compatible client (Algolia's response
 * shape) for the modal.
 */
import {
  documentFileIndex,
  DOCUMENT_FILE_SIZE,
  unpackPlaces,
  type SearchRecord,
  type ShardManifest,
  type TailFile,
  type TermEntry,
} from '@generator/plugins/search/contract';
import { highlight, snippet } from './highlight';
import { loadManifest, ShardFiles } from './index-files';
import { rankCandidates, type Candidate } from './rank-hits';
import { combineWords, matchedTerms, matchWord, type Combination, type DocumentMatch, type WordMatches } from './rank-postings';
import { expandWord, parseQuery, type Expansion } from './word-expansions';

/** A hit; its hierarchy and content are HTML-escaped, as stored (highlight.ts reads that form). */
export interface SearchHit {
  objectID: string;
  url: string;
  type: SearchRecord['type'];
  hierarchy: { lvl0: string; lvl1: string; lvl2: string | null; lvl3: string | null; lvl4: null; lvl5: null; lvl6: null };
  content: string | null;
  tag: string;
  /** Matched index terms, for highlighting. */
  terms: string[];
  score: number;
}

/**
 * Tail postings one query may fetch (about 80 KB gzip), rarest words first. Past it, a frequent
 * word is matched by its head alone: its best sections are found, some weak ones are missed, and
 * the count of results is a lower bound.
 */
export const TAIL_POSTINGS_PER_QUERY = 65536;

/** One facet in context, and what each query word matches in it. */
interface ShardQuery {
  tag: string;
  shard: ShardManifest;
  files: ShardFiles;
  /** Per query word, what it matches in this facet. */
  expansions: Expansion[][];
}

/**
 * Tails of the words the query spells out: AND needs all of a word's sections; and a one-word
 * query needs them only when it asks for more hits than a head holds. Completions and typo
 * variants are matched by their heads (their best sections).
 */
async function loadTails(shards: readonly ShardQuery[], wordCount: number, limit: number): Promise<Map<TermEntry, TailFile[]>> {
  const wanted = shards.flatMap(({ files, expansions }) =>
    expansions
      .flat()
      .filter(({ exact, entry }) => exact && entry[3].length > 0 && (wordCount > 1 || entry[2][0].length < limit))
      .map(({ entry }) => ({ files, entry, postings: entry[3].reduce((sum, [, count]) => sum + count, 0) })),
  );
  wanted.sort((a, b) => a.postings - b.postings);
  let budget = TAIL_POSTINGS_PER_QUERY;
  const chosen: typeof wanted = [];
  for (const tail of wanted) {
    if (tail.postings > budget) break;
    budget -= tail.postings;
    chosen.push(tail);
  }
  return new Map(await Promise.all(chosen.map(async ({ files, entry }) => [entry, await Promise.all(entry[3].map(([name]) => files.tail(name)))] as const)));
}

interface RankedShard {
  query: ShardQuery;
  words: WordMatches[];
  matches: DocumentMatch[];
}

function rank(shards: ReadonlyArray<Omit<RankedShard, 'matches'>>, combination: Combination): RankedShard[] {
  return shards.map((shard) => ({ ...shard, matches: combineWords(shard.words, combination) }));
}

/** A record a query matched, with what ranking needs to know of it (rank-hits.ts). */
interface MatchedRecord extends Candidate {
  query: ShardQuery;
  wordMatches: WordMatches[];
  document: number;
}

function candidatesOf({ query, words, matches }: RankedShard, inContext: boolean): MatchedRecord[] {
  return matches.map(({ document, score }) => {
    const wordPlaces = words.map(({ expansionBits, places }) => (expansionBits[document] ? unpackPlaces(places[document]).places : 0));
    const { type, titleTerms, headingTerms } = unpackPlaces(words.find(({ expansionBits }) => expansionBits[document])!.places[document]);
    return { query, wordMatches: words, document, score, wordPlaces, type, titleTerms, headingTerms, inContext };
  });
}

/**
 * Searches the facets of the given tags; best hits first (rank-hits.ts), with what they show
 * fetched for the hits returned. The first tag is the reader's context: the docs version they
 * search from, which ranks before the others.
 */
export async function searchLocal(baseUrl: string, query: string, tags: string[], limit = 50): Promise<{ hits: SearchHit[]; total: number }> {
  const words = parseQuery(query);
  if (words.length === 0) return { hits: [], total: 0 };
  const manifest = await loadManifest(baseUrl);
  const shards = await Promise.all(
    tags
      .filter((tag) => Object.hasOwn(manifest.shards, tag))
      .map(async (tag): Promise<ShardQuery> => {
        const shard = manifest.shards[tag];
        const files = new ShardFiles(baseUrl, tag);
        return { tag, shard, files, expansions: await Promise.all(words.map((word) => expandWord(files, shard, word))) };
      }),
  );
  const tails = await loadTails(shards, words.length, limit);
  const matched = shards.map((query) => ({ query, words: query.expansions.map((expansions) => matchWord(expansions, tails, query.shard.records)) }));
  let ranked = rank(matched, 'AND');
  if (ranked.every(({ matches }) => matches.length === 0)) ranked = rank(matched, 'OR'); // no section has every word: show the best partial matches
  // A one-word query's heads hold its best sections, not all of them: its term's frequency counts them.
  const total = ranked.reduce(
    (sum, { query, matches }) => sum + Math.max(matches.length, words.length === 1 ? Math.max(0, ...query.expansions[0].map(({ entry }) => entry[1])) : 0),
    0,
  );
  const best = rankCandidates(ranked.flatMap((shard) => candidatesOf(shard, shard.query.tag === tags[0]))).slice(0, limit);
  const hits = await Promise.all(
    best.map(async ({ query: { tag, shard, files }, wordMatches, document, score }): Promise<SearchHit> => {
      const shown = (await files.document(documentFileIndex(document), shard.documentsHash))[document % DOCUMENT_FILE_SIZE];
      return {
        objectID: `${tag}:${document}`,
        url: shown.url,
        type: shown.type,
        hierarchy: { lvl0: shown.lvl0, lvl1: shown.lvl1, lvl2: shown.lvl2 ?? null, lvl3: shown.lvl3 ?? null, lvl4: null, lvl5: null, lvl6: null },
        content: shown.excerpt || null,
        tag,
        terms: [...new Set(matchedTerms(wordMatches, document))],
        score,
      };
    }),
  );
  return { hits, total };
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
    // DocSearch shows a hit's title from its snippet result, else from the (escaped) hierarchy value.
    _snippetResult: { hierarchy: hierarchyHighlight, content: hit.content ? { value: snippet(hit.content, hit.terms), matchLevel: 'full' } : undefined },
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
            return {
              hits: hits.map(toDocSearchHit),
              nbHits: total,
              page: 0,
              nbPages: 1,
              hitsPerPage: req.hitsPerPage ?? 20,
              processingTimeMS: 0,
              query: req.query ?? '',
              params: '',
              index: req.indexName,
              exhaustiveNbHits: true,
            };
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

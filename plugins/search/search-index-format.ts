/**
 * The local search index, as the build writes it and the browser reads it; everything both sides
 * must agree on (term processing, scoring constants, file shapes and names) lives here.
 *
 * Why the index is shaped as it is: what a query downloads must depend on the query, not on the
 * size of the site. A single index per facet grows with every page (1,000 pages: 1.1 MB gzip for
 * the current docs), so each facet's inverted index is split by term:
 *
 * - **Partitions**: the facet's terms in sorted order, cut into consecutive ranges of a bounded
 *   size. A partition holds, per term, its document frequency and its *head*: the postings with
 *   the highest precomputed BM25 impact (field boosts and idf included), so ranking a term needs
 *   no per-document table covering the whole site. The manifest lists each partition's first term,
 *   so a query finds the partition of a term, and the few partitions of a prefix, by binary search.
 * - **Tails**: a frequent term's remaining postings, in separate files of a bounded size. One-word
 *   queries rank from heads alone; a query of several words also fetches the tails of the words it
 *   spells out (rarest first, within a budget) so that AND finds every section holding them all.
 * - **Completions**: a short prefix ("s") can span many partitions; for those prefixes a small file
 *   holds just their most frequent completions, so a first keystroke never fetches a range of them.
 * - **Document files**: what a hit shows (URL, headings, excerpt), a few records per file, fetched
 *   only for the hits a query returns.
 *
 * All files are content-hashed and cacheable for a year; `search/manifest.json` names them.
 * MiniSearch remains only for its radix tree (prefix and typo lookups inside a fetched term file):
 * its own serialized index is one file per facet, which is what grew with the site.
 */

/** Bumped when the files' shape changes (the manifest says which shape it names). */
export const SEARCH_INDEX_VERSION = 3;

/** One searchable section: a page's intro, or the text under one h2/h3. */
export interface SearchRecord {
  id: string;
  /** URL with anchor, under the base URL. */
  url: string;
  /** "lvl1" for a page's intro, "lvl2"/"lvl3" for a section. */
  type: 'lvl1' | 'lvl2' | 'lvl3';
  /** Section name: "Docs" or "Blog". */
  lvl0: string;
  /** Page title, then h2 and h3 of the section. */
  lvl1: string;
  lvl2?: string;
  lvl3?: string;
  /** Section text (indexed); `excerpt` keeps the start of it for display. */
  content: string;
  excerpt: string;
  tag: string;
  language: string;
}

export const SEARCH_FIELDS = ['lvl1', 'lvl2', 'lvl3', 'content'] as const;
/** Titles and headings weigh more than body text (MiniSearch's boosts of the earlier index). */
export const FIELD_BOOSTS: Record<(typeof SEARCH_FIELDS)[number], number> = { lvl1: 4, lvl2: 2.5, lvl3: 1.8, content: 1 };
/** BM25+ parameters (MiniSearch's defaults, so ranking matches the earlier index). */
export const BM25 = { k: 1.2, b: 0.7, d: 0.5 };

/** What a hit shows: stored in document files, not in the index, its texts HTML-escaped (DocSearch renders them as HTML). */
export type SearchDocument = Pick<SearchRecord, 'url' | 'type' | 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'excerpt'>;
/** Records per document file: records of a page are neighbours, so a query's hits share files. */
export const DOCUMENT_FILE_SIZE = 8;
/** Which document file holds a record, by its position in the facet (its document id). */
export const documentFileIndex = (position: number) => Math.floor(position / DOCUMENT_FILE_SIZE);
export const EXCERPT_LENGTH = 160;

/**
 * Words so common that they tell sections apart by nothing: not indexed, and dropped from queries.
 * Their postings lists were the largest part of the index (every section has "the").
 */
export const STOP_WORDS = new Set(
  'a an and are as at be but by can do does for from has have how i if in into is it its of on or so than that the their then there these this to was we were what when which while will with you your'.split(
    ' ',
  ),
);

/** MiniSearch's default tokenizer: split on spaces and punctuation. */
const SPACE_OR_PUNCTUATION = /[\n\r\p{Z}\p{P}]+/u;

/** The index terms of a text: lowercase words, stop words left out. Indexing and queries share it. */
export function tokenize(text: string): string[] {
  return text
    .split(SPACE_OR_PUNCTUATION)
    .map((word) => word.toLowerCase())
    .filter((term) => term !== '' && !STOP_WORDS.has(term));
}

/**
 * Impacts travel as small integers: a logarithmic scale in steps of 8% (ranking needs their order
 * and rough ratios, not their digits), which keeps postings about a byte each after gzip.
 */
const IMPACT_UNIT = 0.5;
const IMPACT_STEP = Math.log(1.08);
export const quantizeImpact = (impact: number) => Math.max(0, Math.round(Math.log(impact / IMPACT_UNIT) / IMPACT_STEP));
export const impactOf = (quantized: number) => IMPACT_UNIT * Math.exp(quantized * IMPACT_STEP);

/** Query-time matching, as MiniSearch weighed it: prefix completions and typos count less. */
export const PREFIX_WEIGHT = 0.375;
export const TYPO_WEIGHT = 0.45;
/** At most this many completions of a prefix (the most frequent) and typo variants of a term. */
export const MAX_EXPANSIONS = 10;
/**
 * Typos corrected in a word the index holds in no form: none up to 3 letters, one in 4, two from 5
 * letters (a swap of two letters, "histroy", is two edits), three from 10. The closest terms win.
 */
export const maxTypos = (term: string) => (term.length < 4 ? 0 : term.length === 4 ? 1 : term.length < 10 ? 2 : 3);

/**
 * The completions of a prefix a query expands to: the most frequent terms starting with it (the
 * prefix itself, when it is a term, is matched exactly instead). The build picks completions files
 * with the same rule, so results are the same whichever files a query fetched.
 */
export function topCompletions(entries: Iterable<TermEntry>, prefix: string): TermEntry[] {
  return [...entries]
    .filter(([term]) => term !== prefix && term.startsWith(prefix))
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, MAX_EXPANSIONS);
}

/** Postings sorted by document id: gaps (the first from -1), quantized impacts and packed places (search-places.ts). */
export type Postings = [gaps: number[], impacts: number[], places: number[]];
/** A tail file's name (in its facet's folder) and how many postings it holds. */
export type TailChunk = [file: string, postings: number];
/** One term of a partition: its document frequency, head postings and tail files (if any). */
export type TermEntry = [term: string, documentFrequency: number, head: Postings, tail: TailChunk[]];
/** A partition or completions file: term entries in term order. */
export type TermFile = TermEntry[];
/** A tail file: a slice of a term's postings beyond its head. */
export type TailFile = Postings;

/** One facet's index (tag "docs-default-current", "blog", ...). */
export interface ShardManifest {
  records: number;
  /** [first term, file] per partition, in term order; the first starts at "". */
  partitions: Array<[firstTerm: string, file: string]>;
  /** Prefixes whose terms span more partitions than a query fetches -> file of their top completions. */
  completions: Record<string, string>;
  /** Document file n is `d{n}.{documentsHash}.json`. */
  documentsHash: string;
}

/** `{baseUrl}search/manifest.json`. File names are relative to the facet's folder (`shardFolder`). */
export interface SearchManifest {
  version: number;
  shards: Record<string, ShardManifest>;
}

export const SEARCH_MANIFEST_PATH = 'search/manifest.json';
export const shardFolder = (tag: string) => `search/${tag}/`;
export const documentFileName = (fileIndex: number, documentsHash: string) => `d${fileIndex}.${documentsHash}.json`;

/** Which partition holds a term: the last whose first term is not after it. */
export function partitionOf(firstTerms: readonly string[], term: string): number {
  let low = 0;
  let high = firstTerms.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (firstTerms[mid] <= term) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** The partitions that may hold terms starting with `prefix`: [first, last] indexes. */
export function partitionsOfPrefix(firstTerms: readonly string[], prefix: string): [number, number] {
  return [partitionOf(firstTerms, prefix), partitionOf(firstTerms, `${prefix}\uffff`)];
}

// The facet tags live apart (search-facets.ts): pages name their facet, and must not carry this module for it.
export { BLOG_TAG, CURRENT_DOCS_TAG, docsVersionTag } from '../../src/shared/search-facets.ts';

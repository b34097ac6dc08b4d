/**
 * The local search index, as the build writes it and the browser reads it. One MiniSearch index
 * per facet tag (current docs, v4 docs, blog), so a query downloads only the shards its context
 * needs. A shard holds the index alone; what a hit shows (URL, headings, excerpt) is kept apart in
 * small document files, fetched only for the hits a query shows. Field names and options live here
 * so both sides always agree.
 */
import type { Options, SearchOptions } from 'minisearch';

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

/** What a hit shows: stored in document files, not in the index. */
export type SearchDocument = Pick<SearchRecord, 'url' | 'type' | 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'excerpt'>;
/** Records per document file: records of a page are neighbours, so a query's hits share files. */
export const DOCUMENT_FILE_SIZE = 16;
/** Which document file holds a record, by its position in the shard (its index id). */
export const documentFileIndex = (position: number) => Math.floor(position / DOCUMENT_FILE_SIZE);
export const EXCERPT_LENGTH = 160;

/**
 * Words so common that they tell sections apart by nothing: not indexed, and dropped from queries.
 * Their postings lists were the largest part of the index (every section has "the").
 */
export const STOP_WORDS = new Set(
  'a an and are as at be but by can do does for from has have how i if in into is it its of on or so than that the their then there these this to was we were what when which while will with you your'.split(' '),
);

export const MINISEARCH_OPTIONS: Options<SearchRecord> = {
  idField: 'id',
  fields: [...SEARCH_FIELDS],
  processTerm: (term) => {
    const lower = term.toLowerCase();
    return STOP_WORDS.has(lower) ? null : lower;
  },
};

/** Typo tolerance, prefix matching, and titles and headings weigh more than body text. */
export const MINISEARCH_QUERY_OPTIONS: SearchOptions = {
  prefix: true,
  fuzzy: (term) => (term.length > 4 ? 0.2 : false),
  boost: { lvl1: 4, lvl2: 2.5, lvl3: 1.8, content: 1 },
  combineWith: 'AND',
};

/**
 * The manifest at `{baseUrl}search/manifest.json`: facet tag -> index file and document files (all
 * content-hashed). A record's id in the index is its position in the shard.
 */
export interface SearchManifest {
  shards: Record<string, { file: string; records: number; documents: string[] }>;
}

export const SEARCH_MANIFEST_PATH = 'search/manifest.json';
export const CURRENT_DOCS_TAG = 'docs-default-current';
export const BLOG_TAG = 'blog';
/** Facet tag of a docs version ("docs-default-4"). */
export const docsVersionTag = (version: string, pluginId = 'default') => `docs-${pluginId}-${version}`;

/**
 * The local search index, as the build writes it and the browser reads it. One MiniSearch index
 * per facet tag (current docs, v4 docs, blog), so a query downloads only the shards its context
 * needs. Field names and options live here so both sides always agree.
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
export const SEARCH_STORE_FIELDS = ['url', 'type', 'lvl0', 'lvl1', 'lvl2', 'lvl3', 'excerpt', 'tag'] as const;
export const EXCERPT_LENGTH = 160;

export const MINISEARCH_OPTIONS: Options<SearchRecord> = {
  idField: 'id',
  fields: [...SEARCH_FIELDS],
  storeFields: [...SEARCH_STORE_FIELDS],
};

/** Typo tolerance, prefix matching, and titles and headings weigh more than body text. */
export const MINISEARCH_QUERY_OPTIONS: SearchOptions = {
  prefix: true,
  fuzzy: (term) => (term.length > 4 ? 0.2 : false),
  boost: { lvl1: 4, lvl2: 2.5, lvl3: 1.8, content: 1 },
  combineWith: 'AND',
};

/** The manifest at `{baseUrl}search/manifest.json`: facet tag -> index file (content-hashed). */
export interface SearchManifest {
  shards: Record<string, { file: string; records: number }>;
}

export const SEARCH_MANIFEST_PATH = 'search/manifest.json';
export const CURRENT_DOCS_TAG = 'docs-default-current';
export const BLOG_TAG = 'blog';
/** Facet tag of a docs version ("docs-default-4"). */
export const docsVersionTag = (version: string, pluginId = 'default') => `docs-${pluginId}-${version}`;

/**
 * The search plugin's public face to the theme's search box, modal and page: its global data, and
 * the index format the plugin writes and the browser's search client reads (file names and shapes,
 * term processing, scoring constants, packed places; search-index-format.ts says why it is so).
 * The theme imports this file only (`@generator/plugins/search/contract`; biome.jsonc's boundary rule).
 */
export type { SearchGlobalData } from './index.ts';
export {
  DOCUMENT_FILE_SIZE,
  documentFileIndex,
  documentFileName,
  impactOf,
  MAX_EXPANSIONS,
  maxTypos,
  PREFIX_WEIGHT,
  partitionOf,
  partitionsOfPrefix,
  SEARCH_MANIFEST_PATH,
  shardFolder,
  TYPO_WEIGHT,
  tokenize,
  topCompletions,
} from './search-index-format.ts';
export type { Postings, SearchDocument, SearchManifest, SearchRecord, ShardManifest, TailFile, TermEntry, TermFile } from './search-index-format.ts';
export { PLACE, unpackPlaces } from './search-places.ts';

/**
 * What a posting of the search index says besides its term's impact (see search-index-format.ts),
 * kept apart so that only the index builder and the search client carry it.
 */
import type { SearchRecord } from './search-index-format';

/**
 * Where a term occurs in a record, and what the ranking needs to know of the record, packed in one
 * small number per posting (see `packPlaces`): ranking puts a page whose title holds the query
 * before a section whose heading does, before text that mentions it, which the impact alone (one
 * number summed over fields) cannot tell. It travels in the postings a query already fetches.
 */
export const PLACE = {
  /** The page title (every record of a page carries it). */
  title: 1,
  /** The record's own heading: the h2 of an h2 section, the h3 of an h3 section. */
  heading: 2,
  /** The h2 above an h3 section. */
  parentHeading: 4,
  content: 8,
} as const;
const PLACE_BITS = 4;
/** Titles and headings longer than this many terms count as this long: only short ones are "the query". */
const LENGTH_CAP = 15;
const RECORD_TYPES = ['lvl1', 'lvl2', 'lvl3'] as const;

/** What a posting says of its record besides the term's impact. */
export interface Places {
  /** PLACE bits of the fields holding the term. */
  places: number;
  type: SearchRecord['type'];
  /** Distinct terms in the page title and in the record's own heading (capped). */
  titleTerms: number;
  headingTerms: number;
}

export function packPlaces({ places, type, titleTerms, headingTerms }: Places): number {
  const cap = (n: number) => Math.min(LENGTH_CAP, n);
  return places | (RECORD_TYPES.indexOf(type) << PLACE_BITS) | (cap(titleTerms) << (PLACE_BITS + 2)) | (cap(headingTerms) << (PLACE_BITS + 6));
}

export function unpackPlaces(packed: number): Places {
  return {
    places: packed & ((1 << PLACE_BITS) - 1),
    type: RECORD_TYPES[(packed >> PLACE_BITS) & 3],
    titleTerms: (packed >> (PLACE_BITS + 2)) & LENGTH_CAP,
    headingTerms: (packed >> (PLACE_BITS + 6)) & LENGTH_CAP,
  };
}

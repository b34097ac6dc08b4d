/**
 * The order of search results, for the modal and the search page alike. Text relevance (BM25
 * impacts) alone puts a long section that repeats the query's words above the page the reader
 * named, so results are first sorted by where the words matched, in tiers:
 *
 * 1. a page (its intro record) whose title holds every query word;
 * 2. a section whose own heading holds some query words and its headings and page title hold
 *    them all;
 * 3. any record holding every word;
 * 4. records holding some of the words, more words first.
 *
 * A title or heading counts only when the query is a good part of it: at least a quarter of its
 * words ("Migrating from XState v4 to v5" for "migration", not "Actions and actors in Stately's
 * editor" for "actions"; words in parentheses are asides and do not count).
 * Records holding every word in the reader's context (the docs version they search from) come
 * before those elsewhere (other versions, the blog): when the docs answer a query, they answer it
 * first. Within a tier, text relevance decides (its field boosts and length normalisation favour
 * short titles); among records holding some of the words, those outside the context weigh less.
 */
import { PLACE, type SearchRecord } from '@generator/plugins/search/contract';

export interface Candidate {
  /** Per query word, the PLACE bits of the fields it matched in this record (0: not matched). */
  wordPlaces: readonly number[];
  type: SearchRecord['type'];
  /** Distinct terms of the page title and of the record's own heading. */
  titleTerms: number;
  headingTerms: number;
  /** Text relevance: the words' impacts summed, weighed by how exactly each matched. */
  score: number;
  /** In the facet the reader searches from (their docs version). */
  inContext: boolean;
}

export const TIER = { someWords: 0, allWords: 1, heading: 2, title: 3 } as const;
/** Text relevance of a record outside the reader's context, among records holding some of the words. */
export const OUT_OF_CONTEXT_WEIGHT = 0.5;

const HEADINGS = PLACE.title | PLACE.heading | PLACE.parentHeading;

interface RankKey {
  tier: number;
  /** Within tier: higher first (the words matched, in the lowest tier). */
  words: number;
  inContext: boolean;
  score: number;
}

/** A title or heading is "the query" when the query's words are at least this share of its own. */
export const MIN_COVERAGE = 0.25;

const covers = (matched: number, terms: number) => matched >= MIN_COVERAGE * terms;

export function rankKey(candidate: Candidate): RankKey {
  const { wordPlaces, type, titleTerms, headingTerms, score, inContext } = candidate;
  const words = wordPlaces.filter((places) => places !== 0).length;
  const all = words === wordPlaces.length;
  const weighted = inContext ? score : score * OUT_OF_CONTEXT_WEIGHT;
  if (all && type === 'lvl1' && wordPlaces.every((places) => places & PLACE.title) && covers(words, titleTerms)) {
    return { tier: TIER.title, words, inContext, score };
  }
  const inHeading = wordPlaces.filter((places) => places & PLACE.heading).length;
  if (all && type !== 'lvl1' && inHeading > 0 && wordPlaces.every((places) => places & HEADINGS) && covers(inHeading, headingTerms)) {
    return { tier: TIER.heading, words, inContext, score };
  }
  return { tier: all ? TIER.allWords : TIER.someWords, words, inContext, score: weighted };
}

/**
 * Records holding every word: in the reader's context first (titles and headings, then text), then
 * elsewhere (likewise); then records holding some of the words.
 */
function group({ tier, inContext }: RankKey): number {
  if (tier === TIER.someWords) return 4;
  const strong = tier >= TIER.heading ? 0 : 1;
  return inContext ? strong : 2 + strong;
}

/** Negative when `a` ranks before `b`. */
export function compareRankKeys(a: RankKey, b: RankKey): number {
  if (group(a) !== group(b)) return group(a) - group(b);
  if (a.tier !== b.tier) return b.tier - a.tier;
  if (a.words !== b.words) return b.words - a.words;
  return b.score - a.score;
}

/** The candidates, best first (a stable sort: equal ones keep their order). */
export function rankCandidates<T extends Candidate>(candidates: readonly T[]): T[] {
  const keyed = candidates.map((candidate) => ({ candidate, key: rankKey(candidate) }));
  keyed.sort((a, b) => compareRankKeys(a.key, b.key));
  return keyed.map(({ candidate }) => candidate);
}

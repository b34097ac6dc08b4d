/**
 * Scores a facet's documents for a query from postings alone: a word's score in a document is the
 * sum of its expansions' precomputed impacts, weighed (completions and typos count less); words
 * combine with AND (or OR when nothing holds them all), times the number of words matched, as
 * MiniSearch ranked. Scores live in typed arrays indexed by document: a frequent word at 10,000
 * pages matches tens of thousands of sections, and hashing each was most of a query's time.
 */
import { impactOf, type Postings, type TailFile, type TermEntry } from '@generator/plugins/search/contract';
import type { Expansion } from './word-expansions';

export type Combination = 'AND' | 'OR';

/** What one word matches in a facet. */
export interface WordMatches {
  /** Score per document (0: not matched). */
  scores: Float64Array;
  /** Per document, which of the word's expansions matched it (bit i: `terms[i]`). */
  expansionBits: Int32Array;
  /** Per document, its packed places (search-index-format's packPlaces), the PLACE bits of every expansion matched. */
  places: Int32Array;
  /** The documents matched, each once. */
  documents: number[];
  terms: string[];
}

export interface DocumentMatch {
  document: number;
  score: number;
}

/** Impacts are bytes: their values once, rather than an exponential per posting. */
const IMPACTS = Float64Array.from({ length: 256 }, (_, quantized) => impactOf(quantized));

function addPostings([gaps, impacts, places]: Postings, bit: number, weight: number, matches: WordMatches): void {
  let document = -1;
  for (let i = 0; i < gaps.length; i++) {
    document += gaps[i];
    if (matches.expansionBits[document] === 0) matches.documents.push(document);
    matches.expansionBits[document] |= bit;
    matches.places[document] |= places[i];
    matches.scores[document] += weight * IMPACTS[impacts[i]];
  }
}

/** What one word matches among a facet's `records`: its expansions' heads, and the tails fetched for them. */
export function matchWord(expansions: readonly Expansion[], tails: ReadonlyMap<TermEntry, TailFile[]>, records: number): WordMatches {
  const matches: WordMatches = {
    scores: new Float64Array(records),
    expansionBits: new Int32Array(records),
    places: new Int32Array(records),
    documents: [],
    terms: expansions.map(({ entry }) => entry[0]),
  };
  expansions.forEach(({ entry, weight }, i) => {
    for (const postings of [entry[2], ...(tails.get(entry) ?? [])]) addPostings(postings, 1 << i, weight, matches);
  });
  return matches;
}

/** The index terms the words matched in a document, for highlighting. */
export function matchedTerms(words: readonly WordMatches[], document: number): string[] {
  return words.flatMap(({ expansionBits, terms }) => terms.filter((_, i) => expansionBits[document] & (1 << i)));
}

export function combineWords(words: readonly WordMatches[], combination: Combination): DocumentMatch[] {
  if (words.length === 0) return [];
  if (combination === 'AND') {
    const smallest = words.reduce((a, b) => (b.documents.length < a.documents.length ? b : a));
    return smallest.documents
      .filter((document) => words.every(({ expansionBits }) => expansionBits[document] !== 0))
      .map((document) => ({ document, score: words.reduce((sum, { scores }) => sum + scores[document], 0) * words.length }));
  }
  const documents = [...new Set(words.flatMap((word) => word.documents))];
  return documents.map((document) => {
    const matching = words.filter(({ expansionBits }) => expansionBits[document] !== 0);
    return { document, score: matching.reduce((sum, { scores }) => sum + scores[document], 0) * matching.length };
  });
}

/**
 * What a query word matches in one facet: the term itself, its other forms (the index terms with
 * the same English stem: "migrate" finds "migrating" and "migration", "test" finds "testing"), the
 * most frequent completions when it is the last word (a prefix), and, when the word is in the index
 * in no form at all (a misspelling), terms a few typos away. Only the term files holding those terms
 * are fetched: the word's partition, the partitions of the prefix its forms share (at most a couple;
 * wider prefixes have a completions file), and for a misspelling the partitions of its first letter
 * when they are few (else its own partition's), so "gards" finds "guards".
 */
import { stemmer } from 'stemmer';
import {
  MAX_EXPANSIONS,
  maxTypos,
  partitionOf,
  partitionsOfPrefix,
  PREFIX_WEIGHT,
  tokenize,
  topCompletions,
  TYPO_WEIGHT,
  type ShardManifest,
  type TermEntry,
} from '@generator/plugins/search/contract';
import type { ShardFiles } from './index-files';
import type { TermFileLookup } from './term-file-lookup';

export interface QueryWord {
  term: string;
  /** The last word matches as a prefix too: the reader may not have finished typing it. */
  prefix: boolean;
}

/** An index term a query word matched, and how much its impacts count. */
export interface Expansion {
  entry: TermEntry;
  weight: number;
  /** The word itself (not a completion or typo variant). */
  exact: boolean;
}

export function parseQuery(query: string): QueryWord[] {
  const terms = [...new Set(tokenize(query))];
  return terms.map((term, i) => ({ term, prefix: i === terms.length - 1 }));
}

/** Another form of the word (same stem) counts almost as the word itself. */
export const FORM_WEIGHT = 0.9;
/** A misspelling is looked up in all the partitions of its first letter when they are at most this many. */
const TYPO_PARTITIONS = 3;

const firstTermsOf = new WeakMap<ShardManifest, string[]>();

function firstTerms(shard: ShardManifest): string[] {
  let terms = firstTermsOf.get(shard);
  if (!terms) firstTermsOf.set(shard, (terms = shard.partitions.map(([first]) => first)));
  return terms;
}

/** The files holding the terms starting with `prefix`: its completions file, or the partitions it spans. */
function prefixFileNames(shard: ShardManifest, prefix: string): string[] {
  // An own property only: a word like "constructor" must not find Object.prototype's.
  if (Object.hasOwn(shard.completions, prefix)) return [shard.completions[prefix]];
  const [first, last] = partitionsOfPrefix(firstTerms(shard), prefix);
  return shard.partitions.slice(first, last + 1).map(([, file]) => file);
}

/** The prefix a word's forms share: the word up to where its stem departs from it ("delai" of "delayed": "dela"). */
function formsPrefix(term: string): string {
  const stem = stemmer(term);
  let length = 0;
  while (length < stem.length && stem[length] === term[length]) length++;
  return term.slice(0, Math.max(length, Math.min(term.length, 3)));
}

/** The word's files: its partition (or, for a prefix, its completions), and those of the prefix its forms share. */
function termFileNames(shard: ShardManifest, word: QueryWord): string[] {
  // A prefix's files hold the word itself too (a completions file keeps the prefix when it is a term).
  const names = word.prefix ? prefixFileNames(shard, word.term) : [shard.partitions[partitionOf(firstTerms(shard), word.term)][1]];
  const forms = formsPrefix(word.term);
  if (forms !== word.term) names.push(...prefixFileNames(shard, forms));
  return [...new Set(names)];
}

/** Where to look for a misspelling's corrections: the partitions of its first letter, when few. */
function typoFileNames(shard: ShardManifest, term: string): string[] {
  const [first, last] = partitionsOfPrefix(firstTerms(shard), term[0]);
  if (last - first + 1 > TYPO_PARTITIONS) return [shard.partitions[partitionOf(firstTerms(shard), term)][1]];
  return shard.partitions.slice(first, last + 1).map(([, file]) => file);
}

export async function expandWord(files: ShardFiles, shard: ShardManifest, word: QueryWord): Promise<Expansion[]> {
  const lookups: TermFileLookup[] = await Promise.all(termFileNames(shard, word).map((name) => files.termFile(name)));
  const { term } = word;
  const expansions: Expansion[] = [];
  const taken = new Set<string>();
  const add = (entry: TermEntry, weight: number, exact: boolean) => {
    if (taken.has(entry[0])) return;
    taken.add(entry[0]);
    expansions.push({ entry, weight, exact });
  };
  const exact = lookups.map((lookup) => lookup.get(term)).find((entry) => entry !== undefined);
  if (exact) add(exact, 1, true);
  // Other forms are the word too: like the word itself, their tails are fetched (AND needs them all).
  const stem = stemmer(term);
  const forms = lookups.flatMap((lookup) => lookup.withPrefix(formsPrefix(term))).filter(([candidate]) => candidate !== term && stemmer(candidate) === stem);
  for (const entry of forms.sort((a, b) => b[1] - a[1]).slice(0, MAX_EXPANSIONS)) add(entry, FORM_WEIGHT, true);
  const completions = word.prefix
    ? topCompletions(
        lookups.flatMap((lookup) => lookup.withPrefix(term)),
        term,
      )
    : [];
  for (const entry of completions) {
    // MiniSearch's weighing: close to PREFIX_WEIGHT for a short completion, less for longer ones.
    add(entry, (PREFIX_WEIGHT * entry[0].length) / (entry[0].length + 0.3 * (entry[0].length - term.length)), false);
  }
  const typos = maxTypos(term);
  // A word the index holds in some form is not a misspelling; one it holds in none is corrected.
  if (typos > 0 && expansions.length === 0) {
    const typoLookups = await Promise.all(typoFileNames(shard, term).map((name) => files.termFile(name)));
    const variants = typoLookups
      .flatMap((lookup) => lookup.similar(term, typos))
      .filter(([entry]) => !taken.has(entry[0]))
      .sort(([a, distanceA], [b, distanceB]) => distanceA - distanceB || b[1] - a[1])
      .slice(0, MAX_EXPANSIONS);
    for (const [entry, distance] of variants) add(entry, (TYPO_WEIGHT * entry[0].length) / (entry[0].length + distance), false);
  }
  return expansions;
}

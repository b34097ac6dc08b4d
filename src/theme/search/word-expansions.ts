/**
 * What a query word matches in one facet: the term itself, the most frequent completions when it is
 * the last word (a prefix), and terms a few typos away. Only the term files holding those terms are
 * fetched: the word's partition, or for a prefix the partitions its completions span (at most a
 * couple; wider prefixes have a completions file). Typo variants are looked up in those same files,
 * so a typo in the first letters, which moves a term to another partition, is not corrected.
 */
import { MAX_EXPANSIONS, maxTypos, partitionOf, partitionsOfPrefix, PREFIX_WEIGHT, tokenize, topCompletions, TYPO_WEIGHT, type ShardManifest, type TermEntry } from '../../shared/search-index-format';
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

const firstTermsOf = new WeakMap<ShardManifest, string[]>();

function termFileNames(shard: ShardManifest, word: QueryWord): string[] {
  let firstTerms = firstTermsOf.get(shard);
  if (!firstTerms) firstTermsOf.set(shard, (firstTerms = shard.partitions.map(([first]) => first)));
  if (!word.prefix) return [shard.partitions[partitionOf(firstTerms, word.term)][1]];
  // An own property only: a word like "constructor" must not find Object.prototype's.
  if (Object.hasOwn(shard.completions, word.term)) return [shard.completions[word.term]];
  const [first, last] = partitionsOfPrefix(firstTerms, word.term);
  return shard.partitions.slice(first, last + 1).map(([, file]) => file);
}

export async function expandWord(files: ShardFiles, shard: ShardManifest, word: QueryWord): Promise<Expansion[]> {
  const lookups: TermFileLookup[] = await Promise.all(termFileNames(shard, word).map((name) => files.termFile(name)));
  const { term } = word;
  const expansions: Expansion[] = [];
  const exact = lookups.map((lookup) => lookup.get(term)).find((entry) => entry !== undefined);
  if (exact) expansions.push({ entry: exact, weight: 1, exact: true });
  const completions = word.prefix ? topCompletions(lookups.flatMap((lookup) => lookup.withPrefix(term)), term) : [];
  for (const entry of completions) {
    // MiniSearch's weighing: close to PREFIX_WEIGHT for a short completion, less for longer ones.
    expansions.push({ entry, weight: (PREFIX_WEIGHT * entry[0].length) / (entry[0].length + 0.3 * (entry[0].length - term.length)), exact: false });
  }
  const typos = maxTypos(term);
  if (typos > 0) {
    const taken = new Set(expansions.map(({ entry }) => entry[0]));
    const variants = lookups
      .flatMap((lookup) => lookup.similar(term, typos))
      .filter(([entry]) => !taken.has(entry[0]))
      .sort(([a, distanceA], [b, distanceB]) => distanceA - distanceB || b[1] - a[1])
      .slice(0, MAX_EXPANSIONS);
    for (const [entry, distance] of variants) expansions.push({ entry, weight: (TYPO_WEIGHT * entry[0].length) / (entry[0].length + distance), exact: false });
  }
  return expansions;
}

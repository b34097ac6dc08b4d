/**
 * Cuts a facet's postings into the files a query fetches (see search-index-format.ts for
 * why): each term's head (its highest-impact postings) and tail chunks, partitions of consecutive
 * terms of a bounded size, and the prefixes whose terms span too many partitions to fetch.
 */
import { partitionsOfPrefix, type Postings, type TermEntry } from './search-index-format.ts';
import type { TermPostings } from './term-postings.ts';

export interface PartitionLimits {
  /** Postings a term's head keeps (a one-word query ranks from heads alone). */
  headPostings: number;
  /** Postings per tail file. */
  tailChunkPostings: number;
  /** Serialized size a partition grows to before the next term starts a new one. */
  partitionBytes: number;
  /** A prefix whose terms span more partitions than this gets a completions file. */
  prefixPartitions: number;
}

/** Sized so that at 10,000 pages a partition stays near 4 KB gzip and a tail chunk under 20 KB. */
export const DEFAULT_PARTITION_LIMITS: PartitionLimits = { headPostings: 128, tailChunkPostings: 16384, partitionBytes: 16 * 1024, prefixPartitions: 2 };

/** Postings (ascending document ids) as the files hold them: gaps from -1, impacts and places. */
export function encodePostings(documents: ArrayLike<number>, impacts: ArrayLike<number>, places: ArrayLike<number>): Postings {
  const gaps = new Array<number>(documents.length);
  let previous = -1;
  for (let i = 0; i < documents.length; i++) {
    gaps[i] = documents[i] - previous;
    previous = documents[i];
  }
  return [gaps, Array.from(impacts), Array.from(places)];
}

/** A term's head (highest impacts first, ties to the earlier record) and its tail chunks, both in document order. */
export function splitHeadAndTail({ documents, impacts, places }: TermPostings, limits: PartitionLimits): { head: Postings; tailChunks: Postings[] } {
  if (documents.length <= limits.headPostings) return { head: encodePostings(documents, impacts, places), tailChunks: [] };
  const byImpact = Array.from(documents.keys()).sort((a, b) => impacts[b] - impacts[a] || a - b);
  const inHead = new Uint8Array(documents.length);
  for (const i of byImpact.slice(0, limits.headPostings)) inHead[i] = 1;
  const pick = (wanted: number) => {
    const positions = Array.from(documents.keys()).filter((i) => inHead[i] === wanted);
    return { documents: positions.map((i) => documents[i]), impacts: positions.map((i) => impacts[i]), places: positions.map((i) => places[i]) };
  };
  const head = pick(1);
  const tail = pick(0);
  const tailChunks: Postings[] = [];
  for (let start = 0; start < tail.documents.length; start += limits.tailChunkPostings) {
    const end = start + limits.tailChunkPostings;
    tailChunks.push(encodePostings(tail.documents.slice(start, end), tail.impacts.slice(start, end), tail.places.slice(start, end)));
  }
  return { head: encodePostings(head.documents, head.impacts, head.places), tailChunks };
}

/** Consecutive entries (in term order) grouped into partitions of about `partitionBytes` each. */
export function packPartitions(entries: readonly TermEntry[], limits: PartitionLimits): TermEntry[][] {
  const partitions: TermEntry[][] = [];
  let current: TermEntry[] = [];
  let bytes = 0;
  for (const entry of entries) {
    const size = JSON.stringify(entry).length + 1;
    if (current.length > 0 && bytes + size > limits.partitionBytes) {
      partitions.push(current);
      current = [];
      bytes = 0;
    }
    current.push(entry);
    bytes += size;
  }
  if (current.length > 0 || partitions.length === 0) partitions.push(current);
  return partitions;
}

/**
 * Prefixes of the terms whose range spans more than `prefixPartitions` partitions (in practice one-
 * and two-letter prefixes of large facets): the client fetches their completions file instead.
 * A longer prefix's range lies inside a shorter one's, so only the prefixes that spanned too many
 * at one length are extended to the next.
 */
export function prefixesNeedingCompletions(terms: readonly string[], firstTerms: readonly string[], limits: PartitionLimits): string[] {
  const found: string[] = [];
  let candidates = new Set(terms.map((term) => term.slice(0, 1)));
  for (let length = 1; candidates.size > 0; length++) {
    const wide = [...candidates].filter((prefix) => {
      const [first, last] = partitionsOfPrefix(firstTerms, prefix);
      return last - first + 1 > limits.prefixPartitions;
    });
    found.push(...wide);
    const wideSet = new Set(wide);
    candidates = new Set(terms.filter((term) => term.length > length && wideSet.has(term.slice(0, length))).map((term) => term.slice(0, length + 1)));
  }
  return found;
}

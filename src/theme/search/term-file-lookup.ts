/**
 * Term lookups in one fetched partition or completions file: exact, by prefix, and by edit
 * distance (MiniSearch's radix tree, built the first time a query needs typo tolerance here).
 */
import SearchableMap from 'minisearch/SearchableMap';
import type { TermEntry, TermFile } from '@generator/plugins/search/contract';

export class TermFileLookup {
  private readonly byTerm: Map<string, TermEntry>;
  private tree: SearchableMap<TermEntry> | undefined;

  /** `entries` are in term order, as the build writes them. */
  constructor(readonly entries: TermFile) {
    this.byTerm = new Map(entries.map((entry) => [entry[0], entry]));
  }

  get(term: string): TermEntry | undefined {
    return this.byTerm.get(term);
  }

  withPrefix(prefix: string): TermEntry[] {
    let low = 0;
    let high = this.entries.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (this.entries[mid][0] < prefix) low = mid + 1;
      else high = mid;
    }
    const found: TermEntry[] = [];
    for (let i = low; i < this.entries.length && this.entries[i][0].startsWith(prefix); i++) found.push(this.entries[i]);
    return found;
  }

  /** Entries within `maxDistance` edits of the term (the term itself excluded), with their distance. */
  similar(term: string, maxDistance: number): Array<[TermEntry, number]> {
    this.tree ??= SearchableMap.from<TermEntry>(this.entries.map((entry) => [entry[0], entry]));
    return [...this.tree.fuzzyGet(term, maxDistance).values()].filter(([, distance]) => distance > 0);
  }
}

/**
 * Writes the search index files of some records into `{outDir}/search/`: per facet tag, its
 * partitions, tails, completions and document files in `search/{tag}/`, and `search/manifest.json`
 * naming them (the format and why it is so: search-index-format.ts).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  DOCUMENT_FILE_SIZE,
  documentFileName,
  SEARCH_INDEX_VERSION,
  SEARCH_MANIFEST_PATH,
  shardFolder,
  topCompletions,
  type SearchDocument,
  type SearchManifest,
  type SearchRecord,
  type ShardManifest,
  type TailChunk,
  type TermEntry,
} from './search-index-format.ts';
import { escapeHtml } from '../../src/shared/escape-html.ts';
import { contentHash, HashedFileWriter } from './hashed-file-writer.ts';
import { DEFAULT_PARTITION_LIMITS, packPartitions, prefixesNeedingCompletions, splitHeadAndTail, type PartitionLimits } from './term-partitions.ts';
import { termPostings } from './term-postings.ts';

export interface ShardStats {
  tag: string;
  records: number;
  terms: number;
  partitions: number;
  files: number;
  bytes: number;
}

export interface SearchIndexStats {
  records: number;
  shards: ShardStats[];
}

export async function writeSearchIndex(
  outDir: string,
  records: readonly SearchRecord[],
  limits: PartitionLimits = DEFAULT_PARTITION_LIMITS,
): Promise<SearchIndexStats> {
  const shards: BuiltShard[] = [];
  // One facet at a time, so only one facet's postings are in memory.
  for (const [tag, shard] of recordsByTag(records)) shards.push(await writeShardFiles(outDir, tag, shard, limits));
  return writeSearchManifest(outDir, shards);
}

/** A facet's index, written: what the manifest says of it, and its figures. */
export interface BuiltShard {
  entry: ShardManifest;
  stats: ShardStats;
}

/** Records grouped by facet tag, in the order the tags first appear. */
export function recordsByTag(records: readonly SearchRecord[]): Map<string, SearchRecord[]> {
  const byTag = new Map<string, SearchRecord[]>();
  for (const record of records) {
    const shard = byTag.get(record.tag);
    if (shard) shard.push(record);
    else byTag.set(record.tag, [record]);
  }
  return byTag;
}

/** Writes one facet's files into `{outDir}/search/{tag}/`. */
export async function writeShardFiles(
  outDir: string,
  tag: string,
  records: readonly SearchRecord[],
  limits: PartitionLimits = DEFAULT_PARTITION_LIMITS,
): Promise<BuiltShard> {
  const files = new HashedFileWriter(join(outDir, shardFolder(tag)));
  const { entry, terms } = await writeShard(files, records, limits);
  await files.finish();
  return { entry, stats: { tag, records: records.length, terms, partitions: entry.partitions.length, files: files.files, bytes: files.bytes } };
}

/** Writes `{outDir}/search/manifest.json`, naming these facets' files. */
export async function writeSearchManifest(outDir: string, shards: readonly BuiltShard[]): Promise<SearchIndexStats> {
  const manifest: SearchManifest = { version: SEARCH_INDEX_VERSION, shards: {} };
  for (const { entry, stats } of shards) manifest.shards[stats.tag] = entry;
  await mkdir(join(outDir, 'search'), { recursive: true });
  await writeFile(join(outDir, SEARCH_MANIFEST_PATH), JSON.stringify(manifest));
  return { records: shards.reduce((sum, { stats }) => sum + stats.records, 0), shards: shards.map(({ stats }) => stats) };
}

async function writeShard(
  files: HashedFileWriter,
  records: readonly SearchRecord[],
  limits: PartitionLimits,
): Promise<{ entry: ShardManifest; terms: number }> {
  const entries: TermEntry[] = [];
  for (const postings of termPostings(records)) {
    const { head, tailChunks } = splitHeadAndTail(postings, limits);
    const tail: TailChunk[] = [];
    for (const chunk of tailChunks) tail.push([await files.writeHashed(JSON.stringify(chunk)), chunk[0].length]);
    entries.push([postings.term, postings.documents.length, head, tail]);
  }

  const partitions: ShardManifest['partitions'] = [];
  for (const partition of packPartitions(entries, limits)) {
    partitions.push([partitions.length === 0 ? '' : partition[0][0], await files.writeHashed(JSON.stringify(partition))]);
  }

  const completionFiles: Array<[prefix: string, file: string]> = [];
  const terms = entries.map(([term]) => term);
  for (const prefix of prefixesNeedingCompletions(
    terms,
    partitions.map(([first]) => first),
    limits,
  )) {
    const withPrefix = entries.filter(([term]) => term.startsWith(prefix));
    const exact = withPrefix.filter(([term]) => term === prefix);
    const chosen = [...exact, ...topCompletions(withPrefix, prefix)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
    completionFiles.push([prefix, await files.writeHashed(JSON.stringify(chosen))]);
  }
  // fromEntries makes own properties, whatever the prefix ("__proto__" included).
  const completions: ShardManifest['completions'] = Object.fromEntries(completionFiles);

  const documentFiles: string[] = [];
  for (let start = 0; start < records.length; start += DOCUMENT_FILE_SIZE) {
    const shown = records.slice(start, start + DOCUMENT_FILE_SIZE).map(shownDocument);
    documentFiles.push(JSON.stringify(shown));
  }
  // Document files are named by one hash of them all: the manifest then needs no list of them.
  const documentsHash = contentHash(documentFiles.join('\n'));
  for (const [index, json] of documentFiles.entries()) await files.write(documentFileName(index, documentsHash), json);

  return { entry: { records: records.length, partitions, completions, documentsHash }, terms: entries.length };
}

/**
 * What a hit shows, its texts HTML-escaped: DocSearch renders hierarchy and content values as HTML
 * (Algolia's records hold them escaped), so a heading such as "Use <Provider>" shows as written
 * and can never become markup.
 */
function shownDocument({ url, type, lvl0, lvl1, lvl2, lvl3, excerpt }: SearchRecord): SearchDocument {
  const escaped = (text: string | undefined) => (text === undefined ? undefined : escapeHtml(text));
  return { url, type, lvl0: escapeHtml(lvl0), lvl1: escapeHtml(lvl1), lvl2: escaped(lvl2), lvl3: escaped(lvl3), excerpt: escapeHtml(excerpt) };
}

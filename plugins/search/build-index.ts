/**
 * Builds the search index files from records: one MiniSearch index per facet tag, written as
 * `search/{tag}.{hash}.json` (cacheable for a year), and `search/manifest.json` listing them.
 */
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import MiniSearch from 'minisearch';
import { MINISEARCH_OPTIONS, SEARCH_MANIFEST_PATH, type SearchManifest, type SearchRecord } from '../../src/shared/search-index-format.ts';

export interface SearchIndexStats {
  records: number;
  files: Array<{ tag: string; file: string; bytes: number }>;
}

export async function writeSearchIndex(outDir: string, records: SearchRecord[]): Promise<SearchIndexStats> {
  const byTag = new Map<string, SearchRecord[]>();
  for (const record of records) byTag.set(record.tag, [...(byTag.get(record.tag) ?? []), record]);
  const manifest: SearchManifest = { shards: {} };
  const stats: SearchIndexStats = { records: records.length, files: [] };
  await mkdir(join(outDir, 'search'), { recursive: true });
  for (const [tag, shard] of byTag) {
    const index = new MiniSearch<SearchRecord>(MINISEARCH_OPTIONS);
    index.addAll(shard);
    const json = JSON.stringify(index);
    const file = `search/${tag}.${createHash('sha1').update(json).digest('hex').slice(0, 8)}.json`;
    await writeFile(join(outDir, file), json);
    manifest.shards[tag] = { file, records: shard.length };
    stats.files.push({ tag, file, bytes: Buffer.byteLength(json) });
  }
  await writeFile(join(outDir, SEARCH_MANIFEST_PATH), JSON.stringify(manifest));
  return stats;
}

/**
 * Builds the search index files from records: one MiniSearch index per facet tag, written as
 * `search/{tag}.{hash}.json`, the shown fields of its records in `search/{tag}-docs-{n}.{hash}.json`
 * (all cacheable for a year), and `search/manifest.json` listing them.
 */
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import MiniSearch from 'minisearch';
import { DOCUMENT_FILE_SIZE, documentFileIndex, MINISEARCH_OPTIONS, SEARCH_MANIFEST_PATH, type SearchDocument, type SearchManifest, type SearchRecord } from '../../src/shared/search-index-format.ts';

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
  const write = async (name: string, json: string) => {
    const file = `search/${name}.${createHash('sha1').update(json).digest('hex').slice(0, 8)}.json`;
    await writeFile(join(outDir, file), json);
    return file;
  };
  for (const [tag, shard] of byTag) {
    const index = new MiniSearch<SearchRecord>(MINISEARCH_OPTIONS);
    index.addAll(shard.map((record, position) => ({ ...record, id: String(position) })));
    const json = JSON.stringify(index);
    const file = await write(tag, json);
    const documents: string[] = [];
    for (let start = 0; start < shard.length; start += DOCUMENT_FILE_SIZE) {
      const shown = shard.slice(start, start + DOCUMENT_FILE_SIZE).map(({ url, type, lvl0, lvl1, lvl2, lvl3, excerpt }): SearchDocument => ({ url, type, lvl0, lvl1, lvl2, lvl3, excerpt }));
      documents.push(await write(`${tag}-docs-${documentFileIndex(start)}`, JSON.stringify(shown)));
    }
    manifest.shards[tag] = { file, records: shard.length, documents };
    stats.files.push({ tag, file, bytes: Buffer.byteLength(json) });
  }
  await writeFile(join(outDir, SEARCH_MANIFEST_PATH), JSON.stringify(manifest));
  return stats;
}

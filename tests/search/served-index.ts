/**
 * Test support: search index files written from records and served over HTTP (the browser client
 * fetches them as in the page), the files a query fetched, and the answer computed by brute force.
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeSearchIndex } from '../../plugins/search/build-index.ts';
import type { PartitionLimits } from '../../plugins/search/term-partitions.ts';
import {
  SEARCH_MANIFEST_PATH,
  shardFolder,
  tokenize,
  type SearchManifest,
  type SearchRecord,
  type TermFile,
} from '../../plugins/search/search-index-format.ts';
import { removeDir, serveBuild } from '../support/fixture-site.ts';

export interface ServedIndex {
  outDir: string;
  /** Base URL, ending in "/". */
  baseUrl: string;
  manifest: SearchManifest;
  readJson<T>(path: string): Promise<T>;
  close(): Promise<void>;
}

export async function serveIndex(records: SearchRecord[], limits?: PartitionLimits): Promise<ServedIndex> {
  const outDir = await mkdtemp(join(tmpdir(), 'search-index-'));
  await writeSearchIndex(outDir, records, limits);
  const site = await serveBuild(outDir);
  const readJson = async <T>(path: string) => JSON.parse(await readFile(join(outDir, path), 'utf8')) as T;
  return {
    outDir,
    baseUrl: `${site.url}/`,
    manifest: await readJson<SearchManifest>(SEARCH_MANIFEST_PATH),
    readJson,
    close: async () => {
      await site.close();
      await removeDir(outDir);
    },
  };
}

/** Runs `run` and lists the paths it fetched. */
export async function fetchedDuring<T>(run: () => Promise<T>): Promise<{ value: T; paths: string[] }> {
  const paths: string[] = [];
  const realFetch = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    paths.push(new URL(String(input)).pathname);
    return realFetch(input, init);
  };
  try {
    return { value: await run(), paths };
  } finally {
    globalThis.fetch = realFetch;
  }
}

export type FileKind = 'manifest' | 'partition' | 'completions' | 'tail' | 'document';

/** What each fetched path of a facet is, by the manifest and the partitions naming them. */
export async function classifyFetches(index: ServedIndex, tag: string, paths: string[]): Promise<Record<FileKind, string[]>> {
  const shard = index.manifest.shards[tag];
  const folder = `/${shardFolder(tag)}`;
  const partitions = new Set(shard.partitions.map(([, file]) => file));
  const completions = new Set(Object.values(shard.completions));
  const tails = new Set<string>();
  for (const file of partitions) for (const [, , , tail] of await index.readJson<TermFile>(shardFolder(tag) + file)) for (const [name] of tail) tails.add(name);
  const kinds: Record<FileKind, string[]> = { manifest: [], partition: [], completions: [], tail: [], document: [] };
  for (const path of paths) {
    if (path === `/${SEARCH_MANIFEST_PATH}`) kinds.manifest.push(path);
    if (!path.startsWith(folder)) continue;
    const name = path.slice(folder.length);
    if (partitions.has(name)) kinds.partition.push(name);
    else if (completions.has(name)) kinds.completions.push(name);
    else if (tails.has(name)) kinds.tail.push(name);
    else if (name.endsWith(`.${shard.documentsHash}.json`)) kinds.document.push(name);
  }
  return kinds;
}

/** URLs of the records holding every one of the words (the last also as a prefix), by brute force. */
export function recordsMatching(records: readonly SearchRecord[], words: string[]): string[] {
  return records
    .filter((record) => {
      const terms = new Set(tokenize([record.lvl1, record.lvl2, record.lvl3, record.content].filter(Boolean).join(' ')));
      return words.every((word, i) => terms.has(word) || (i === words.length - 1 && [...terms].some((term) => term.startsWith(word))));
    })
    .map((record) => record.url);
}

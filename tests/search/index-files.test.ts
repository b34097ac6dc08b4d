/**
 * The index files as the build writes them and the browser client reads them, over HTTP: stop
 * words are left out, a shard holds no shown text, and a query fetches the manifest, its shards and
 * only the document files of the hits it returns.
 */
import assert from 'node:assert/strict';
import { mkdtemp, readFile, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { writeSearchIndex } from '../../plugins/search/build-index.ts';
import { DOCUMENT_FILE_SIZE, SEARCH_MANIFEST_PATH, type SearchManifest, type SearchRecord } from '../../src/shared/search-index-format.ts';
import { searchLocal } from '../../src/theme/search/local-search-client.ts';
import { removeDir, serveBuild, type ServedSite } from '../support/fixture-site.ts';

const TOPICS = ['guards', 'actors', 'delays', 'context', 'events', 'actions'];
let outDir: string;
let site: ServedSite;
let manifest: SearchManifest;

/** 96 sections of 24 pages: page p is about one topic; every text has common words. */
function records(tag: string): SearchRecord[] {
  return Array.from({ length: 96 }, (_, i) => {
    const page = Math.floor(i / 4);
    const topic = TOPICS[page % TOPICS.length];
    return {
      id: `${tag}-${i}`,
      url: `/${tag}/page-${page}#section-${i % 4}`,
      type: i % 4 === 0 ? 'lvl1' : 'lvl2',
      lvl0: 'Docs',
      lvl1: `Page ${page} on ${topic}`,
      lvl2: i % 4 === 0 ? undefined : `Section ${i % 4}`,
      content: `This is the text of section ${i} and it is about ${topic} in the ${tag} set.`,
      excerpt: `Excerpt ${tag} ${i}`,
      tag,
      language: 'en',
    };
  });
}

before(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'search-index-'));
  await writeSearchIndex(outDir, [...records('docs-default-current'), ...records('blog')]);
  manifest = JSON.parse(await readFile(join(outDir, SEARCH_MANIFEST_PATH), 'utf8')) as SearchManifest;
  site = await serveBuild(outDir);
});
after(async () => {
  await site.close();
  await removeDir(outDir);
});

async function fetchedDuring<T>(run: () => Promise<T>): Promise<{ value: T; paths: string[] }> {
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

test('shards hold the index only; the shown text is in document files of a few records each', async () => {
  const shard = manifest.shards['docs-default-current'];
  assert.equal(shard.records, 96);
  assert.equal(shard.documents.length, 96 / DOCUMENT_FILE_SIZE);
  const index = await readFile(join(outDir, shard.file), 'utf8');
  assert.doesNotMatch(index, /Excerpt docs-default-current/);
  assert.equal((await readdir(join(outDir, 'search'))).length, 1 + 2 * (1 + 96 / DOCUMENT_FILE_SIZE));
});

test('common words are not indexed, and a query with them finds what it finds without them', async () => {
  const index = await readFile(join(outDir, manifest.shards['docs-default-current'].file), 'utf8');
  assert.doesNotMatch(index, /"the"/);
  assert.match(index, /"guards"/);
  const base = `${site.url}/`;
  const plain = await searchLocal(base, 'guards', ['docs-default-current']);
  const wordy = await searchLocal(base, 'the guards', ['docs-default-current']);
  assert.ok(plain.total > 0);
  assert.deepEqual(wordy.hits.map((h) => h.url), plain.hits.map((h) => h.url));
  assert.equal((await searchLocal(base, 'the', ['docs-default-current'])).total, 0);
});

test('a query fetches its shards and only the document files of the hits it returns', async () => {
  const { value, paths } = await fetchedDuring(() => searchLocal(`${site.url}/`, 'delays', ['blog'], 3));
  assert.equal(value.hits.length, 3);
  assert.ok(value.hits.every((h) => h.tag === 'blog' && /Page \d+ on delays/.test(h.hierarchy.lvl1) && /^Excerpt blog \d+$/.test(h.content!)));
  const documentFiles = paths.filter((p) => p.includes('-docs-'));
  assert.ok(paths.includes(`/${manifest.shards.blog.file}`));
  assert.ok(documentFiles.every((p) => p.startsWith('/search/blog-docs-')), documentFiles.join(', '));
  assert.ok(documentFiles.length >= 1 && documentFiles.length <= 3, documentFiles.join(', '));
  assert.ok(documentFiles.length < manifest.shards.blog.documents.length);
});

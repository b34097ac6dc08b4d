/**
 * The index files as the build writes them and the browser client reads them, over HTTP: a
 * term-partitioned index (partitions of bounded size, heads and tails, completions of wide
 * prefixes), stop words left out, no shown text in the index, and a query fetching the manifest,
 * the partitions its words need (not the whole index), their tails only for AND, and only the
 * document files of the hits it returns.
 */
import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { DEFAULT_PARTITION_LIMITS, type PartitionLimits } from '../../plugins/search/term-partitions.ts';
import {
  DOCUMENT_FILE_SIZE,
  documentFileName,
  SEARCH_INDEX_VERSION,
  shardFolder,
  STOP_WORDS,
  topCompletions,
  type Postings,
  type SearchDocument,
  type SearchRecord,
  type TailFile,
  type TermEntry,
  type TermFile,
} from '../../plugins/search/search-index-format.ts';
import { searchLocal, TAIL_POSTINGS_PER_QUERY } from '../../src/theme/search/local-search-client.ts';
import { classifyFetches, fetchedDuring, recordsMatching, serveIndex, type ServedIndex } from './served-index.ts';

const TOPICS = ['guards', 'actors', 'delays', 'context', 'events', 'actions'];
const TAGS = ['docs-default-current', 'blog'];
/** Tiny limits, so 96 records make many partitions, heads shorter than their terms, and completions files. */
const LIMITS: PartitionLimits = { headPostings: 4, tailChunkPostings: 5, partitionBytes: 600, prefixPartitions: 1 };
let index: ServedIndex;
let allRecords: SearchRecord[];

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
  allRecords = TAGS.flatMap(records);
  index = await serveIndex(allRecords, LIMITS);
});
after(() => index.close());

const termFile = (tag: string, name: string) => index.readJson<TermFile>(shardFolder(tag) + name);
async function allEntries(tag: string): Promise<TermEntry[]> {
  return (await Promise.all(index.manifest.shards[tag].partitions.map(([, file]) => termFile(tag, file)))).flat();
}
function documentsOf([gaps]: Postings): number[] {
  let document = -1;
  return gaps.map((gap) => (document += gap));
}

test("the manifest names each facet's partitions by first term, its completions files and its document files", async () => {
  assert.equal(index.manifest.version, SEARCH_INDEX_VERSION);
  assert.deepEqual(Object.keys(index.manifest.shards).sort(), [...TAGS].sort());
  for (const tag of TAGS) {
    const shard = index.manifest.shards[tag];
    assert.equal(shard.records, 96);
    const firstTerms = shard.partitions.map(([first]) => first);
    assert.equal(firstTerms[0], '');
    assert.deepEqual(firstTerms, [...firstTerms].sort(), 'partitions in term order');
    assert.ok(shard.partitions.length >= 4, `${shard.partitions.length} partitions`);
    assert.ok(Object.keys(shard.completions).length > 0);
  }
});

test('partitions hold consecutive terms within their range, stay near their size limit, and hold no stop word or shown text', async () => {
  for (const tag of TAGS) {
    const { partitions } = index.manifest.shards[tag];
    for (const [i, [first, file]] of partitions.entries()) {
      const text = JSON.stringify(await termFile(tag, file));
      const entries = JSON.parse(text) as TermFile;
      const terms = entries.map(([term]) => term);
      assert.deepEqual(terms, [...terms].sort());
      assert.ok(terms.every((term) => term >= first && (i + 1 === partitions.length || term < partitions[i + 1][0])));
      assert.ok(entries.length === 1 || text.length <= LIMITS.partitionBytes + 2, `${file}: ${text.length} bytes`);
      assert.ok(terms.every((term) => !STOP_WORDS.has(term)));
      assert.doesNotMatch(text, /Excerpt/);
    }
    const terms = (await allEntries(tag)).map(([term]) => term);
    assert.ok(terms.includes('guards') && terms.includes('section') && !terms.includes('the'));
  }
});

test('a frequent term keeps its highest-impact postings in its head and the rest in tail files of bounded size', async () => {
  const tag = 'blog';
  const section = (await allEntries(tag)).find(([term]) => term === 'section')!;
  const [, documentFrequency, head, tail] = section;
  assert.equal(documentFrequency, 96);
  assert.equal(head[0].length, LIMITS.headPostings);
  const tails = await Promise.all(tail.map(([name]) => index.readJson<TailFile>(shardFolder(tag) + name)));
  assert.deepEqual(
    tails.map((chunk) => chunk[0].length),
    tail.map(([, postings]) => postings),
  );
  assert.ok(tails.every((chunk) => chunk[0].length <= LIMITS.tailChunkPostings));
  const all = [...documentsOf(head), ...tails.flatMap(documentsOf)].sort((a, b) => a - b);
  assert.deepEqual(
    all,
    Array.from({ length: 96 }, (_, i) => i),
    'head and tails together: every section holding the term, once',
  );
  const lowestInHead = Math.min(...head[1]);
  assert.ok(tails.every(([, impacts]) => impacts.every((impact) => impact <= lowestInHead)));
  // Sections titled "Section n" (an h2) weigh more than page intros, which have the word in their text only.
  assert.ok(documentsOf(head).every((document) => document % 4 !== 0));
});

test("a wide prefix's completions file holds the prefix itself and its most frequent completions", async () => {
  for (const tag of TAGS) {
    const entries = await allEntries(tag);
    for (const [prefix, file] of Object.entries(index.manifest.shards[tag].completions)) {
      const expected = [...entries.filter(([term]) => term === prefix), ...topCompletions(entries, prefix)].map(([term]) => term).sort();
      assert.deepEqual(
        (await termFile(tag, file)).map(([term]) => term),
        expected,
        prefix,
      );
    }
  }
});

test('document files hold what hits show, a few records each, named by one hash of them all', async () => {
  const shard = index.manifest.shards['docs-default-current'];
  const names = (await readdir(join(index.outDir, shardFolder('docs-default-current')))).filter((name) => name.endsWith(`.${shard.documentsHash}.json`));
  assert.equal(names.length, 96 / DOCUMENT_FILE_SIZE);
  const first = await index.readJson<SearchDocument[]>(shardFolder('docs-default-current') + documentFileName(0, shard.documentsHash));
  assert.equal(first.length, DOCUMENT_FILE_SIZE);
  assert.deepEqual(first[1], {
    url: '/docs-default-current/page-0#section-1',
    type: 'lvl2',
    lvl0: 'Docs',
    lvl1: 'Page 0 on guards',
    lvl2: 'Section 1',
    excerpt: 'Excerpt docs-default-current 1',
  });
});

test('a one-word query fetches the manifest, the one partition of its word per facet, and the document files of its hits', async () => {
  const { value, paths } = await fetchedDuring(() => searchLocal(index.baseUrl, 'delays', ['blog'], 3));
  assert.equal(value.hits.length, 3);
  assert.equal(value.total, 16, "counted by the term's frequency, beyond its head");
  assert.ok(value.hits.every((h) => h.tag === 'blog' && /Page \d+ on delays/.test(h.hierarchy.lvl1) && /^Excerpt blog \d+$/.test(h.content!)));
  const fetched = await classifyFetches(index, 'blog', paths);
  assert.equal(fetched.manifest.length, 1);
  assert.equal(fetched.partition.length, 1, 'only the partition holding "delays"');
  assert.ok(index.manifest.shards.blog.partitions.length > 4);
  assert.deepEqual(fetched.tail, [], "a head holds a one-word query's best sections");
  assert.ok(fetched.document.length >= 1 && fetched.document.length <= 3, fetched.document.join(', '));
  assert.ok(
    paths.every((path) => !path.startsWith('/search/docs-default-current/')),
    'no file of a facet out of context',
  );
});

test('a query of several words fetches their tails, and AND finds every section holding them all', async () => {
  const { value, paths } = await fetchedDuring(() => searchLocal(index.baseUrl, 'section delays', TAGS, 100));
  const expected = recordsMatching(allRecords, ['section', 'delays']);
  assert.equal(expected.length, 32);
  assert.equal(value.total, expected.length);
  assert.deepEqual(value.hits.map((h) => h.url).sort(), [...expected].sort());
  for (const tag of TAGS) {
    const fetched = await classifyFetches(index, tag, paths);
    assert.ok(fetched.tail.length > 0, `${tag}: tails fetched`);
    assert.ok(fetched.partition.length <= 2, `${tag}: ${fetched.partition.length} partitions`);
  }
});

test('a prefix spanning many partitions is answered from its completions file alone', async () => {
  const tag = 'blog';
  const completions = index.manifest.shards[tag].completions.s;
  assert.ok(completions, 'the fixture has a completions file for "s"');
  const { value, paths } = await fetchedDuring(() => searchLocal(index.baseUrl, 's', [tag], 5));
  const fetched = await classifyFetches(index, tag, paths);
  assert.deepEqual(fetched.completions, [completions]);
  assert.deepEqual(fetched.partition, []);
  assert.ok(value.hits.length > 0 && value.hits.every((hit) => hit.terms.some((term) => term.startsWith('s'))));
});

test('a query fetches tails within its budget, rarest first; past it a frequent word counts by its head', async () => {
  // One word in every section, more than the budget; another in a few of them.
  const sections = TAIL_POSTINGS_PER_QUERY + 1000;
  const many = Array.from(
    { length: sections },
    (_, i): SearchRecord => ({
      id: String(i),
      url: `/blog/post-${i}`,
      type: 'lvl1',
      lvl0: 'Blog',
      lvl1: `Post ${i}`,
      content: i % 1000 === 0 ? 'common and rare' : 'common',
      excerpt: '',
      tag: 'blog',
      language: 'en',
    }),
  );
  const large = await serveIndex(many, { ...DEFAULT_PARTITION_LIMITS, headPostings: 4 });
  try {
    const { value, paths } = await fetchedDuring(() => searchLocal(large.baseUrl, 'common rare', ['blog'], 100));
    const fetched = await classifyFetches(large, 'blog', paths);
    const rareTail = (await Promise.all(large.manifest.shards.blog.partitions.map(([, file]) => large.readJson<TermFile>(shardFolder('blog') + file))))
      .flat()
      .find(([term]) => term === 'rare')![3];
    assert.deepEqual(fetched.tail.sort(), rareTail.map(([name]) => name).sort(), "the rare word's tail, not the common one's");
    // "common" by its head alone: the sections holding both among its best.
    assert.ok(value.hits.length > 0 && value.hits.length < sections / 1000);
    assert.ok(value.hits.every((hit) => /^\/blog\/post-\d+000$|^\/blog\/post-0$/.test(hit.url)));
  } finally {
    await large.close();
  }
});

/**
 * Building the index: impacts from BM25 with field boosts, partitions cut by size, the prefixes
 * that get completions files, partition lookups, and a warm rebuild reusing the last index (no
 * page parsed, no index file written) until a page changes.
 */
import assert from 'node:assert/strict';
import { mkdtemp, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import searchPlugin from '../../plugins/search/index.ts';
import { readSectionsCache, writeSectionsCache } from '../../plugins/search/sections-cache.ts';
import { packPartitions, prefixesNeedingCompletions } from '../../plugins/search/term-partitions.ts';
import { termPostings } from '../../plugins/search/term-postings.ts';
import { BuildReport } from '../../src/core/build-report.ts';
import { createStagingFolder, swapInOutput } from '../../src/core/output-folder.ts';
import type { LoadContext, Plugin, RenderedPage } from '../../src/core/plugin-types.ts';
import { extractPageSections } from '../../plugins/search/page-sections.ts';
import {
  partitionOf,
  partitionsOfPrefix,
  SEARCH_MANIFEST_PATH,
  tokenize,
  type SearchManifest,
  type SearchRecord,
  type TermEntry,
} from '../../plugins/search/search-index-format.ts';
import { PLACE, unpackPlaces } from '../../plugins/search/search-places.ts';

function record(id: number, lvl1: string, content: string): SearchRecord {
  return { id: String(id), url: `/r${id}`, type: 'lvl1', lvl0: 'Docs', lvl1, content, excerpt: '', tag: 'docs-default-current', language: 'en' };
}

test("terms are lowercase words without stop words; MiniSearch's splitting on spaces and punctuation", () => {
  assert.deepEqual(tokenize('The Guard, the State-Machine: its “context”!'), ['guard', 'state', 'machine', 'context']);
});

test('impacts: a word in a title weighs more than in text, and a rare word more than a common one', () => {
  const postings = termPostings([
    record(0, 'Guards', 'When to use them.'),
    record(1, 'Misc', 'Guards and actions and more words here.'),
    record(2, 'Actions', 'Actions everywhere.'),
  ]);
  assert.deepEqual(
    postings.map(({ term }) => term),
    ['actions', 'everywhere', 'guards', 'here', 'misc', 'more', 'them', 'use', 'words'],
    'in term order, no stop words',
  );
  const guards = postings.find(({ term }) => term === 'guards')!;
  assert.deepEqual([...guards.documents], [0, 1]);
  assert.ok(guards.impacts[0] > guards.impacts[1], 'title above text');
  const actions = postings.find(({ term }) => term === 'actions')!;
  assert.ok(guards.impacts[1] > actions.impacts[actions.documents.indexOf(1)], 'rarer word above the common one in the same text');
});

test('each posting says where the term is (title, own heading, parent heading, text), the record type and the title and heading lengths', () => {
  const h3: SearchRecord = { ...record(0, 'Guards', 'Check the guard before acting.'), type: 'lvl3', lvl2: 'Guard objects', lvl3: 'useGuard(guard, options?)' };
  const intro = record(1, 'Delayed (after) transitions', 'Transitions that wait.');
  const postings = termPostings([h3, intro]);
  const placesOf = (term: string, document: number) => {
    const entry = postings.find((p) => p.term === term)!;
    return unpackPlaces(entry.places[[...entry.documents].indexOf(document)]);
  };
  assert.deepEqual(placesOf('guards', 0), { places: PLACE.title, type: 'lvl3', titleTerms: 1, headingTerms: 1 });
  assert.equal(placesOf('guard', 0).places, PLACE.parentHeading | PLACE.heading | PLACE.content);
  assert.equal(placesOf('objects', 0).places, PLACE.parentHeading);
  // Parentheses are asides: the heading is one word long, the title two.
  assert.deepEqual(placesOf('transitions', 1), { places: PLACE.title | PLACE.content, type: 'lvl1', titleTerms: 2, headingTerms: 0 });
  assert.equal(placesOf('after', 1).places, PLACE.title);
});

test("a link holding a heading (a category index's card) is neither a section of the page nor its text", () => {
  const html = `<html><head><meta name="docsearch:docusaurus_tag" content="docs-default-current"></head><body><article><h1>Get started</h1>
<p>Pick one.</p><ul><li><a href="/docs/installation"><h2>Install XState</h2><p>From npm.</p></a></li></ul><p>See <a href="/docs/about">about</a>.</p><h2 id="more">More</h2><p>Text.</p></article></body></html>`;
  const sections = extractPageSections(html, '/docs/category/get-started', 'Docs');
  assert.deepEqual(
    sections.map(({ type, lvl2 }) => [type, lvl2]),
    [
      ['lvl1', undefined],
      ['lvl2', 'More'],
    ],
  );
  assert.equal(sections[0].content, 'Pick one. See about.');
});

test('of a code block, only the camelCase functions it calls are indexed, with the section it sits in', () => {
  const html = `<html><head><meta name="docsearch:docusaurus_tag" content="docs-default-current"></head><body><article><h1>Spawn</h1><p>Start a child.</p>
<pre><code>const secretValue = 1;\nspawnChild(logic, { id: 'a' });\nactor.getSnapshot();\nspawnChild(other);</code></pre></article></body></html>`;
  const [intro] = extractPageSections(html, '/docs/spawn', 'Docs');
  assert.equal(intro.content, 'Start a child. spawnChild getSnapshot');
  assert.equal(intro.excerpt, 'Start a child.');
});

test('partitions keep term order and stay within their size unless one term alone is larger', () => {
  const entries: TermEntry[] = Array.from({ length: 50 }, (_, i) => [`term${String(i).padStart(2, '0')}`, 1, [[i + 1], [10], [1]], []]);
  const limits = { headPostings: 4, tailChunkPostings: 4, partitionBytes: 200, prefixPartitions: 2 };
  const partitions = packPartitions(entries, limits);
  assert.deepEqual(partitions.flat(), entries);
  assert.ok(partitions.length > 5);
  assert.ok(partitions.every((partition) => JSON.stringify(partition).length <= 200 + 2));
});

test('a partition is found by binary search on first terms; a prefix by the range it spans', () => {
  const firstTerms = ['', 'sb', 'sc', 'sd', 'u'];
  assert.equal(partitionOf(firstTerms, 'a'), 0);
  assert.equal(partitionOf(firstTerms, 'sc'), 2);
  assert.equal(partitionOf(firstTerms, 'scz'), 2);
  assert.equal(partitionOf(firstTerms, 'zz'), 4);
  assert.deepEqual(partitionsOfPrefix(firstTerms, 's'), [0, 3]);
  assert.deepEqual(partitionsOfPrefix(firstTerms, 'sc'), [2, 2]);
  const terms = ['ra', 'sa', 'sba', 'sbb', 'sc', 'sd', 'sda', 'u', 'ua'];
  assert.deepEqual(prefixesNeedingCompletions(terms, firstTerms, { headPostings: 4, tailChunkPostings: 4, partitionBytes: 1, prefixPartitions: 2 }), ['s']);
});

test('the sections cache is one JSON line per page, read back as written', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'search-sections-'));
  const file = join(dir, 'sections.ndjson');
  const pages: Array<[string, SearchRecord[]]> = [
    ['a', [record(0, 'A', 'x\ny')]],
    ['b', []],
  ];
  await writeSectionsCache(file, pages);
  assert.equal((await readFile(file, 'utf8')).split('\n').length, 3);
  const warnings: string[] = [];
  const report = { warn: (message: string) => warnings.push(message) };
  assert.deepEqual([...(await readSectionsCache(file, report))], pages);
  assert.equal((await readSectionsCache(join(dir, 'missing.ndjson'), report)).size, 0);
  // A file cut off mid-line keeps the whole lines before the cut, with one warning naming it.
  const text = await readFile(file, 'utf8');
  await writeFile(file, text.slice(0, text.indexOf('\n') + 5));
  assert.deepEqual([...(await readSectionsCache(file, report))], pages.slice(0, 1));
  assert.equal(warnings.length, 1);
  assert.match(warnings[0], /sections\.ndjson/);
  await rm(dir, { recursive: true, force: true });
});

describe('a warm rebuild', () => {
  let root: string;
  let plugin: Plugin;
  let report: BuildReport;
  const page = (name: string, title: string, tag = 'docs-default-current'): { page: RenderedPage; html: string } => ({
    page: {
      route: { path: `/docs/${name}`, permalink: `/docs/${name}`, component: '@theme/DocPage', plugin: 'docusaurus-plugin-content-docs', pluginId: 'default' },
      file: `docs/${name}.html`,
      htmlHash: `${name}:${title}:${tag}`,
    },
    html: `<html><head><meta name="docsearch:docusaurus_tag" content="${tag}"></head><body><article><h1>${title}</h1><p>About ${title.toLowerCase()}.</p></article></body></html>`,
  });
  /** One build's postBuild as build.ts runs it: into a staging folder that replaces `outDir`, whose files it may reuse. */
  async function postBuild(outDir: string, pages: Array<{ page: RenderedPage; html: string }>, writeHtml = true) {
    const staging = await createStagingFolder(outDir);
    for (const { page: rendered, html } of pages) {
      if (!writeHtml) continue;
      await mkdir(dirname(join(staging, rendered.file)), { recursive: true });
      await writeFile(join(staging, rendered.file), html);
    }
    await plugin.postBuild!({ ...({} as LoadContext), outDir: staging, routes: [], routesPaths: [], pages: pages.map((p) => p.page), content: undefined });
    await swapInOutput(staging, outDir);
    return report.notes.at(-1)!;
  }
  /** Each file under a folder with its bytes and inode. */
  async function snapshot(folder: string): Promise<Array<{ file: string; text: string; ino: number }>> {
    const files = (await readdir(folder, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
    return Promise.all(
      files.sort().map(async (file) => ({ file: file.slice(folder.length), text: await readFile(file, 'utf8'), ino: (await stat(file)).ino })),
    );
  }
  const texts = (files: Array<{ file: string; text: string }>) => files.map(({ file, text }) => `${file}:${text}`);

  before(async () => {
    root = await mkdtemp(join(tmpdir(), 'search-warm-'));
    report = new BuildReport();
    const context = { cacheDir: join(root, 'cache'), siteConfig: { themeConfig: {} }, report } as unknown as LoadContext;
    plugin = (await searchPlugin(context, {})) as Plugin;
  });
  after(() => rm(root, { recursive: true, force: true }));

  test('reuses the last index when no page changed, and builds a new one when one did', async () => {
    const out = join(root, 'out');
    const pages = [page('guards', 'Guards'), page('actors', 'Actors')];
    const first = await postBuild(out, pages);
    assert.doesNotMatch(first, /reused/);
    const firstFiles = await snapshot(join(out, 'search'));
    // Same pages, and no HTML to parse: the index must be the last output's.
    const second = await postBuild(out, pages, false);
    assert.match(second, /reused: no page changed/);
    assert.deepEqual(await snapshot(join(out, 'search')), firstFiles, 'the same files, linked from the last output');
    // The work folder keeps records only: a later write to the output cannot reach it.
    const cached = (await readdir(join(root, 'cache'), { recursive: true })).filter((file) => file.includes(SEARCH_MANIFEST_PATH.split('/').at(-1)!));
    assert.deepEqual(cached, [], 'no index file in the cache');
    const changed = await postBuild(out, [page('guards', 'Guards'), page('actors', 'Actor model')]);
    assert.doesNotMatch(changed, /reused/);
    assert.match(await readFile(join(out, 'search', 'manifest.json'), 'utf8'), /docs-default-current/);
  });
  test('a changed page builds its facet again; the other facets are linked from the last output', async () => {
    const out = join(root, 'facets');
    const old = page('machines', 'Machines', 'docs-default-4');
    const first = await postBuild(out, [page('guards', 'Guards'), old]);
    assert.doesNotMatch(first, /reused/);
    const [oldFacet, currentFacet] = await Promise.all(['docs-default-4', 'docs-default-current'].map((tag) => snapshot(join(out, 'search', tag))));
    const changed = await postBuild(out, [page('guards', 'Guards and conditions'), old]);
    assert.match(changed, /reused the unchanged facets docs-default-4$/);
    assert.deepEqual(await snapshot(join(out, 'search', 'docs-default-4')), oldFacet, 'same files, same bytes, same inodes');
    assert.notDeepEqual(texts(await snapshot(join(out, 'search', 'docs-default-current'))), texts(currentFacet));
    const manifest = JSON.parse(await readFile(join(out, SEARCH_MANIFEST_PATH), 'utf8')) as SearchManifest;
    assert.deepEqual(Object.keys(manifest.shards).sort(), ['docs-default-4', 'docs-default-current']);
  });
});

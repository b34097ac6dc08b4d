/**
 * The search: sections from HTML, facets from meta tags, escaping, contextual tags, and queries
 * against a served index (ranking, AND/OR, stop words, prefixes, typos, facets, DocSearch's shape).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { extractPageSections } from '../../plugins/search/page-sections.ts';
import type { SearchRecord } from '../../plugins/search/search-index-format.ts';
import { highlight, snippet } from '../../src/theme/search/highlight.ts';
import { createLocalDocSearchClient, searchLocal, tagsFromFacetFilters } from '../../src/theme/search/local-search-client.ts';
import { searchTagsForPath } from '../../src/theme/search/search-tags.ts';
import { navigateToHit } from '../../src/theme/search/navigate-to-hit.ts';
import { fetchedDuring, serveIndex, type ServedIndex } from './served-index.ts';

const page = `<html><head><meta name="docsearch:docusaurus_tag" content="docs-default-current"><meta name="docsearch:language" content="en"></head>
<body><nav>Navigation text</nav><main><article><h1>Guards</h1><p>A guard decides whether a <code>transition</code> is taken.</p>
<h2 id="multiple">Multiple guards<a class="hash-link" href="#multiple">#</a></h2><p>Check the first, then the next.</p><pre><code>const secret = 1;</code></pre>
<h3 id="deep">Deeper &amp; deeper</h3><ul><li>One</li><li>Two</li></ul><button>Copy</button></article></main></body></html>`;

test('a page becomes one record for its intro and one per h2/h3 section', () => {
  const records = extractPageSections(page, '/docs/guards', 'Docs');
  assert.deepEqual(
    records.map((r) => [r.type, r.url, r.lvl1, r.lvl2, r.lvl3, r.content]),
    [
      ['lvl1', '/docs/guards', 'Guards', undefined, undefined, 'A guard decides whether a transition is taken.'],
      ['lvl2', '/docs/guards#multiple', 'Guards', 'Multiple guards', undefined, 'Check the first, then the next.'],
      ['lvl3', '/docs/guards#deep', 'Guards', 'Multiple guards', 'Deeper & deeper', 'One Two'],
    ],
  );
  assert.ok(records.every((r) => r.tag === 'docs-default-current' && r.language === 'en'));
});

test('pages without a search facet are not indexed', () => {
  assert.deepEqual(extractPageSections('<article><h1>Home</h1><p>Hi</p></article>', '/', 'Docs'), []);
});

test('highlighting takes the stored (escaped) text, marks terms in its text and keeps the rest escaped', () => {
  assert.equal(highlight('&lt;img src=x onerror=alert(1)&gt; guards', ['guard']), '&lt;img src=x onerror=alert(1)&gt; <mark>guard</mark>s');
  assert.match(snippet('a'.repeat(100) + ' actors are great', ['actor']), /^….*<mark>actor<\/mark>s are great$/);
  // A term that is also part of an entity's name marks text only, never half an entity.
  assert.equal(highlight('a &lt;b&gt; &amp; alt', ['lt', 'amp']), 'a &lt;b&gt; &amp; a<mark>lt</mark>');
  assert.equal(highlight('Don&#039;t &quot;quote&quot;', ['quot']), 'Don&#039;t &quot;<mark>quot</mark>e&quot;');
});

test('facet filters name the shards to search; context picks them from the path', () => {
  assert.deepEqual(tagsFromFacetFilters(['language:en', ['docusaurus_tag:docs-default-current', 'docusaurus_tag:blog']]), ['docs-default-current', 'blog']);
  const versions = [
    { name: 'current', path: '/docs', isLast: true },
    { name: '4', path: '/docs/xstate-v4', isLast: false },
  ];
  assert.deepEqual(searchTagsForPath('/docs/xstate-v4/studio', versions), ['docs-default-4']);
  assert.deepEqual(searchTagsForPath('/docs/guards', versions), ['docs-default-current', 'blog']);
  assert.deepEqual(searchTagsForPath('/blog', versions), ['docs-default-current', 'blog']);
});

test("the API reference's versions: their own facet first on their pages, the current one after docs and blog elsewhere", () => {
  const versions = [{ name: 'current', path: '/docs', isLast: true }];
  const api = [
    { path: '/api', searchTag: 'api-current' },
    { path: '/api/next', searchTag: 'api-next' },
  ];
  assert.deepEqual(searchTagsForPath('/api/next/core/createActor', versions, api), ['api-next', 'docs-default-current', 'blog']);
  assert.deepEqual(searchTagsForPath('/api/core', versions, api), ['api-current', 'docs-default-current', 'blog']);
  assert.deepEqual(searchTagsForPath('/api', versions, api), ['api-current', 'docs-default-current', 'blog']);
  assert.deepEqual(searchTagsForPath('/apis', versions, api), ['docs-default-current', 'blog', 'api-current']);
  assert.deepEqual(searchTagsForPath('/docs/guards', versions, api), ['docs-default-current', 'blog', 'api-current']);
});

test('internal hits use client routing, external ones a full page load', () => {
  const calls: string[] = [];
  navigateToHit(
    '/docs/guards#x',
    (to) => calls.push(`client ${to}`),
    (url) => calls.push(`full ${url}`),
  );
  navigateToHit(
    'https://stately.ai/registry',
    (to) => calls.push(`client ${to}`),
    (url) => calls.push(`full ${url}`),
  );
  assert.deepEqual(calls, ['client /docs/guards#x', 'full https://stately.ai/registry']);
});

const V5 = 'docs-default-current';
const V4 = 'docs-default-4';
const BLOG = 'blog';

function record(tag: string, url: string, lvl1: string, content: string, lvl2?: string): SearchRecord {
  return {
    id: url,
    url,
    type: lvl2 ? 'lvl2' : 'lvl1',
    lvl0: tag === BLOG ? 'Blog' : 'Docs',
    lvl1,
    ...(lvl2 ? { lvl2 } : {}),
    content,
    excerpt: content.slice(0, 160),
    tag,
    language: 'en',
  };
}

const RECORDS: SearchRecord[] = [
  record(V5, '/docs/actions', 'Actions', 'Actions run when a transition happens, and guards decide whether it happens at all.'),
  record(V5, '/docs/guards', 'Guards', 'A guard decides whether a transition is taken.'),
  record(V5, '/docs/transitions#guarded', 'Transitions', 'Transitions can be checked before they are taken.', 'Guarded transitions'),
  record(V5, '/docs/actors', 'Actors', 'Actors send events to each other; no constructor needed.'),
  record(V5, '/docs/delays', 'Delayed events', 'Use <after> & timers for delayed transitions.'),
  record(BLOG, '/blog/release', 'Release notes', 'New guards and actors in this release.'),
  record(V4, '/docs/xstate-v4/guards', 'Guards in v4', 'Guards in version four of the library.'),
];

describe('queries', () => {
  let index: ServedIndex;
  before(async () => {
    index = await serveIndex(RECORDS);
  });
  after(() => index.close());
  const urls = async (query: string, tags = [V5, BLOG]) => (await searchLocal(index.baseUrl, query, tags)).hits.map((hit) => hit.url);

  test('titles weigh more than body text; a word also finds its other forms', async () => {
    const found = await urls('guards');
    assert.equal(found[0], '/docs/guards');
    // "Guarded transitions": the same word in another form.
    assert.deepEqual([...found].sort(), ['/blog/release', '/docs/actions', '/docs/guards', '/docs/transitions#guarded']);
  });

  test('words combine with AND, or with OR when no section holds them all', async () => {
    assert.deepEqual(await urls('guards actors'), ['/blog/release']);
    const partial = await searchLocal(index.baseUrl, 'guards zebra', [V5, BLOG]);
    assert.equal(partial.total, 4);
  });

  test('stop words are dropped from queries', async () => {
    assert.deepEqual(await urls('the guards'), await urls('guards'));
    const { value, paths } = await fetchedDuring(() => searchLocal(index.baseUrl, 'the', [V5, BLOG]));
    assert.deepEqual(value, { hits: [], total: 0 });
    assert.deepEqual(paths, [], 'nothing to fetch');
  });

  test('the last word also matches as a prefix; earlier words only whole', async () => {
    assert.deepEqual([...(await urls('gua'))].sort(), ['/blog/release', '/docs/actions', '/docs/guards', '/docs/transitions#guarded']);
    assert.deepEqual(await urls('actors gua'), ['/blog/release']);
    // "gua" is not a word of any section: AND finds nothing, OR the sections about actors.
    assert.deepEqual([...(await urls('gua actors'))].sort(), ['/blog/release', '/docs/actors']);
  });

  test('a word named like an Object property is a word like any other', async () => {
    assert.deepEqual(await urls('constructor'), ['/docs/actors']);
    assert.deepEqual(await urls('actors constructor'), ['/docs/actors']);
  });

  test('a word the index holds in no form is corrected: typos, a swap of two letters; three letters are not', async () => {
    assert.equal((await urls('guxrds'))[0], '/docs/guards');
    assert.equal((await urls('gaurds'))[0], '/docs/guards');
    assert.equal((await urls('gards'))[0], '/docs/guards');
    assert.deepEqual(await urls('gds'), []);
  });

  test('facets choose the index: v4 docs apart from v5 docs and the blog', async () => {
    assert.deepEqual(await urls('guards', [V4]), ['/docs/xstate-v4/guards']);
    assert.deepEqual(await urls('release', [V5]), []);
  });

  test("the DocSearch client answers in Algolia's shape: hierarchy, url with anchor, highlights and snippets, escaped", async () => {
    const client = createLocalDocSearchClient(index.baseUrl, [V5, BLOG]);
    const { results } = await client.search({
      requests: [{ indexName: 'local', query: 'delayed', facetFilters: ['language:en', [`docusaurus_tag:${V5}`]], hitsPerPage: 5 }],
    });
    const [result] = results;
    assert.equal(result.nbHits, 1);
    const [hit] = result.hits;
    assert.equal(hit.url, '/docs/delays');
    assert.deepEqual(hit.hierarchy, { lvl0: 'Docs', lvl1: 'Delayed events', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null });
    assert.equal(hit._highlightResult.hierarchy.lvl1?.value, '<mark>Delayed</mark> events');
    assert.equal(hit._snippetResult.content?.value, 'Use &lt;after&gt; &amp; timers for <mark>delayed</mark> transitions.');
    const anchored = (await client.search({ requests: [{ indexName: 'local', query: 'guarded transitions', hitsPerPage: 5 }] })).results[0].hits[0];
    assert.deepEqual([anchored.url, anchored.url_without_anchor, anchored.anchor], ['/docs/transitions#guarded', '/docs/transitions', 'guarded']);
  });

  test('a failed fetch reaches DocSearch as its retry error, and the next query tries again', async () => {
    const statuses: boolean[] = [];
    const missing = createLocalDocSearchClient(`${index.baseUrl}nowhere/`, [V5], (failed) => statuses.push(failed));
    await assert.rejects(missing.search({ requests: [{ indexName: 'local', query: 'guards' }] }), { name: 'RetryError' });
    const realFetch = globalThis.fetch;
    let calls = 0;
    globalThis.fetch = (input, init) => {
      calls++;
      return realFetch(input, init);
    };
    try {
      await assert.rejects(missing.search({ requests: [{ indexName: 'local', query: 'guards' }] }));
    } finally {
      globalThis.fetch = realFetch;
    }
    assert.equal(calls, 1, 'the failed manifest is fetched again');
    assert.deepEqual(statuses, [true, true]);
  });
});

describe('markup in headings, titles and text', () => {
  // What a page shows as text (a heading "<img src=x onerror=...>", from raw text or from
  // "&lt;img ...&gt;" in Markdown) reaches the index as that text; it must never become markup.
  const MARKUP_RECORDS: SearchRecord[] = [
    // ("<img" is one index term: each text also holds the word "img" alone, for the query.)
    record(V5, '/docs/markup#img', 'Use <Provider> & "quotes"', 'An img: <img src=x onerror=alert(2)> in text.', 'img <img src=x onerror=alert(1)>'),
    record(V5, '/docs/other', 'Other page', 'Nothing to see here.'),
    record(BLOG, '/blog/markup', '<img src=x onerror=alert(3)> img post', 'A post.'),
    record(BLOG, '/blog/other', 'Other post', 'Nothing to see here.'),
  ];
  let index: ServedIndex;
  before(async () => {
    index = await serveIndex(MARKUP_RECORDS);
  });
  after(() => index.close());

  test('the DocSearch hits hold every shown value HTML-escaped, highlights included', async () => {
    const client = createLocalDocSearchClient(index.baseUrl, [V5, BLOG]);
    const { results } = await client.search({ requests: [{ indexName: 'local', query: 'img', hitsPerPage: 5 }] });
    const hits = results[0].hits;
    assert.deepEqual(hits.map((hit) => hit.url).sort(), ['/blog/markup', '/docs/markup#img']);
    for (const hit of hits) assert.doesNotMatch(JSON.stringify(hit).replace(/<\/?mark>/g, ''), /</, `no markup but <mark> in ${hit.url}`);
    const doc = hits.find((hit) => hit.url === '/docs/markup#img')!;
    assert.equal(doc.hierarchy.lvl1, 'Use &lt;Provider&gt; &amp; &quot;quotes&quot;');
    assert.equal(doc.hierarchy.lvl2, 'img &lt;img src=x onerror=alert(1)&gt;');
    assert.equal(doc._snippetResult.hierarchy.lvl2?.value, '<mark>img</mark> &lt;<mark>img</mark> src=x onerror=alert(1)&gt;');
    assert.equal(doc._snippetResult.content?.value, 'An <mark>img</mark>: &lt;<mark>img</mark> src=x onerror=alert(2)&gt; in text.');
  });

  test('the search page gets the same escaped texts', async () => {
    const { hits } = await searchLocal(index.baseUrl, 'provider', [V5, BLOG]);
    assert.equal(hits[0].hierarchy.lvl1, 'Use &lt;Provider&gt; &amp; &quot;quotes&quot;');
  });
});

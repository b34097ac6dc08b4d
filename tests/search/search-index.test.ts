/** The search index: sections from HTML, facets from meta tags, escaping, contextual tags. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { extractPageSections } from '../../plugins/search/page-sections.ts';
import { highlight, snippet } from '../../src/theme/search/highlight.ts';
import { tagsFromFacetFilters } from '../../src/theme/search/local-search-client.ts';
import { searchTagsForPath } from '../../src/theme/search/search-context.ts';
import { navigateToHit } from '../../src/theme/search/navigate-to-hit.ts';

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

test('highlighting escapes the text before marking terms', () => {
  assert.equal(highlight('<img src=x onerror=alert(1)> guards', ['guard']), '&lt;img src=x onerror=alert(1)&gt; <mark>guard</mark>s');
  assert.match(snippet('a'.repeat(100) + ' actors are great', ['actor']), /^….*<mark>actor<\/mark>s are great$/);
});

test('facet filters name the shards to search; context picks them from the path', () => {
  assert.deepEqual(tagsFromFacetFilters(['language:en', ['docusaurus_tag:docs-default-current', 'docusaurus_tag:blog']]), ['docs-default-current', 'blog']);
  const versions = [{ name: 'current', path: '/docs', isLast: true }, { name: '4', path: '/docs/xstate-v4', isLast: false }];
  assert.deepEqual(searchTagsForPath('/docs/xstate-v4/studio', versions), ['docs-default-4']);
  assert.deepEqual(searchTagsForPath('/docs/guards', versions), ['docs-default-current', 'blog']);
  assert.deepEqual(searchTagsForPath('/blog', versions), ['docs-default-current', 'blog']);
});

test('internal hits use client routing, external ones a full page load', () => {
  const calls: string[] = [];
  navigateToHit('/docs/guards#x', (to) => calls.push(`client ${to}`), (url) => calls.push(`full ${url}`));
  navigateToHit('https://stately.ai/registry', (to) => calls.push(`client ${to}`), (url) => calls.push(`full ${url}`));
  assert.deepEqual(calls, ['client /docs/guards#x', 'full https://stately.ai/registry']);
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { findBrokenLinks } from '../../src/core/check-links.ts';

test('finds links to missing pages, missing anchors and missing files', () => {
  const pages = [
    {
      path: '/',
      links: [
        '/docs',
        '/docs#intro',
        '/docs#nope',
        '/missing',
        '/img/a.png',
        'https://other.dev/x',
        'https://site.dev/elsewhere',
        'mailto:a@b.c',
        '#top',
        'docs/index.html',
      ],
      ids: ['top'],
    },
    { path: '/docs', links: ['../', './other'], ids: ['intro'] },
    { path: null, links: ['/nowhere'], ids: [] },
  ];
  const { links, anchors } = findBrokenLinks(pages, new Set(['/img/a.png']), 'https://site.dev');
  // Grouped by the page they are on, as Docusaurus groups them.
  assert.deepEqual(links, [
    { heading: 'on /', entries: ['/missing'] },
    { heading: 'on /docs', entries: ['./other'] },
  ]);
  // A missing anchor is its own kind of problem (Docusaurus's onBrokenAnchors, a warning by default).
  assert.deepEqual(anchors, [{ heading: 'on /', entries: ['/docs#nope (no element with id "nope")'] }]);
});

test('trailingSlash: relative links resolve against the URL pages are served at; "{path}.html" files are found', () => {
  const pages = [
    { path: '/docs/a', links: ['b', '/moved', '/moved/'], ids: [] },
    { path: '/docs/a/b', links: [], ids: [] },
  ];
  const withSlash = (path: string) => `${path}/`;
  // Served as "/docs/a/", the page's "b" is "/docs/a/b"; without the slash it would be "/docs/b".
  assert.deepEqual(findBrokenLinks(pages, new Set(['/moved.html']), 'https://site.dev', withSlash).links, []);
  assert.deepEqual(findBrokenLinks(pages, new Set(['/moved.html']), 'https://site.dev').links, [{ heading: 'on /docs/a', entries: ['b'] }]);
});

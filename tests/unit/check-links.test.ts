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
  const problems = findBrokenLinks(pages, new Set(['/img/a.png']), 'https://site.dev');
  assert.equal(problems.length, 2);
  assert.match(problems[0], /^\/ links to: \/docs#nope \(no element with id "nope"\), \/missing$/);
  assert.match(problems[1], /^\/docs links to: \.\/other$/);
});

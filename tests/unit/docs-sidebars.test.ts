/** Sidebars: shorthands and shape errors, reading order, neighbours and breadcrumbs, "did you mean". */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { SidebarEntry } from '../../plugins/docs/docs-client-data.ts';
import { normalizeSidebars } from '../../plugins/docs/load-sidebars.ts';
import { breadcrumbsTo, neighbours, readingOrder } from '../../plugins/docs/sidebar-navigation.ts';
import { similarIds } from '../../plugins/docs/similar-ids.ts';
import { SiteError } from '../../src/core/site-error.ts';

describe('normalizing sidebars', () => {
  test('string, category and object shorthands expand to items', () => {
    const normalized = normalizeSidebars({ a: ['intro', { Guides: ['g/one', { type: 'ref', id: 'x' }] }], b: { Top: ['t'] } }, 'sidebars.ts');
    assert.deepEqual(normalized, {
      a: [
        { type: 'doc', id: 'intro', isRef: false },
        {
          type: 'category',
          label: 'Guides',
          items: [
            { type: 'doc', id: 'g/one', isRef: false },
            { type: 'doc', id: 'x', label: undefined, className: undefined, isRef: true },
          ],
        },
      ],
      b: [{ type: 'category', label: 'Top', items: [{ type: 'doc', id: 't', isRef: false }] }],
    });
  });

  test('shape errors name the file and the place of the item', () => {
    assert.throws(
      () => normalizeSidebars({ main: ['a', { type: 'category', label: 'C', items: [{ type: 'link', label: 'L' }] }] }, '/site/sidebars.ts'),
      (error: unknown) =>
        error instanceof SiteError && error.file === '/site/sidebars.ts' && /main\[1\]\.items\[0\]: "href" must be a non-empty string/.test(error.message),
    );
    assert.throws(
      () => normalizeSidebars({ main: [{ type: 'category', label: 'C', collapsed: 'yes', items: [] }] }, 's.json'),
      /main\[0\]: "collapsed" must be true or false/,
    );
    assert.throws(() => normalizeSidebars([], 's.json'), /must export an object/);
  });
});

const sidebar: SidebarEntry[] = [
  { type: 'link', label: 'Intro', href: '/docs', docId: 'intro' },
  {
    type: 'category',
    label: 'Guides',
    href: '/docs/category/guides',
    collapsed: true,
    collapsible: true,
    items: [
      { type: 'link', label: 'Outside', href: 'https://example.com' },
      {
        type: 'category',
        label: 'Sky',
        href: '/docs/sky',
        collapsed: true,
        collapsible: true,
        items: [{ type: 'link', label: 'Sky start', href: '/docs/sky', docId: 'sky' }],
      },
      { type: 'category', label: 'No page', collapsed: false, collapsible: true, items: [{ type: 'link', label: 'Deep', href: '/docs/deep', docId: 'deep' }] },
    ],
  },
];

describe('sidebar navigation', () => {
  test('reading order: pages only (no plain links), each once', () => {
    assert.deepEqual(
      readingOrder(sidebar).map((t) => t.href),
      ['/docs', '/docs/category/guides', '/docs/sky', '/docs/deep'],
    );
  });

  test('previous and next', () => {
    const order = readingOrder(sidebar);
    assert.deepEqual(neighbours(order, '/docs/sky'), {
      previous: { label: 'Guides', href: '/docs/category/guides' },
      next: { label: 'Deep', href: '/docs/deep' },
    });
    assert.deepEqual(neighbours(order, '/docs'), { previous: undefined, next: { label: 'Guides', href: '/docs/category/guides' } });
    assert.deepEqual(neighbours(order, '/elsewhere'), {});
  });

  test('breadcrumbs: the categories down to the page, the page last without a link', () => {
    assert.deepEqual(breadcrumbsTo(sidebar, '/docs/deep'), [{ label: 'Guides', href: '/docs/category/guides' }, { label: 'No page' }, { label: 'Deep' }]);
    assert.deepEqual(breadcrumbsTo(sidebar, '/docs/sky'), [{ label: 'Guides', href: '/docs/category/guides' }, { label: 'Sky' }]);
    assert.deepEqual(breadcrumbsTo(sidebar, '/nowhere'), []);
  });
});

test('similar ids suggest near misses, closest first', () => {
  assert.deepEqual(similarIds('guides/basic', ['guides/basics', 'intro', 'guides/advanced']), ['guides/basics']);
  assert.deepEqual(similarIds('stat', ['states', 'state', 'about']), ['state', 'states']);
  assert.deepEqual(similarIds('zzz', ['intro']), []);
});

test('a sidebars object that contains itself is a cycle named in the sidebars file, not a stack overflow', () => {
  const guides: { type: 'category'; label: string; items: unknown[] } = { type: 'category', label: 'Guides', items: [] };
  guides.items.push(guides);
  assert.throws(
    () => normalizeSidebars({ main: [guides] }, '/site/sidebars.ts'),
    (error: unknown) =>
      error instanceof SiteError && error.file === '/site/sidebars.ts' && /main\[0\]\.items\[0\]\.items: contains itself \(a cycle\)/.test(error.message),
  );
  // The same object used twice, without a cycle, is fine.
  const shared = { type: 'doc', id: 'a' };
  assert.equal(normalizeSidebars({ main: [shared, shared] }, 's.ts').main.length, 2);
});

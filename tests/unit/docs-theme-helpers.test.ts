/** Pure helpers of the docs theme: table-of-contents nesting, collapse timing, a page's sidebar copy. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { collapseDuration } from '../../src/theme/collapse-duration.ts';
import { tocTree } from '../../src/theme/toc-items.ts';
import type { DocsSidebarData, SidebarCategory, SidebarEntry } from '../../plugins/docs/docs-client-data.ts';
import { sidebarForPage } from '../../plugins/docs/sidebar-for-page.ts';

test('the table of contents keeps the configured levels and nests them', () => {
  const headings = [
    { value: 'A', id: 'a', level: 2 },
    { value: 'A1', id: 'a1', level: 3 },
    { value: 'A1x', id: 'a1x', level: 4 },
    { value: 'B', id: 'b', level: 2 },
    { value: 'B1', id: 'b1', level: 3 },
  ];
  const tree = tocTree(headings, 2, 3);
  assert.deepEqual(
    tree.map((item) => [item.id, item.children.map((c) => c.id)]),
    [
      ['a', ['a1']],
      ['b', ['b1']],
    ],
  );
});

test('collapse duration grows with height, and is 1 ms with reduced motion', () => {
  const short = collapseDuration(100, false);
  const tall = collapseDuration(2000, false);
  assert.ok(short >= 100 && short < tall, `${short} < ${tall}`);
  assert.equal(collapseDuration(2000, true), 1);
});

test("a page's copy of the sidebar leaves out the items of categories that start closed on it", () => {
  const link = (label: string, href: string): SidebarEntry => ({ type: 'link', label, href });
  const category = (label: string, collapsed: boolean, items: SidebarEntry[], collapsible = true): SidebarEntry => ({
    type: 'category',
    label,
    collapsed,
    collapsible,
    items,
  });
  const sidebar: DocsSidebarData = {
    name: 'docs',
    items: [
      link('Intro', '/docs/intro'),
      category('Guides', true, [link('Actors', '/docs/actors'), category('Deep', true, [link('Guards', '/docs/guards')])]),
      category('Reference', true, [link('API', '/docs/api')]),
      category('Open by config', false, [link('FAQ', '/docs/faq'), category('Closed inside', true, [link('More', '/docs/more')])]),
      category('Not collapsible', true, [link('Always', '/docs/always')], false),
    ],
  };
  const copy = sidebarForPage(sidebar, '/docs/guards');
  const [, guides, reference, open, fixed] = copy.items as SidebarCategory[];
  assert.equal(guides.itemsOmitted, undefined, 'holds the page: kept');
  assert.equal((guides.items[1] as SidebarCategory).items.length, 1, 'the page itself is there');
  assert.deepEqual([reference.items, reference.itemsOmitted], [[], true], 'closed and without the page: left out');
  assert.equal(open.items.length, 2, 'open by configuration: kept');
  assert.equal((open.items[1] as SidebarCategory).itemsOmitted, true, 'but a closed category inside it is left out');
  assert.equal(fixed.items.length, 1, 'a category that cannot close is kept');
  assert.equal(sidebar.items[2].type === 'category' && sidebar.items[2].items.length, 1, 'the whole sidebar is not changed');
});

/** Pure helpers of the docs theme: table-of-contents nesting and collapse timing. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { collapseDuration } from '../../src/theme/collapse-duration.ts';
import { tocTree } from '../../src/theme/toc-items.ts';

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

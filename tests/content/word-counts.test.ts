import assert from 'node:assert/strict';
import { test } from 'node:test';
import { countWords } from './word-counts.ts';

test('prose words leave out front matter, imports, tags and link targets; code words are counted apart', () => {
  const source = [
    '---',
    'title: Not counted',
    '---',
    "import Tabs from '@theme/Tabs';",
    '',
    '## Two words',
    '',
    'Read [the guide](/docs/guide) <Tabs>now</Tabs>.',
    '',
    '| a | b |',
    '| - | - |',
    '',
    '```ts',
    'const machine = createMachine({});',
    '```',
  ].join('\n');
  assert.deepEqual(countWords(source), { prose: 2 + 4 + 2, code: 3 });
});

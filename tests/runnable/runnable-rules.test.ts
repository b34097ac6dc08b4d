/**
 * The runnable-examples plugin's own rules, without a build: what an example prints is formatted
 * as Node's console formats it, and the plugin reads a page's runnable blocks and their imports as
 * the Markdown step does. (The site leaves the plugin off for now: see README.)
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { inspect } from 'node:util';
import { formatConsoleArguments, formatValue } from '../../plugins/runnable-examples/format-value.ts';
import { exampleFileName, importsOf, isRunnableBlock } from '../../plugins/runnable-examples/example-code.ts';
import { runnableBlocks } from '../../plugins/runnable-examples/runnable-blocks.ts';

test('printed values look as Node prints them', () => {
  const values: unknown[] = [
    { form: 'editing' },
    ['opened'],
    { a: 1, 'b-c': [true, null, undefined], nested: { deep: { deeper: { deepest: 1 } } } },
    [],
    {},
    new Map([['a', 1]]),
    new Set(['x']),
    function named() {},
    "it's",
    `both ' and "`,
    'line\nbreak',
    3,
    -0,
    12n,
  ];
  for (const value of values) assert.equal(formatValue(value), inspect(value, { breakLength: Number.POSITIVE_INFINITY }), String(value));
  assert.equal(formatConsoleArguments(['Value:', 'inactive', { a: 'b' }]), "Value: inactive { a: 'b' }");
});

test("a page's runnable blocks, their imports, and one file name per code whatever its indentation", () => {
  const source = [
    '# A',
    '',
    '```ts title="a.ts" runnable',
    "import { createMachine } from 'xstate';",
    "import type { X } from './x';",
    '```',
    '',
    '  ```js runnable',
    "  await import('rxjs');",
    '  ```',
    '',
    '```ts',
    'plain',
    '```',
    '',
    '```bash runnable',
    'npm i',
    '```',
  ].join('\n');
  const blocks = runnableBlocks(source);
  assert.deepEqual(
    blocks.map((b) => [b.line, b.language, importsOf(b.code)]),
    [
      [3, 'ts', ['xstate', './x']],
      [8, 'js', ['rxjs']],
    ],
  );
  assert.equal(exampleFileName('js', "await import('rxjs');\n"), exampleFileName('js', blocks[1].code));
  assert.equal(isRunnableBlock('ts', 'title="x" runnable'), true);
  assert.equal(isRunnableBlock('ts', 'title="runnable.ts"'), false);
});

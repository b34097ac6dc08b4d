/**
 * The runnable-examples plugin's own rules, without a build: the site's runtimes give every page
 * the XState major the content tests run its blocks with (package-environments.ts), what an
 * example prints is formatted as Node's console formats it, the plugin reads a page's runnable
 * blocks and their imports as the Markdown step does, and it names a compiled example by the code
 * the block shows, as the Run button does in the browser from the rendered lines.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { test } from 'node:test';
import { inspect } from 'node:util';
import { RUNNABLE_EXAMPLES } from '../../site.config.ts';
import { formatConsoleArguments, formatValue } from '../../plugins/runnable-examples/format-value.ts';
import { importsOf, isRunnableBlock, shownCode } from '../../plugins/runnable-examples/example-code.ts';
import { exampleFileName } from '../../plugins/runnable-examples/example-name.ts';
import { runnableExamplesOptionsSchema, runtimeOf } from '../../plugins/runnable-examples/options.ts';
import { runnableBlocks } from '../../plugins/runnable-examples/runnable-blocks.ts';
import { DEFAULT_MAGIC_COMMENTS } from '../../src/shared/magic-comments.ts';
import { codeBlockMarkup } from '../../src/shared/highlight-code.ts';
import { unescapeHtml } from '../../src/shared/escape-html.ts';
import { environmentOf } from '../content/package-environments.ts';
import { repoRoot } from '../support/fixture-site.ts';

test("the site's runtimes give every page the XState major its content tests run it with", () => {
  const { runtimes } = runnableExamplesOptionsSchema.parse(RUNNABLE_EXAMPLES);
  let checked = 0;
  for (const folder of ['docs', 'versioned_docs', 'blog']) {
    for (const e of readdirSync(join(repoRoot, folder), { withFileTypes: true, recursive: true })) {
      if (!e.isFile() || !/\.mdx?$/.test(e.name)) continue;
      const file = join(e.parentPath, e.name);
      const expected = environmentOf(relative(repoRoot, file)).name.startsWith('xstate-v4') ? 'xstate-v4' : 'xstate-v5';
      assert.equal(runtimeOf(runtimes, file, readFileSync(file, 'utf8'))?.name, expected, relative(repoRoot, file));
      checked++;
    }
  }
  assert.ok(checked > 250, `only ${checked} pages checked`);
});

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

/** The text of highlighted markup as the browser gives it: tags dropped, entities decoded (the Run button reads the rendered lines). */
function renderedText(codeHtml: string): string {
  return unescapeHtml(codeHtml.replace(/<[^>]*>/g, ''));
}

test('an example is named by the code it shows, as the browser reads it from the highlighted lines', () => {
  const code = [
    "import { createMachine } from 'xstate';",
    '// highlight-next-line',
    'const m = createMachine({ id: \'a<b>&"c"\' });',
    '  console.log(m.id);',
    '',
  ].join('\n');
  for (const meta of ['runnable', 'runnable {2}', 'title="a.ts" runnable showLineNumbers']) {
    const shown = shownCode(code, 'ts', meta, DEFAULT_MAGIC_COMMENTS);
    const { codeHtml } = codeBlockMarkup(code, 'ts', meta, DEFAULT_MAGIC_COMMENTS);
    const withoutNumbers = codeHtml.replace(/<span class="code-block__line-number"[^>]*>\d+<\/span>/g, '');
    assert.equal(exampleFileName('ts', renderedText(withoutNumbers)), exampleFileName('ts', shown), meta);
  }
  assert.doesNotMatch(shownCode(code, 'ts', 'runnable', DEFAULT_MAGIC_COMMENTS), /highlight-next-line/, 'magic comments are not shown, so not run');
  assert.match(exampleFileName('TypeScript', 'x'), /^example-[0-9a-f]{16}\.js$/);
  assert.equal(exampleFileName('ts', 'x'), exampleFileName('typescript', ' x\n'), 'the loader, not the fence word, and whitespace folded');
  assert.notEqual(exampleFileName('ts', 'x'), exampleFileName('js', 'x'));
});

/** Every ts/tsx/js/jsx block of the docs and the blog type-checks against the XState version its page documents; runnable blocks run. */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { checkCodeBlocks, extractCodeBlocks, isChecked, printedBy } from './code-blocks.ts';
import { environmentOf } from './package-environments.ts';

test('the checker finds blocks and honours no-check', () => {
  const blocks = extractCodeBlocks('a.mdx', '```ts title="a.ts"\nconst a = 1;\n```\n\n```ts no-check\npartial(\n```\n\n```bash\nnpm i\n```\n');
  assert.deepEqual(
    blocks.map((b) => [b.lang, b.line, isChecked(b)]),
    [
      ['ts', 2, true],
      ['ts', 6, false],
      ['bash', 10, false],
    ],
  );
});

test('every code block in docs/ type-checks against XState v5 (and runnable ones run)', { timeout: 600_000 }, async () => {
  const { blocks, problems } = await checkCodeBlocks(['docs']);
  assert.ok(blocks.length > 200, `expected many checked blocks, found ${blocks.length}`);
  assert.deepEqual(
    problems.map((p) => `${p.file}:${p.line}: ${p.message}`),
    [],
  );
});

test('every code block in versioned_docs/ type-checks against XState v4 (and runnable ones run)', { timeout: 600_000 }, async () => {
  const { blocks, problems } = await checkCodeBlocks(['versioned_docs']);
  assert.ok(blocks.length > 140, `expected many checked blocks, found ${blocks.length}`);
  assert.deepEqual(
    problems.map((p) => `${p.file}:${p.line}: ${p.message}`),
    [],
  );
});

test('every code block in blog/ type-checks against the XState version of its date', { timeout: 600_000 }, async () => {
  const { blocks, problems } = await checkCodeBlocks(['blog']);
  assert.ok(blocks.length > 20, `expected checked blocks, found ${blocks.length}`);
  assert.deepEqual(
    problems.map((p) => `${p.file}:${p.line}: ${p.message}`),
    [],
  );
});

test('a page is checked against the XState version it documents', () => {
  assert.equal(environmentOf('docs/guards.mdx').name, 'xstate-v5');
  assert.equal(environmentOf('versioned_docs/version-4/xstate/states/parallel-states.mdx').name, 'xstate-v4');
  assert.equal(environmentOf('blog/2021-05-13-why-i-love-invoked-callbacks.mdx').name, 'xstate-v4');
  assert.equal(environmentOf('blog/2023-1-27-making-state-machines-global-in-react.mdx').name, 'xstate-v4');
  assert.equal(environmentOf('blog/2024-01-10-some-post/index.mdx').name, 'xstate-v5');
  assert.equal(environmentOf('blog/what-is-the-actor-model.mdx').name, 'xstate-v4', 'a post without a date in its name is dated by its front matter');
  assert.equal(environmentOf('versioned_docs/version-4/xstate/packages/xstate-test.mdx').paths?.['@xstate/test']?.[0].endsWith('xstate-test-0'), true);
  assert.equal(environmentOf('versioned_docs/version-4/xstate/model-based-testing/cypress.mdx').name, 'xstate-v4-cypress');
});

// What examples print, checked here so the reader's code carries no assertions of its own. Each
// entry names a page, a snippet that picks out one runnable block, and the lines it must print.
const printedLines: Array<{ page: string; block: string; lines: string[] }> = [
  { page: 'docs/quick-start.mdx', block: "console.log('Value:'", lines: ['Value: Inactive', 'Value: Active', 'Value: Inactive'] },
  { page: 'docs/quick-start.mdx', block: 'const { count }', lines: ['2'] },
  { page: 'docs/xstate-svelte.mdx', block: 'counterActor', lines: ['count: 1'] },
  {
    page: 'docs/actors.mdx',
    block: 'fromObservable(({ input }',
    lines: ['tick undefined', 'tick 1', 'tick 2', 'tick 3', 'tick 3', 'ticker done'],
  },
  { page: 'docs/actions.mdx', block: 'console.log(calls)', lines: ["[ 'opened' ]"] },
  { page: 'docs/editor-states-and-transitions.mdx', block: "type: 'submit'", lines: ['Success'] },
  { page: 'docs/xstate-graph.mdx', block: 'path.weight', lines: ['locked', '3'] },
  { page: 'docs/stately-sky-getting-started.mdx', block: 'console.log(snapshot.value)', lines: ['red'] },
  { page: 'docs/finite-states.mdx', block: "type: 'PAUSE'", lines: ['stopped', 'paused'] },
  { page: 'docs/parent-states.mdx', block: "type: 'CANCEL'", lines: ["{ form: 'editing' }", 'true', 'true', 'cancelled'] },
  { page: 'docs/xstate-fsm.mdx', block: 'state.context.user.name', lines: ['Ada'] },
];

for (const { page, block, lines } of printedLines) {
  test(`${page}: the example with "${block}" prints what its comments say`, () => {
    const blocks = extractCodeBlocks(page, readFileSync(page, 'utf8')).filter(isChecked);
    const index = blocks.findIndex((b) => b.meta.includes('runnable') && b.code.includes(block));
    assert.ok(index >= 0, `no runnable block with ${block} in ${page}`);
    assert.deepEqual(printedBy(page, index), lines);
  });
}

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

// What examples print, checked here so the reader's code carries no assertions of its own.
test('the quick start examples print what their comments say', () => {
  assert.deepEqual(printedBy('docs/quick-start.mdx', 1), ['Value: Inactive', 'Value: Active', 'Value: Inactive']);
  assert.deepEqual(printedBy('docs/quick-start.mdx', 2), ['2']);
});

test('the Svelte shared-actor example prints the selected count', () => {
  const blocks = extractCodeBlocks('docs/xstate-svelte.mdx', readFileSync('docs/xstate-svelte.mdx', 'utf8')).filter(isChecked);
  assert.deepEqual(printedBy('docs/xstate-svelte.mdx', blocks.findIndex((b) => b.code.includes('counterActor'))), ['count: 1']);
});

test('the fromObservable example prints what its comment lists', () => {
  const blocks = extractCodeBlocks('docs/actors.mdx', readFileSync('docs/actors.mdx', 'utf8')).filter(isChecked);
  const index = blocks.findIndex((b) => b.code.includes('fromObservable(({ input }'));
  assert.deepEqual(printedBy('docs/actors.mdx', index), ['tick undefined', 'tick 1', 'tick 2', 'tick 3', 'tick 3', 'ticker done']);
});

/** Every ts/tsx/js/jsx block of the current docs type-checks against XState v5; runnable blocks run. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkCodeBlocks, extractCodeBlocks, isChecked } from './code-blocks.ts';

test('the checker finds blocks and honours no-check', () => {
  const blocks = extractCodeBlocks('a.mdx', '```ts title="a.ts"\nconst a = 1;\n```\n\n```ts no-check\npartial(\n```\n\n```bash\nnpm i\n```\n');
  assert.deepEqual(blocks.map((b) => [b.lang, b.line, isChecked(b)]), [['ts', 2, true], ['ts', 6, false], ['bash', 10, false]]);
});

test('every code block in docs/ type-checks (and runnable ones run)', { timeout: 600_000 }, async () => {
  const { blocks, problems } = await checkCodeBlocks(['docs']);
  assert.ok(blocks.length > 200, `expected many checked blocks, found ${blocks.length}`);
  assert.deepEqual(problems.map((p) => `${p.file}:${p.line}: ${p.message}`), []);
});

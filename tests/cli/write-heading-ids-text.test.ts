/**
 * The text transform behind `write-heading-ids` (src/core/markdown/write-heading-ids.ts), on its
 * own: Docusaurus's rules for which lines are headings, how ids are made and kept, and `--migrate`.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { writeHeadingIds } from '../../src/core/markdown/write-heading-ids.ts';

test('h2 and below get ids; h1, code fences and lines not starting with ## are left alone', () => {
  const input = '# Title\n\n## One\n\n```\n## in code\n```\n\n  ## indented\n\n###### Six\n';
  assert.equal(writeHeadingIds(input), '# Title\n\n## One {#one}\n\n```\n## in code\n```\n\n  ## indented\n\n###### Six {#six}\n');
});

test('an id already written is reserved: a heading before it with the same text gets another', () => {
  assert.equal(writeHeadingIds('## Setup\n\n## Other {#setup}\n'), '## Setup {#setup-1}\n\n## Other {#setup}\n');
});

test('--overwrite makes every id again; --maintain-case keeps the case', () => {
  assert.equal(writeHeadingIds('## Hello World {#old}\n', { overwrite: true }), '## Hello World {#hello-world}\n');
  assert.equal(writeHeadingIds('## Hello World\n', { maintainCase: true }), '## Hello World {#Hello-World}\n');
});

test('--migrate rewrites {/* #id */} ids as {#id}, keeping the id', () => {
  assert.equal(writeHeadingIds('## Intro {/* #start-here */}\n## Done {#done}\n', { migrate: true }), '## Intro {#start-here}\n## Done {#done}\n');
  // Without it, an MDX-comment id is kept as written.
  assert.equal(writeHeadingIds('## Intro {/* #start-here */}\n'), '## Intro {/* #start-here */}\n');
});

test('--syntax mdx-comment writes {/* #id */}; with --migrate it rewrites {#id} ids into that form', () => {
  assert.equal(writeHeadingIds('## Intro\n## Done {#done}\n', { syntax: 'mdx-comment' }), '## Intro {/* #intro */}\n## Done {#done}\n');
  assert.equal(writeHeadingIds('## Done {#done}\n', { syntax: 'mdx-comment', migrate: true }), '## Done {/* #done */}\n');
});

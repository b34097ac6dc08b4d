/**
 * A remark plugin may insert one module-level `mdxjsEsm` node object into every file's tree
 * (docusaurus-remark-plugin-tab-blocks does, for `@theme/Tabs`): rewriting the imports for the
 * function body must leave that node as it was, so the second file still lists its imports.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import remarkTabBlocks from 'docusaurus-remark-plugin-tab-blocks';
import { compileMarkdown } from '../../src/core/markdown/compile-markdown.ts';

const source = '```js tab\nconst a = 1;\n```\n\n```ts tab\nconst a: number = 1;\n```\n';

test('two files compiled with a plugin that shares one import node: both list and read @theme/Tabs', async () => {
  for (const file of ['/site/docs/one.mdx', '/site/docs/two.mdx']) {
    const compiled = await compileMarkdown(file, source, 'full', { content: { remarkPlugins: [remarkTabBlocks] } });
    assert.deepEqual(compiled.imports, ['@theme/Tabs', '@theme/TabItem'], file);
    assert.match(compiled.code, /arguments\[0\]\.imports\["@theme\/Tabs"\]/, file);
  }
});

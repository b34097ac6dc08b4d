/**
 * An error of a site's remark or rehype plugin is named as the plugin's, on the file it was
 * compiling (at the line the plugin gave, when it gave one), not as a syntax error of the file;
 * the file's real syntax errors keep their label.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { VFile } from 'vfile';
import { compileMarkdown, type CompileOptions } from '../../src/core/markdown/compile-markdown.ts';
import { SiteError } from '../../src/core/site-error.ts';

const FILE = '/site/docs/a.mdx';
const SOURCE = '# Title\n\nSome text.\n';

/** The error a compile with these options fails with. */
async function failure(options: CompileOptions, source = SOURCE): Promise<SiteError> {
  try {
    await compileMarkdown(FILE, source, 'full', options);
  } catch (error) {
    assert.ok(error instanceof SiteError, `a SiteError, not ${String(error)}`);
    return error;
  }
  assert.fail('the compile should have failed');
}

function remarkThrows() {
  return () => {
    throw new TypeError('Cannot read properties of undefined');
  };
}

test('a remark plugin that throws: named, on the file, not a syntax error', async () => {
  const error = await failure({ content: { remarkPlugins: [remarkThrows] } });
  assert.equal(error.file, FILE);
  assert.match(error.message, /^remark plugin "remarkThrows" failed: Cannot read properties of undefined/);
  assert.doesNotMatch(error.message, /syntax error/);
});

test("a plugin's file.fail() on a node: named, at the node's line", async () => {
  function remarkRefusesHeadings() {
    return (tree: { children: Array<{ type: string; position?: unknown }> }, file: VFile) => {
      const heading = tree.children.find((node) => node.type === 'heading');
      if (heading) file.fail('headings are not allowed here', heading as never);
    };
  }
  const error = await failure({ content: { beforeDefaultRemarkPlugins: [remarkRefusesHeadings] } }, 'Intro.\n\n## Heading\n');
  assert.equal(error.message, 'remark plugin "remarkRefusesHeadings" failed: headings are not allowed here');
  assert.equal(error.toString().startsWith(`${FILE}:3:1: `), true, error.toString());
});

test('a rehype plugin that rejects, one that calls back with an error, one given without a name', async () => {
  const rehypeRejects = () => async () => {
    throw new Error('network down');
  };
  const rehypeCallsBack = () => (_tree: unknown, _file: unknown, next: (error: Error) => void) => next(new Error('called back'));
  assert.match((await failure({ content: { rehypePlugins: [rehypeRejects] } })).message, /^rehype plugin "rehypeRejects" failed: network down/);
  assert.match((await failure({ content: { rehypePlugins: [[rehypeCallsBack, {}]] } })).message, /^rehype plugin "rehypeCallsBack" failed: called back/);
  const anonymous = [
    () => () => {
      throw new Error('no name');
    },
  ];
  Object.defineProperty(anonymous[0], 'name', { value: '' });
  assert.match((await failure({ content: { rehypePlugins: anonymous } })).message, /^rehype plugin rehypePlugins\[0\] failed: no name/);
});

test('a plugin that fails while starting (its options) is named too, on the file', async () => {
  function remarkStrictOptions(options?: { level?: number }) {
    if (!options?.level) throw new Error('the "level" option is required');
    return () => {};
  }
  const error = await failure({ content: { remarkPlugins: [remarkStrictOptions] } });
  assert.equal(error.file, FILE);
  assert.match(error.message, /^remark plugin "remarkStrictOptions" failed: the "level" option is required/);
});

test("the file's own syntax errors keep their label, with plugins present", async () => {
  const error = await failure({ content: { remarkPlugins: [() => () => {}] } }, '# Title\n\n<div>\n');
  assert.match(error.message, /^MDX syntax error: Expected a closing tag for `<div>`/);
});

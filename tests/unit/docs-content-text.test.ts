/** Facts read from a doc's text without compiling it: title heading, first paragraph; and the git log parser. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { parseGitLog } from '../../src/core/git-last-updated.ts';
import { firstParagraph, leadingTitleHeading, markdownToPlainText } from '../../plugins/docs/markdown-text.ts';

describe('doc text', () => {
  test('the title heading counts only at the top of the body (after imports)', () => {
    assert.equal(leadingTitleHeading("import X from './x';\n\n# Hello `world` {#hi}\n\ntext"), 'Hello world');
    assert.equal(leadingTitleHeading('Intro text\n\n# Late heading'), undefined);
    assert.equal(leadingTitleHeading('## Not a title'), undefined);
  });

  test('the first paragraph skips headings, imports, code, JSX and admonitions, and drops Markdown syntax', () => {
    const body =
      "import Tabs from '@theme/Tabs';\n\n# Title\n\n:::tip\nA tip\n:::\n\n```js\ncode();\n```\n\n<Tabs />\n\nUse **bold** and a [link](./x.md)\nacross two lines.\n\nSecond paragraph.";
    assert.equal(firstParagraph(body), 'Use bold and a link across two lines.');
    assert.equal(firstParagraph('## Only headings'), undefined);
    assert.equal(markdownToPlainText('_emphasis_ and `code` and ![alt](a.png)'), 'emphasis and code and alt');
  });
});

describe('git log parsing', () => {
  test('each file gets its newest commit (the first it appears in)', () => {
    const output = '\x1e1700000000\x1fNew Author\0\ndocs/a.mdx\0docs/b.mdx\0\x1e1600000000\x1fOld Author\0\ndocs/a.mdx\0docs/c.mdx\0';
    const updates = parseGitLog(output, '/repo');
    assert.deepEqual(Object.fromEntries(updates), {
      '/repo/docs/a.mdx': { timestamp: 1700000000000, author: 'New Author' },
      '/repo/docs/b.mdx': { timestamp: 1700000000000, author: 'New Author' },
      '/repo/docs/c.mdx': { timestamp: 1600000000000, author: 'Old Author' },
    });
  });

  test('empty or unexpected output gives no dates', () => {
    assert.equal(parseGitLog('', '/repo').size, 0);
    assert.equal(parseGitLog('garbage', '/repo').size, 0);
  });
});

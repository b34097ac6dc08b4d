/**
 * The line rewrites run over whole Markdown files finish on adversarial input (300 KB lines that
 * made backtracking regular expressions take minutes) and give the results the expressions gave.
 * Each test's timeout is a bound that the old expressions exceeded, not a timing assertion.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { findHeadingIdSuffix } from '../../src/core/markdown/heading-id-suffix.ts';
import { preprocessMarkdownSource } from '../../src/core/markdown/preprocess-source.ts';
import { parseYaml } from '../../src/core/parse-yaml.ts';
import { firstParagraph, leadingTitleHeading, markdownToPlainText } from '../../plugins/docs/markdown-text.ts';
import { firstParagraphText } from '../../plugins/blog/post-text.ts';
import { cleanSidebarPath } from '../../plugins/docs/docs-client-data.ts';

const SIZE = 300_000;
const BOUND = { timeout: 10_000 };
/**
 * Lets the test runner's timeout fire: a synchronous test body that overruns it still passes, so
 * a bounded test ends by waiting for timers, and the (earlier) timeout timer fires first.
 */
const afterTimers = () => new Promise((resolve) => setTimeout(resolve, 0));

const mdx = (source: string) => preprocessMarkdownSource(source, { format: 'mdx', headingIds: true, admonitionTitles: true });

test('admonition title: a long run of spaces inside the title', BOUND, async () => {
  const line = `:::note a${' '.repeat(SIZE)}b  `;
  assert.equal(mdx(line), `:::note[a${' '.repeat(SIZE)}b]`);
  await afterTimers();
});

test('admonition title: honest forms are rewritten as before', () => {
  assert.equal(mdx(':::tip Some [title]  '), ':::tip[Some \\[title\\]]');
  assert.equal(mdx(':::tip[Already]'), ':::tip[Already]');
  assert.equal(mdx(':::tip {.x}'), ':::tip {.x}');
});

test('heading id in MDX: a heading of many `{#`', BOUND, async () => {
  const line = `## ${'{#'.repeat(SIZE / 2)}`;
  assert.equal(mdx(line), line);
  assert.equal(mdx(`## a${'{#'.repeat(SIZE / 2)}x}`), `## a\\{#${'{#'.repeat(SIZE / 2 - 1)}x\\}`);
  await afterTimers();
});

test('heading id in MDX: honest forms are escaped as before', () => {
  assert.equal(mdx('## Title {#custom-id}  '), '## Title \\{#custom-id\\}  ');
  assert.equal(mdx('## Title {#a b}'), '## Title {#a b}');
});

test('heading id suffix of a heading text: spaces and `{#` runs', BOUND, async () => {
  assert.equal(findHeadingIdSuffix(`a${' '.repeat(SIZE)}b`), undefined);
  assert.equal(findHeadingIdSuffix('{#'.repeat(SIZE / 2)), undefined);
  assert.deepEqual(findHeadingIdSuffix(`Title${' '.repeat(SIZE)}{#id} `), { start: 5, open: 5 + SIZE, id: 'id', end: 5 + SIZE + 5 });
  await afterTimers();
});

test('YAML: a billion laughs is refused at the line where its aliases pass the bound', BOUND, async () => {
  const levels = 'abcdefghi';
  const yaml = [
    'a: &a [x, x, x, x, x, x, x, x, x]',
    ...levels
      .slice(1)
      .split('')
      .map((name, i) => `${name}: &${name} [${Array(9).fill(`*${levels[i]}`).join(', ')}]`),
  ].join('\n');
  assert.throws(() => parseYaml(yaml, 'blog/x.md', 'invalid front matter', 2), /YAML aliases expand to more than 10,000 values/);
  assert.throws(
    () => parseYaml(yaml, 'blog/x.md', 'invalid front matter', 2),
    (error: { line?: number }) => error.line === 6,
  );
  // Honest anchors still work.
  assert.deepEqual(parseYaml('base: &b {name: A}\nlist: [*b, *b]\n', 'a.yml', 'x'), { base: { name: 'A' }, list: [{ name: 'A' }, { name: 'A' }] });
  await afterTimers();
});

test('docs and blog text: HTML tags, many `<` without `>`', BOUND, async () => {
  const text = `a ${'<'.repeat(SIZE)}`;
  assert.equal(firstParagraph(text), text);
  assert.equal(firstParagraphText(text), text);
  assert.equal(firstParagraphText(`a ${'<b'.repeat(SIZE / 2)}>c`), 'a c');
  await afterTimers();
});

test('docs and blog text: images and links, many `![`, `[`, `](` and `][` never closed', BOUND, async () => {
  for (const text of [
    `a ${'!['.repeat(SIZE / 2)}`,
    `a ${'![a]('.repeat(SIZE / 5)}`,
    `a ${'['.repeat(SIZE)}`,
    `a ${'[a]('.repeat(SIZE / 4)}`,
    `a [a][${'['.repeat(SIZE)}`,
  ]) {
    assert.equal(firstParagraph(text), text);
    assert.equal(firstParagraphText(text), text);
  }
  await afterTimers();
});

test('docs text: a heading id after a long run of spaces, and many `{#`', BOUND, async () => {
  assert.equal(markdownToPlainText(`a${' '.repeat(SIZE)}b`), 'a b');
  assert.equal(markdownToPlainText(`a${' '.repeat(SIZE)}{#id}`), 'a');
  assert.equal(markdownToPlainText(`a ${'{#'.repeat(SIZE / 2)}`), `a ${'{#'.repeat(SIZE / 2)}`);
  await afterTimers();
});

test('docs text: a title heading with a long run of spaces', BOUND, async () => {
  assert.equal(leadingTitleHeading(`# a${' '.repeat(SIZE)}b`), 'a b');
  assert.equal(leadingTitleHeading(`# a${' '.repeat(SIZE)}##`), 'a');
  await afterTimers();
});

test('docs text: emphasis, many `*` that open and never close', BOUND, async () => {
  const text = `a ${'(*a'.repeat(SIZE / 3)}`;
  assert.equal(firstParagraph(text), text);
  assert.equal(firstParagraph(`a ${'(*a'.repeat(SIZE / 3)}*`), `a (a${'(*a'.repeat(SIZE / 3 - 1)}`);
  await afterTimers();
});

test('docs and blog text: honest inline Markdown reads as before', () => {
  const paragraph = 'See ![the logo](logo.png) and [the guide](./guide.md), [a ref][r], <kbd>Ctrl</kbd>, _one_ *two* **three** `four`.';
  assert.equal(firstParagraph(paragraph), 'See the logo and the guide, a ref, Ctrl, one two three four.');
  assert.equal(firstParagraphText(paragraph), 'See and the guide, a ref, Ctrl, one two three four.');
  assert.equal(markdownToPlainText('Custom id {#custom-id}  '), 'Custom id');
  assert.equal(markdownToPlainText('snake_case_name and 2*3*4 stay'), 'snake_case_name and 2*3*4 stay');
  assert.equal(leadingTitleHeading('# Title ##'), 'Title');
  assert.equal(leadingTitleHeading('# C# #'), 'C#');
  assert.equal(leadingTitleHeading('#   ###'), '#');
  assert.equal(leadingTitleHeading('#Title'), undefined);
});

test('docs sidebar paths: a long run of slashes', BOUND, async () => {
  assert.equal(cleanSidebarPath(`/docs/a${'/'.repeat(SIZE)}`), '/docs/a');
  assert.equal(cleanSidebarPath(`/docs/a${'/'.repeat(SIZE)}?q#h`), '/docs/a');
  assert.equal(cleanSidebarPath('/'), '/');
  assert.equal(cleanSidebarPath('//'), '/');
  assert.equal(cleanSidebarPath('/docs/a/#x'), '/docs/a');
  await afterTimers();
});

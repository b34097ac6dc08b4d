import assert from 'node:assert/strict';
import { test } from 'node:test';
import { compileMarkdown } from '../../src/core/markdown/compile-markdown.ts';
import { defaultMarkdownSettings } from '../../src/core/markdown/markdown-options.ts';
import { parseFrontMatter } from '../../src/core/markdown/front-matter.ts';
import { SiteError } from '../../src/core/site-error.ts';

test('headings get slug ids or {#custom-id}; the toc lists h2 and deeper', async () => {
  const result = await compileMarkdown('/s/a.mdx', '# Title\n\n## First part\n\n## Custom {#my-id}\n\n### Deeper `code`\n\n## First part\n');
  assert.deepEqual(result.toc, [
    { value: 'First part', id: 'first-part', level: 2 },
    { value: 'Custom', id: 'my-id', level: 2 },
    { value: 'Deeper code', id: 'deeper-code', level: 3 },
    { value: 'First part', id: 'first-part-1', level: 2 },
  ]);
  assert.match(result.code, /id: "my-id"/);
  assert.doesNotMatch(result.code, /\{#my-id\}/);
});

test('in MDX, a heading id may be the comment {/* #id */} (Docusaurus 3.10), also with the {#id} compatibility off (future.v4)', async () => {
  const settings = { ...defaultMarkdownSettings(), mdx1Compat: { comments: false, admonitions: false, headingIds: false } };
  const result = await compileMarkdown('/s/a.mdx', '# Title\n\n## Getting started {/* #start */}\n\n## Getting started\n', 'full', { settings });
  assert.deepEqual(result.toc, [
    { value: 'Getting started', id: 'start', level: 2 },
    { value: 'Getting started', id: 'getting-started', level: 2 },
  ]);
  assert.match(result.code, /id: "start"/);
});

test("configured admonition keywords (this site's twelve) become admonitions, with titles", async () => {
  const keywords = ['note', 'tip', 'info', 'warning', 'danger', 'typescript', 'xstate', 'warningxstate', 'breakingchange', 'studio', 'new', 'video'];
  for (const keyword of keywords) {
    const result = await compileMarkdown('/s/a.mdx', `:::${keyword} A title here\nBody\n:::\n`, 'full', { content: { admonitions: { keywords } } });
    assert.match(result.code, new RegExp(`type: "${keyword}"`), keyword);
    assert.match(result.code, /title: "A title here"/, keyword);
  }
  const bracket = await compileMarkdown('/s/a.mdx', ':::tip[Bracket title]\nBody\n:::\n');
  assert.match(bracket.code, /title: "Bracket title"/);
});

test('text that looks like a directive stays text', async () => {
  const result = await compileMarkdown('/s/a.mdx', 'A key:value pair at 10:30.\n');
  assert.match(result.code, /:value/);
});

test('code blocks are highlighted at build time, with title, highlighted lines and line numbers', async () => {
  const result = await compileMarkdown('/s/a.mdx', '```ts title="a.ts" {1,3} showLineNumbers\nconst a = 1;\nlet b;\nexport {};\n```\n');
  assert.match(result.code, /_components\.codeblock, \{\s*language: "ts",\s*title: "a.ts"/);
  assert.match(result.code, /codeHtml: "<span class=\\"code-block__line[^"]*\\">.*<span class=\\"token keyword\\">const<\/span>/);
  assert.equal(result.code.match(/code-block__line code-block__line--highlighted/g)?.length, 2);
  assert.equal(result.code.match(/code-block__line-number/g)?.length, 3);
  const plain = await compileMarkdown('/s/b.mdx', '```\njust text\n```\n');
  assert.match(plain.code, /language: "text"/);
  assert.doesNotMatch(plain.code, /code-block__line-number|--highlighted/);
  // Code is text in the markup: what looks like a tag is escaped.
  const html = await compileMarkdown('/s/c.mdx', '```html\n<script>alert("x")</script> & more\n```\n');
  assert.doesNotMatch(html.code, /<script>/);
  assert.match(html.code, /&lt;/);
  assert.match(html.code, /&amp; more/);
});

test('links to Markdown files become placeholders and are listed', async () => {
  const result = await compileMarkdown('/s/a.mdx', '[a](./b.md) [c](../c.mdx#part) [web](https://x.dev/a.md) [abs](/docs/x)\n');
  assert.deepEqual(
    result.markdownLinks.map((l) => l.href),
    ['./b.md', '../c.mdx#part'],
  );
  assert.match(result.code, /@@md-link:0@@/);
  assert.match(result.code, /"https:\/\/x.dev\/a.md"/);
});

test('with format "detect", .md files are CommonMark: braces and angle brackets never break the build', async () => {
  const result = await compileMarkdown('/s/a.md', 'Use {curly} and a < b and <notatag here.\n', 'full', {
    settings: { ...defaultMarkdownSettings(), format: 'detect' },
  });
  assert.match(result.code, /Use \{curly\} and a < b/);
});

test('an MDX syntax error names file, line and column', async () => {
  await assert.rejects(compileMarkdown('/s/broken.mdx', '---\ntitle: x\n---\n\nFine\n\n<div>\n{oops\n'), (error: SiteError) => {
    assert.ok(error instanceof SiteError);
    assert.equal(error.file, '/s/broken.mdx');
    assert.equal(error.line, 9);
    assert.match(error.toString(), /^\/s\/broken\.mdx:9:\d+: MDX syntax error/);
    return true;
  });
});

/** Runs a compiled function body as a route payload would, with a JSX runtime that records elements. */
function runCompiled(code: string, imports: Record<string, unknown> = {}): Record<string, unknown> {
  const jsx = (type: unknown, props: Record<string, unknown>) => ({ type, props });
  return new Function(code)({ Fragment: 'Fragment', jsx, jsxs: jsx, useMDXComponents: () => ({}), imports });
}

test('front matter and the table of contents are exports; broken front matter names the line', async () => {
  const result = await compileMarkdown('/s/a.mdx', '---\ntitle: Hello\ntags: [a, b]\n---\nBody\n\n## Part\n');
  assert.deepEqual(result.frontMatter, { title: 'Hello', tags: ['a', 'b'] });
  const exports = runCompiled(result.code);
  assert.deepEqual(exports.frontMatter, { title: 'Hello', tags: ['a', 'b'] });
  assert.deepEqual(exports.toc, [{ value: 'Part', id: 'part', level: 2 }]);
  assert.equal(typeof exports.default, 'function');
  assert.throws(
    () => parseFrontMatter('/s/b.mdx', '---\ntitle: ok\nbad: [unclosed\n---\n'),
    (error: SiteError) => {
      assert.equal(error.file, '/s/b.mdx');
      assert.ok(error.line && error.line >= 3, `line ${error.line}`);
      assert.match(error.message, /invalid front matter/);
      return true;
    },
  );
});

test('a production compile minifies the page code its payload carries, which runs as the printed code does', async () => {
  const source =
    "---\ntitle: Hello\n---\nimport * as data from './data.js';\n\nSome *text* and [a link](https://example.com) with {data.label} — café.\n\n## Part\n";
  const printed = await compileMarkdown('/s/a.mdx', source);
  const minified = await compileMarkdown('/s/a.mdx', source, 'full', { minify: true });
  assert.ok(minified.code.length < printed.code.length * 0.9, `${minified.code.length} of ${printed.code.length}`);
  assert.doesNotMatch(minified.code, /\n\s/);
  // Text stays as written (not escaped), and both forms export and render the same.
  assert.match(minified.code, /café/);
  const run = (code: string) => runCompiled(code, { './data.js': { label: 'From data' } });
  const [a, b] = [run(printed.code), run(minified.code)];
  assert.deepEqual(b.frontMatter, a.frontMatter);
  assert.deepEqual(b.toc, a.toc);
  assert.deepEqual(JSON.stringify((b.default as () => unknown)()), JSON.stringify((a.default as () => unknown)()));
});

test('the excerpt variant stops at the truncate marker', async () => {
  const source = 'Intro text.\n\n<!-- truncate -->\n\nRest of the post.\n';
  const excerpt = await compileMarkdown('/s/p.mdx', source, 'excerpt');
  const full = await compileMarkdown('/s/p.mdx', source, 'full');
  assert.doesNotMatch(excerpt.code, /Rest of the post/);
  assert.match(full.code, /Rest of the post/);
  assert.match(full.code, /Intro text/);
});

test('imports in MDX are listed and read from the imports the compiled code is given', async () => {
  const source =
    "import Tabs, { Item as Tab } from '@theme/Tabs';\nimport * as data from './data.js';\nexport { answer as value } from './answer.js';\n\n<Tabs><Tab>{data.label}</Tab></Tabs>\n";
  const result = await compileMarkdown('/s/a.mdx', source);
  assert.deepEqual(result.imports, ['@theme/Tabs', './data.js', './answer.js']);
  const Tabs = () => null;
  const Item = () => null;
  const exports = runCompiled(result.code, { '@theme/Tabs': { default: Tabs, Item }, './data.js': { label: 'From data' }, './answer.js': { answer: 42 } });
  assert.equal(exports.value, 42);
  const element = (exports.default as (props: object) => { type: unknown; props: { children: { type: unknown; props: { children: unknown } } } })({});
  assert.equal(element.type, Tabs);
  assert.equal(element.props.children.type, Item);
  assert.equal(element.props.children.props.children, 'From data');
});

test('`export * from` in MDX is an error naming the file and line', async () => {
  await assert.rejects(compileMarkdown('/s/star.mdx', 'Intro\n\nexport * from "./all.js";\n'), (error: SiteError) => {
    assert.equal(error.file, '/s/star.mdx');
    assert.equal(error.line, 3);
    assert.match(error.message, /export \* from "\.\/all\.js".*not supported/);
    return true;
  });
});

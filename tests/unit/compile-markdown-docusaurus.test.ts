/** Docusaurus 3 content the Markdown compiler must take as Docusaurus does: rendered to HTML and checked. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createElement } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import remarkNpm2Yarn from '@docusaurus/remark-plugin-npm2yarn';
import rehypeKatex from 'rehype-katex';
import remarkMath from 'remark-math';
import remarkTabBlocks from 'docusaurus-remark-plugin-tab-blocks';
import { compileMarkdown, type CompileOptions } from '../../src/core/markdown/compile-markdown.ts';
import { defaultMarkdownSettings, type MarkdownSettings } from '../../src/core/markdown/markdown-options.ts';
import { SiteError } from '../../src/core/site-error.ts';

const settings = (overrides: Partial<MarkdownSettings> = {}): MarkdownSettings => ({ ...defaultMarkdownSettings('/site'), ...overrides });

/** Compiles and renders a file's content to static HTML, its imports given by name, elements with no component as plain tags. */
async function render(file: string, source: string, options: CompileOptions = {}, imports: Record<string, unknown> = {}): Promise<string> {
  const compiled = await compileMarkdown(file, source, 'full', options);
  const components = {
    codeblock: ({ language, title, codeHtml }: { language: string; title?: string; codeHtml: string }) =>
      createElement('pre', { 'data-language': language, 'data-title': title, dangerouslySetInnerHTML: { __html: codeHtml } }),
  };
  const exports = new Function(compiled.code)({ Fragment, jsx, jsxs, useMDXComponents: () => components, imports }) as { default: (props: object) => unknown };
  return renderToStaticMarkup(createElement(exports.default as never, {}));
}

test('HTML comments in .mdx are dropped (mdx1Compat.comments), an error when that is off', async () => {
  const html = await render('/site/docs/a.mdx', 'Before <!-- inline note --> after.\n\n<!--\nA block comment\nover lines\n-->\n\nEnd.\n');
  assert.equal(html, '<p>Before  after.</p>\n<p>End.</p>');
  await assert.rejects(
    compileMarkdown('/site/docs/a.mdx', 'A <!-- c --> b\n', 'full', {
      settings: settings({ mdx1Compat: { comments: false, admonitions: true, headingIds: true } }),
    }),
    SiteError,
  );
});

test('the truncate marker counts anywhere: inline, and as an MDX comment', async () => {
  for (const marker of ['<!--truncate-->', '{/* truncate */}']) {
    const source = `First part of the post. ${marker} Second part.\n\nMore.\n`;
    const excerpt = await compileMarkdown('/site/blog/p.mdx', source, 'excerpt');
    assert.match(excerpt.code, /First part of the post\./);
    assert.doesNotMatch(excerpt.code, /Second part|More\./);
    const full = await render('/site/blog/p.mdx', source);
    assert.doesNotMatch(full, /truncate/);
    assert.match(full, /Second part/);
  }
});

test('magic comments mark lines and are removed, in each comment syntax of the language', async () => {
  const cases: Array<[string, string]> = [
    ['js', 'const a = 1;\n// highlight-next-line\nconst b = 2;\n// highlight-start\nconst c = 3;\nconst d = 4;\n// highlight-end\nconst e = 5;'],
    ['jsx', 'const a = 1;\n{/* highlight-next-line */}\nconst b = 2;\n/* highlight-start */\nconst c = 3;\nconst d = 4;\n/* highlight-end */\nconst e = 5;'],
    ['bash', 'a=1\n# highlight-next-line\nb=2\n# highlight-start\nc=3\nd=4\n# highlight-end\ne=5'],
    ['html', '<a></a>\n<!-- highlight-next-line -->\n<b></b>\n<!-- highlight-start -->\n<c></c>\n<d></d>\n<!-- highlight-end -->\n<e></e>'],
    ['sql', 'SELECT 1;\n-- highlight-next-line\nSELECT 2;\n-- highlight-start\nSELECT 3;\nSELECT 4;\n-- highlight-end\nSELECT 5;'],
  ];
  for (const [language, code] of cases) {
    const html = await render('/site/docs/a.mdx', `\`\`\`${language}\n${code}\n\`\`\`\n`);
    const lines = [...html.matchAll(/<span class="(code-block__line[^"]*)">/g)].map((m) => m[1].includes('theme-code-block-highlighted-line'));
    assert.deepEqual(lines, [false, true, true, true, false], language);
    assert.doesNotMatch(html, /highlight-(next-line|start|end)/, language);
  }
});

test('a {1,3-5} range takes precedence over magic comments; showLineNumbers=N starts there; title', async () => {
  const html = await render('/site/docs/a.mdx', '```ts title="src/a.ts" {1,3} showLineNumbers=10\nconst a = 1;\n// highlight-next-line\nconst b = 2;\n```\n');
  assert.match(html, /data-title="src\/a.ts"/);
  assert.deepEqual(
    [...html.matchAll(/code-block__line-number" aria-hidden="true">(\d+)</g)].map((m) => m[1]),
    ['10', '11', '12'],
  );
  assert.equal(html.match(/theme-code-block-highlighted-line/g)?.length, 2);
  assert.match(html, /highlight-next-line/, 'comments stay when the meta gives a range');
});

test('themeConfig.prism.magicComments: custom class names and directives', async () => {
  const magicComments = [
    { className: 'theme-code-block-highlighted-line', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } },
    { className: 'code-block-error-line', line: 'this-will-error' },
  ];
  const html = await render('/site/docs/a.mdx', '```js\n// this-will-error\nthrow new Error();\nok();\n```\n', { settings: settings({ magicComments }) });
  assert.match(html, /<span class="code-block__line code-block-error-line">/);
  assert.doesNotMatch(html, /this-will-error/);
});

test("languages outside prism-react-renderer's set are highlighted (bash, diff, java, toml)", async () => {
  for (const [language, code, token] of [
    ['bash', 'echo "hi"', 'token builtin'],
    ['diff', '- old\n+ new', 'token deleted'],
    ['java', 'public class A {}', 'token keyword'],
    ['toml', 'a = "b"', 'token key'],
  ]) {
    const html = await render('/site/docs/a.mdx', `\`\`\`${language}\n${code}\n\`\`\`\n`);
    assert.match(html, new RegExp(token), language);
  }
});

test('markdown.mermaid turns ```mermaid blocks into the mermaid element; off, they stay code', async () => {
  const source = '```mermaid\ngraph TD;\n  A-->B;\n```\n';
  const on = await render('/site/docs/a.mdx', source, { settings: settings({ mermaid: true }) });
  assert.equal(on, '<mermaid value="graph TD;\n  A--&gt;B;"></mermaid>');
  const off = await render('/site/docs/a.mdx', source);
  assert.match(off, /data-language="mermaid"/);
});

test("admonitions: Docusaurus's keywords by default, configurable per plugin, nested, titles with Markdown", async () => {
  const caution = await render('/site/docs/a.mdx', ':::caution\nCareful.\n:::\n');
  assert.equal(caution, '<admonition type="caution"><p>Careful.</p></admonition>');
  const custom = { content: { admonitions: { keywords: ['studio'] } } };
  assert.match(await render('/site/docs/a.mdx', ':::studio\nS\n:::\n', custom), /<admonition type="studio">/);
  assert.match(await render('/site/docs/a.mdx', ':::tip\nT\n:::\n', custom), /<admonition type="tip">/, 'defaults are kept (extendDefaults)');
  const replaced = await render('/site/docs/a.mdx', ':::tip\nT\n:::\n', { content: { admonitions: { keywords: ['studio'], extendDefaults: false } } });
  assert.doesNotMatch(replaced, /<admonition/);
  assert.doesNotMatch(await render('/site/docs/a.mdx', ':::tip\nT\n:::\n', { content: { admonitions: false } }), /<admonition/);
  const nested = await render('/site/docs/a.mdx', '::::note[Outer]\nOut.\n\n:::tip Inner title\nIn.\n:::\n\n::::\n');
  assert.equal(nested, '<admonition type="note" title="Outer"><p>Out.</p><admonition type="tip" title="Inner title"><p>In.</p></admonition></admonition>');
  const rich = await render('/site/docs/a.mdx', ':::info[Use **this** `one`]\nBody.\n:::\n');
  assert.equal(rich, '<admonition type="info"><mdxAdmonitionTitle>Use <strong>this</strong> <code>one</code></mdxAdmonitionTitle><p>Body.</p></admonition>');
});

test('markdown.format: mdx for .md by default (JSX, imports); md is CommonMark with raw HTML; detect; front matter format', async () => {
  const source =
    "import Badge from './badge.js';\n\n<details>\n  <summary>More</summary>\n\n  Hidden **text**.\n</details>\n\nLine<br/>break and <Badge /> here.\n";
  const Badge = () => createElement('span', { className: 'badge' }, 'B');
  const asMdx = await render('/site/docs/a.md', source, {}, { './badge.js': { default: Badge } });
  assert.match(asMdx, /<details><summary>More<\/summary><p>Hidden <strong>text<\/strong>\.<\/p><\/details>/);
  assert.match(asMdx, /Line<br\/>break and <span class="badge">B<\/span> here\./);
  const commonMark = '<details>\n<summary>More</summary>\n\nBody with {braces} and a < b.\n\n</details>\n';
  for (const options of [{ settings: settings({ format: 'md' }) }, { settings: settings({ format: 'detect' }) }]) {
    const html = await render('/site/docs/a.md', commonMark, options);
    assert.match(html, /<details>\s*<summary>More<\/summary>/);
    assert.match(html, /Body with \{braces\} and a &lt; b\./);
  }
  assert.match(await render('/site/docs/a.mdx', 'Use {1 + 1}.\n', { settings: settings({ format: 'detect' }) }), /Use 2\./);
  assert.match(await render('/site/docs/a.mdx', '---\nformat: md\n---\nUse {1 + 1}.\n'), /Use \{1 \+ 1\}\./);
});

test('anchors.maintainCase keeps the case of heading ids; mdx1Compat.headingIds reads {#id} in MDX', async () => {
  assert.match(await render('/site/docs/a.mdx', '## Hello World\n'), /id="hello-world"/);
  assert.match(await render('/site/docs/a.mdx', '## Hello World\n', { settings: settings({ anchors: { maintainCase: true } }) }), /id="Hello-World"/);
  assert.match(await render('/site/docs/a.mdx', '## Custom {#my-id}\n'), /<h2 id="my-id">Custom<\/h2>/);
});

test('markdown.preprocessor rewrites the source; markdown.parseFrontMatter gives the front matter', async () => {
  const preprocessor = ({ fileContent }: { fileContent: string }) => fileContent.replaceAll('@VERSION@', '5.0');
  assert.match(await render('/site/docs/a.mdx', 'Version @VERSION@.\n', { settings: settings({ preprocessor }) }), /Version 5\.0\./);
  const parseFrontMatter = async ({
    filePath,
    fileContent,
    defaultParseFrontMatter,
  }: {
    filePath: string;
    fileContent: string;
    defaultParseFrontMatter: (args: { filePath: string; fileContent: string }) => Promise<{ frontMatter: Record<string, unknown>; content: string }>;
  }) => {
    const result = await defaultParseFrontMatter({ filePath, fileContent });
    return { ...result, frontMatter: { ...result.frontMatter, extra: 'added' } };
  };
  const compiled = await compileMarkdown('/site/docs/a.mdx', '---\ntitle: T\n---\nBody\n', 'full', { settings: settings({ parseFrontMatter }) });
  assert.deepEqual(compiled.frontMatter, { title: 'T', extra: 'added' });
});

test("a code block's meta is read after the user's plugins: a copy they retitle keeps its own title", async () => {
  /** Adds a JavaScript twin of each TypeScript block, as transpiling plugins do: the node copied (its data too), its meta edited. */
  const remarkJavaScriptTwin = () => (tree: { children: Array<{ type: string; lang?: string; meta?: string }> }) => {
    tree.children = tree.children.flatMap((node) =>
      node.type === 'code' && node.lang === 'ts' ? [node, { ...node, lang: 'js', meta: node.meta?.replace('.ts"', '.js"') }] : [node],
    );
  };
  const html = await render('/site/docs/a.mdx', '```ts title="store.ts"\nexport const a = 1;\n```\n', { content: { remarkPlugins: [remarkJavaScriptTwin] } });
  assert.deepEqual(
    [...html.matchAll(/data-title="([^"]+)"/g)].map((m) => m[1]),
    ['store.ts', 'store.js'],
  );
});

test('user remark and rehype plugins run: npm2yarn tabs, code-tab groups, math with KaTeX, by function or module name', async () => {
  const Tabs = ({ children, groupId }: { children: unknown; groupId?: string }) =>
    createElement('div', { className: 'tabs', 'data-group': groupId }, children as never);
  const TabItem = ({ children, value }: { children: unknown; value: string }) => createElement('section', { 'data-value': value }, children as never);
  const source = '```bash npm2yarn\nnpm install --save left-pad\n```\n';
  for (const remarkPlugins of [[[remarkNpm2Yarn, { sync: true }]], [['@docusaurus/remark-plugin-npm2yarn', { sync: true }]]] as const) {
    const compiled = await compileMarkdown('/site/docs/a.mdx', source, 'full', {
      settings: settings({ siteDir: process.cwd() }),
      content: { remarkPlugins: remarkPlugins as never },
    });
    assert.deepEqual(compiled.imports, ['@theme/Tabs', '@theme/TabItem']);
    const html = await render(
      '/site/docs/a.mdx',
      source,
      { settings: settings({ siteDir: process.cwd() }), content: { remarkPlugins: remarkPlugins as never } },
      { '@theme/Tabs': { default: Tabs }, '@theme/TabItem': { default: TabItem } },
    );
    assert.deepEqual(
      [...html.matchAll(/data-value="(\w+)"/g)].map((m) => m[1]),
      ['npm', 'yarn', 'pnpm', 'bun'],
    );
    assert.match(html, /data-group="npm2yarn"/);
    assert.match(html, /yarn<\/span> <span class="token function">add<\/span>|yarn add/);
  }
  const tabs = await render(
    '/site/docs/a.mdx',
    '```js tab\nconst a = 1;\n```\n\n```ts tab\nconst a: number = 1;\n```\n',
    { content: { remarkPlugins: [remarkTabBlocks] } },
    { '@theme/Tabs': { default: Tabs }, '@theme/TabItem': { default: TabItem } },
  );
  assert.deepEqual(
    [...tabs.matchAll(/data-value="(\w+)"/g)].map((m) => m[1]),
    ['js', 'ts'],
  );
  assert.match(tabs, /data-language="ts"/);
  const math = await render('/site/docs/a.mdx', 'Inline $a^2$ math.\n', { content: { remarkPlugins: [remarkMath], rehypePlugins: [rehypeKatex] } });
  assert.match(math, /class="katex"/);
});

test('Markdown links, images and files become placeholders listed with their lines', async () => {
  const source =
    '[doc](/guides/intro.md) [rel](./b.mdx#x) [bare](c.md)\n\n![diagram](./img/diagram.png)\n\n[the PDF](./files/a.pdf) [static](/downloads/b.zip) [page](/docs/x)\n\n<img src={require(\'./img/logo.svg\').default} alt="logo" />\n';
  const compiled = await compileMarkdown('/site/docs/a.mdx', source);
  assert.deepEqual(
    compiled.markdownLinks.map((l) => [l.href, l.line]),
    [
      ['/guides/intro.md', 1],
      ['./b.mdx#x', 1],
      ['c.md', 1],
    ],
  );
  assert.deepEqual(
    compiled.assets.map((a) => [a.path, a.kind, a.line]),
    [
      ['./img/diagram.png', 'image', 3],
      ['./files/a.pdf', 'file', 5],
      ['/downloads/b.zip', 'file', 5],
      ['./img/logo.svg', 'image', 7],
    ],
  );
  assert.equal(compiled.code.match(/@@md-asset:\d+@@/g)?.length, 4);
  assert.match(compiled.code, /"\/docs\/x"/, 'a page path is a plain link');
});

/**
 * `markdown.safeMd` at the compile (compile-markdown.ts, rehype-sanitize-md.ts): what Markdown and
 * the site's plugins make is unchanged, raw HTML cannot pass for it, .mdx is untouched, and the
 * markdown store's cache tells the two settings apart.
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import npm2yarn from '@docusaurus/remark-plugin-npm2yarn';
import { compileMarkdown, type CompileOptions } from '../../src/core/markdown/compile-markdown.ts';
import { MarkdownStore } from '../../src/core/markdown/markdown-store.ts';
import { defaultMarkdownSettings, markdownSettingsOf, type MarkdownSettings } from '../../src/core/markdown/markdown-options.ts';

const siteDir = mkdtempSync(join(tmpdir(), 'safe-md-'));
after(() => rmSync(siteDir, { recursive: true, force: true }));

const settings = (overrides: Partial<MarkdownSettings>): MarkdownSettings => ({ ...defaultMarkdownSettings('/site'), format: 'detect', ...overrides });
const code = async (file: string, source: string, options: CompileOptions = {}) => (await compileMarkdown(file, source, 'full', options)).code;

/** Docs-like Markdown: every construct Markdown and the usual plugins make, and raw HTML docs write. */
const KITCHEN_SINK = `---
title: Kitchen sink
---

# Kitchen sink

## A custom id {#custom}

:::tip Legacy title

Body with a [link](./other.md), [a file](./a.pdf), [the web](https://example.com/x?y=1#z) and [a place](#custom).

:::

:::note[Bracket *title*]

::::warning
Nested
::::

:::

\`\`\`ts title="a.ts" {1} showLineNumbers
const a = 1;
// highlight-next-line
let b;
\`\`\`

\`\`\`bash npm2yarn
npm install xstate
\`\`\`

| Left | Right |
| :--- | ----: |
| a    | b     |

- [x] done
- [ ] to do

A footnote[^note].

[^note]: The note.

<details>
<summary>Summary</summary>

Inside **details**.

</details>

<div class="callout wide" id="anchor-id">Raw div</div>

<img src="https://example.com/a.png" width="200" alt="Sized"> ![Local](./img/local.png) ![Web](https://example.com/b.png "Title")

<a id="legacy"></a><a name="named"></a> <kbd>Ctrl</kbd> H<sub>2</sub>O <mark>marked</mark> <p align="center">Centered</p>

<iframe width="560" height="315" src="https://www.youtube.com/embed/abc" title="Player" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share" referrerpolicy="strict-origin-when-cross-origin" allowfullscreen></iframe>

Line<br>break, &copy;, {braces} and <not a tag.
`;

test('what Markdown, plugins (npm2yarn tabs) and harmless raw HTML make compiles to the same code with safeMd', async () => {
  const content = { remarkPlugins: [[npm2yarn, { sync: true }]] } as CompileOptions['content'];
  const plain = await code('/site/docs/a.md', KITCHEN_SINK, { settings: settings({}), content });
  assert.match(plain, /Tabs/, 'npm2yarn ran');
  assert.equal(await code('/site/docs/a.md', KITCHEN_SINK, { settings: settings({ safeMd: true }), content }), plain);
});

test('raw HTML cannot pass for Markdown: a forged mark or placeholder is sanitised like any raw HTML', async () => {
  const source =
    '<div data-safe-md-trusted="x" onclick="alert(1)">a</div>\n\n<safe md trusted index="0" onclick="alert(2)">b</safe>\n\n<p><a href="javascript:alert(3)" data-safe-md-trusted>c</a></p>\n';
  const compiled = await code('/site/docs/a.md', source, { settings: settings({ safeMd: true }) });
  assert.doesNotMatch(compiled, /alert|onclick|onClick|safe-md|SAFE MD/i);
  assert.match(compiled, /children: "a"/);
  assert.match(compiled, /children: "c"/);
});

test('Markdown links and images lose javascript:, vbscript: and data: URLs, in a file without raw HTML too', async () => {
  const source =
    '[a](javascript:alert(1)) [b](<JavaScript:alert(2)>) ![c](data:text/html,x) <vbscript:msgbox(3)>\n\n[d]: javascript:alert(4)\n\n[e][d] [ok](https://example.com)\n';
  const compiled = await code('/site/docs/a.md', source, { settings: settings({ safeMd: true }) });
  assert.doesNotMatch(compiled, /(href|src): "[^"]*(alert|data:)/);
  assert.match(compiled, /href: "https:\/\/example\.com"/);
});

test('the format setting and front matter: a .md file is CommonMark under every format; .mdx is untouched', async () => {
  for (const format of ['mdx', 'md', 'detect'] as const) {
    const compiled = await code('/site/docs/a.md', 'Sum: {1 + 1} <img src=x onerror="alert(1)">\n', { settings: settings({ format, safeMd: true }) });
    assert.match(compiled, /Sum: \{1 \+ 1\}/, format);
    assert.doesNotMatch(compiled, /onerror|onError|alert/, format);
  }
  const mdx = 'export const a = 1;\n\n<div onClick={() => a}>{a + 1}</div>\n';
  assert.equal(await code('/site/docs/a.mdx', mdx, { settings: settings({ safeMd: true }) }), await code('/site/docs/a.mdx', mdx, { settings: settings({}) }));
  // `format: detect` and `format: md` in front matter are CommonMark already: allowed.
  for (const frontMatter of ['format: md', 'format: detect', 'mdx:\n  format: md']) {
    await code('/site/docs/a.md', `---\n${frontMatter}\n---\n\nText\n`, { settings: settings({ safeMd: true }) });
  }
  await assert.rejects(
    code('/site/docs/a.md', '---\ntitle: A\nmdx: { format: mdx }\n---\n\nText\n', { settings: settings({ safeMd: true }) }),
    (error: Error & { line?: number }) => {
      assert.equal(error.line, 3);
      assert.match(error.message, /format: mdx.*markdown\.safeMd/);
      return true;
    },
  );
});

test('safeMd comes from the config (default false), and toggling it recompiles: the cache key holds it', async () => {
  assert.equal(markdownSettingsOf({}, siteDir).safeMd, false);
  assert.equal(markdownSettingsOf({ markdown: { safeMd: true } }, siteDir).safeMd, true);
  const file = join(siteDir, 'docs/page.md');
  mkdirSync(join(siteDir, 'docs'), { recursive: true });
  writeFileSync(file, '# Page\n\n<script>window.ran = 1</script>\n');
  const cacheDir = join(siteDir, '.cache');
  const compiledWith = async (safeMd: boolean) => {
    // A new store over the same disk cache, as after a restart or a config reload of the dev server.
    const store = new MarkdownStore(cacheDir, false);
    store.configure(markdownSettingsOf({ markdown: { format: 'detect', safeMd } }, siteDir), '/', {});
    try {
      return (await store.moduleCode({ file, variant: 'full' })).code;
    } finally {
      await store.close();
    }
  };
  assert.match(await compiledWith(false), /window\.ran/);
  assert.doesNotMatch(await compiledWith(true), /window\.ran/);
  assert.match(await compiledWith(false), /window\.ran/);
});

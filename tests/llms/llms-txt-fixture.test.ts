/**
 * The llms-txt plugin on a small site built for the test: a doc with JSX, tabs, admonitions, an
 * import, an expression and code becomes the exact Markdown twin expected; the doc page's head
 * links its twin; llms.txt and llms-full.txt list the docs in sidebar order and the post; serve
 * answers the files as text; the sitemap and the link check leave the twins alone; a second build
 * with nothing changed reuses the files, and one with an edited doc makes its twin again. A site
 * without the plugin gets none of it.
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, test } from 'node:test';
import { contentTypeOf } from '../../src/core/http/content-type.ts';
import { buildSite, removeDir, serveBuild } from '../support/fixture-site.ts';

const siteDir = await mkdtemp(join(tmpdir(), 'llms-site-'));
const out = join(siteDir, 'build');
after(() => removeDir(siteDir));

const FILES: Record<string, string> = {
  'site.config.ts': `export default {
  title: 'Llms fixture',
  tagline: 'A site described for language models',
  url: 'https://llms.example.com',
  onBrokenLinks: 'throw',
  plugins: [
    'pages',
    ['docs', { routeBasePath: '/docs', sidebarPath: './sidebars.ts' }],
    ['blog', { routeBasePath: '/blog' }],
    'sitemap',
    ['llms-txt', {}],
  ],
};
`,
  'sidebars.ts': `export default {
  main: [
    'intro',
    { type: 'category', label: 'Guides', items: ['guides/tabs-page', 'guides/plain'] },
  ],
};
`,
  'docs/intro.md': `---
title: Introduction
description: Where to start.
---

# Introduction

Read the [tabs page](./guides/tabs-page.mdx#setup) first.
`,
  'docs/guides/tabs-page.mdx': `---
title: Tabs page
sidebar_label: Tabs
---
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

export const answer = 42;

Some **bold** text and {answer} as an expression, and a [root link](/docs/guides/plain).

## Setup {#setup}

<Tabs>
  <TabItem value="npm" label="npm">

\`\`\`bash
npm install xstate
\`\`\`

  </TabItem>
  <TabItem value="yarn" label="Yarn">

\`\`\`bash
yarn add xstate
\`\`\`

  </TabItem>
</Tabs>

:::tip[Keep it small]

One machine per feature.

:::

:::warning

Do not mutate context.

:::

<details>
  <summary>More</summary>

Hidden text.

</details>

\`\`\`ts title="machine.ts"
import { createMachine } from 'xstate';
// <Tabs> in code stays as written: {answer}
const machine = createMachine({ initial: 'idle' });
\`\`\`
`,
  'docs/guides/plain.md': `# Plain page

Plain CommonMark, an [anchor](#plain-page) and <b>raw HTML</b>.
`,
  'src/pages/index.md': '# Home\n',
  'blog/2024-01-02-hello.md': `---
title: Hello world
description: The first post.
authors: []
---

The post.

<!-- truncate -->

More of it.
`,
};

const EXPECTED_TABS_TWIN = `# Tabs page

Some **bold** text and  as an expression, and a [root link](https://llms.example.com/docs/guides/plain).

## Setup

**npm**

\`\`\`bash
npm install xstate
\`\`\`

**Yarn**

\`\`\`bash
yarn add xstate
\`\`\`

> **Tip: Keep it small**
>
> One machine per feature.

> **Warning**
>
> Do not mutate context.

**More**

Hidden text.

\`\`\`ts title="machine.ts"
import { createMachine } from 'xstate';
// <Tabs> in code stays as written: {answer}
const machine = createMachine({ initial: 'idle' });
\`\`\`
`;

let firstNotes: string[] = [];
let firstWarnings: string[] = [];

before(async () => {
  for (const [path, text] of Object.entries(FILES)) {
    await mkdir(dirname(join(siteDir, path)), { recursive: true });
    await writeFile(join(siteDir, path), text);
  }
  const result = await buildSite(siteDir);
  firstNotes = result.report.notes;
  firstWarnings = result.report.warnings;
});

test('a doc with JSX, tabs, admonitions and code has the plain Markdown twin expected', async () => {
  assert.equal(await readFile(join(out, 'docs/guides/tabs-page.md'), 'utf8'), EXPECTED_TABS_TWIN);
  // Links to Markdown files and anchors become absolute URLs of their pages.
  const intro = await readFile(join(out, 'docs/intro.md'), 'utf8');
  assert.equal(intro, '# Introduction\n\nRead the [tabs page](https://llms.example.com/docs/guides/tabs-page#setup) first.\n');
  const plain = await readFile(join(out, 'docs/guides/plain.md'), 'utf8');
  assert.equal(plain, '# Plain page\n\nPlain CommonMark, an [anchor](https://llms.example.com/docs/guides/plain#plain-page) and **raw HTML**.\n');
});

test("each doc page's head links its twin", async () => {
  const html = await readFile(join(out, 'docs/guides/tabs-page/index.html'), 'utf8');
  assert.match(html, /<head>[\s\S]*<link rel="alternate" type="text\/markdown" href="\/docs\/guides\/tabs-page\.md"[^>]*>[\s\S]*<\/head>/);
  const blogPost = await readFile(join(out, 'blog/2024/01/02/hello/index.html'), 'utf8');
  assert.doesNotMatch(blogPost, /text\/markdown/);
});

test('llms.txt lists the docs in sidebar order by category, and the post', async () => {
  assert.equal(
    await readFile(join(out, 'llms.txt'), 'utf8'),
    `# Llms fixture

> A site described for language models

The whole documentation in one Markdown file: [llms-full.txt](https://llms.example.com/llms-full.txt)

## Next

- [Introduction](https://llms.example.com/docs/intro.md): Where to start.

## Guides

- [Tabs page](https://llms.example.com/docs/guides/tabs-page.md): Some bold text and {answer} as an expression, and a root link.
- [Plain page](https://llms.example.com/docs/guides/plain.md): Plain CommonMark, an anchor and raw HTML.

## Blog

- [Hello world](https://llms.example.com/blog/2024/01/02/hello): The first post.
`,
  );
});

test('llms-full.txt holds every twin in sidebar order, each with its URL', async () => {
  const full = await readFile(join(out, 'llms-full.txt'), 'utf8');
  const sources = [...full.matchAll(/^Source: (.+)$/gm)].map((m) => m[1]);
  assert.deepEqual(sources, [
    'https://llms.example.com/docs/intro',
    'https://llms.example.com/docs/guides/tabs-page',
    'https://llms.example.com/docs/guides/plain',
  ]);
  assert.ok(full.startsWith('# Llms fixture\n\n> A site described for language models\n'));
  assert.ok(full.includes('# Tabs page\n\nSource: https://llms.example.com/docs/guides/tabs-page\n\nSome **bold** text'));
});

test('serve answers the files as text; the sitemap and the link check leave the twins alone', async () => {
  const served = await serveBuild(out);
  try {
    const twin = await fetch(`${served.url}/docs/intro.md`);
    assert.equal(twin.status, 200);
    assert.equal(twin.headers.get('content-type'), 'text/markdown; charset=utf-8');
    const txt = await fetch(`${served.url}/llms.txt`);
    assert.equal(txt.headers.get('content-type'), 'text/plain; charset=utf-8');
  } finally {
    await served.close();
  }
  // The dev server answers by the same table.
  assert.equal(contentTypeOf('x.md'), 'text/markdown; charset=utf-8');
  assert.doesNotMatch(await readFile(join(out, 'sitemap.xml'), 'utf8'), /\.md</);
  assert.deepEqual(
    firstWarnings.filter((w) => /broken|llms/i.test(w)),
    [],
  );
});

test('a build with nothing changed reuses the files; an edited doc gets its new twin', async () => {
  assert.ok(firstNotes.includes('llms.txt: 4 pages listed, 3 Markdown twins'), firstNotes.join('\n'));
  const again = await buildSite(siteDir);
  assert.ok(again.report.notes.includes('llms.txt: 4 pages listed, 3 Markdown twins, reused: nothing changed'), again.report.notes.join('\n'));
  assert.equal(await readFile(join(out, 'docs/guides/tabs-page.md'), 'utf8'), EXPECTED_TABS_TWIN);

  await writeFile(join(siteDir, 'docs/guides/plain.md'), '# Plain page\n\nEdited.\n');
  const edited = await buildSite(siteDir);
  assert.ok(edited.report.notes.some((note) => note.startsWith('llms.txt:') && !note.includes('reused')));
  assert.equal(await readFile(join(out, 'docs/guides/plain.md'), 'utf8'), '# Plain page\n\nEdited.\n');
});

test('a site without the plugin gets no llms files', async () => {
  const other = await mkdtemp(join(tmpdir(), 'llms-off-'));
  try {
    await mkdir(join(other, 'docs'), { recursive: true });
    await writeFile(
      join(other, 'site.config.ts'),
      "export default { title: 'Off', url: 'https://off.example.com', onBrokenLinks: 'warn', plugins: [['docs', {}]] };\n",
    );
    await writeFile(join(other, 'docs/a.md'), '# A\n');
    await buildSite(other);
    assert.equal(existsSync(join(other, 'build/llms.txt')), false);
    assert.equal(existsSync(join(other, 'build/docs/a.md')), false);
    assert.doesNotMatch(await readFile(join(other, 'build/docs/a/index.html'), 'utf8'), /text\/markdown/);
  } finally {
    await removeDir(other);
  }
});

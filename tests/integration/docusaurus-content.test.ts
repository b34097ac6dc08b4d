/**
 * The docusaurus-content fixture built for real, page by page: Markdown written for Docusaurus 3
 * (comments, truncate markers anywhere, root- and version-relative links, magic comments and
 * code meta, co-located images and files, npm2yarn, math, mermaid, .md under the MDX format,
 * admonition keywords, the preprocessor) renders as Docusaurus renders it.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { BuildResult } from '../../src/core/build.ts';
import { buildSite, copyFixture, removeDir, repoRoot } from '../support/fixture-site.ts';

let siteDir: string;
let result: BuildResult;
const page = (route: string) => readFileSync(join(result.outDir, route.slice(1), 'index.html'), 'utf8');
/** The page's article (its content), without the shell around it. */
const content = (route: string) => /<article[\s\S]*<\/article>/.exec(page(route))?.[0] ?? page(route);

before(async () => {
  siteDir = await copyFixture('docusaurus-content');
  // The config imports the remark/rehype plugins it lists, as a real site's would from its own node_modules.
  symlinkSync(join(repoRoot, 'node_modules'), join(siteDir, 'node_modules'), 'dir');
  result = await buildSite(siteDir);
});
after(() => removeDir(siteDir));

test("HTML comments are dropped, the preprocessor ran, the site's own remark plugin ran", () => {
  const intro = content('/docs/intro');
  assert.doesNotMatch(intro, /A note to the writers|inline remark|&lt;!--/);
  assert.match(intro, /Welcome to version 3\.2\.1 of the fixture\./);
  assert.match(intro, /<p class="fixture-says">Fixture says:/);
});

test('links written from the docs root, relative and bare resolve; in a versioned doc, within its version; a broken one is reported with file and line', () => {
  const hrefs = [...content('/docs/intro').matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => m[1]);
  assert.deepEqual(
    hrefs.filter((h) => h.includes('setup')),
    ['/docs/guides/setup', '/docs/guides/setup#install', '/docs/guides/setup'],
  );
  assert.match(content('/docs/1/intro'), /href="\/docs\/1\/guides\/setup"/);
  assert.match(content('/notes'), /href="\/docs\/intro"/);
  const warning = result.report.warnings.find((w) => w.startsWith('Broken Markdown links'));
  assert.match(warning ?? '', /docs\/intro\.mdx:15: \/guides\/nowhere\.md does not resolve to a page/);
});

test("admonitions: Docusaurus's keywords, the plugin's own, nested, a title with Markdown", () => {
  const intro = content('/docs/intro');
  assert.match(
    intro,
    /<aside class="admonition admonition--caution[^"]*"><p class="admonition__heading admonition__heading--keyword">[\s\S]*?<\/span>caution<\/p>[\s\S]*?Mind the gap\./,
  );
  assert.match(intro, /<aside class="admonition admonition--release[^"]*">[\s\S]*?Version <strong>3<\/strong> is out<\/p>/);
  assert.match(
    intro,
    /<aside class="admonition admonition--note[^"]*">[\s\S]*?Outer<\/p>[\s\S]*?<aside class="admonition admonition--tip[^"]*">[\s\S]*?Inner title<\/p>/,
  );
  assert.doesNotMatch(intro, /:::/);
});

test('.md files are MDX by default: imports, JSX components, raw HTML elements', () => {
  const setup = content('/docs/guides/setup');
  assert.doesNotMatch(setup, /import Tabs|@theme\/Tabs/);
  assert.match(setup, /role="tab"[^>]*>First way</);
  assert.match(setup, /<details><summary>Why two ways\?<\/summary><p>Because <strong>options<\/strong> are good\.<\/p><\/details>/);
  assert.match(setup, /First line<br\/>second line\./);
});

test('code blocks: magic comments, line ranges, line numbers with a start, title, languages beyond the default set, npm2yarn, code tabs, mermaid', () => {
  const code = content('/docs/code');
  assert.doesNotMatch(code, /highlight-(next-line|start|end)/);
  const blocks = code.split('<div class="code-block ').slice(1);
  const marked = (block: string) => [...block.matchAll(/<span class="code-block__line([^"]*)">/g)].map((m) => m[1].includes('highlighted'));
  assert.match(blocks[0], /code-block__title">counter\.js</);
  assert.deepEqual(marked(blocks[0]), [false, true, true, true, false]);
  assert.deepEqual(
    [...blocks[0].matchAll(/line-number" aria-hidden="true">(\d+)/g)].map((m) => m[1]),
    ['1', '2', '3', '4', '5'],
  );
  assert.deepEqual(marked(blocks[1]), [true, false, true, true]);
  assert.deepEqual(
    [...blocks[2].matchAll(/line-number" aria-hidden="true">(\d+)/g)].map((m) => m[1]),
    ['5', '6'],
  );
  assert.deepEqual(marked(blocks[2]), [true, false]);
  assert.match(blocks[2], /<span class="token builtin class-name">echo<\/span>/);
  assert.match(blocks[3], /<span class="token deleted-sign deleted prefix deleted">-</);
  assert.match(blocks[4], /<span class="token keyword">fn<\/span>/);
  assert.match(code, /role="tab"[^>]*>npm</);
  assert.match(code, /role="tab"[^>]*>Yarn</);
  assert.match(code, /role="tab"[^>]*>pnpm</);
  assert.match(code, /role="tab"[^>]*>JavaScript</, 'code-tab groups');
  assert.match(code, /role="tab"[^>]*>TypeScript</);
  // Prerendered as its source; @theme/Mermaid draws it in the browser.
  assert.match(code, /<div class="docusaurus-mermaid-container mermaid-diagram mermaid-diagram--source"><pre>graph LR;\n  Draft--&gt;Review;<\/pre>/);
});

test('images and files beside the page, and under @site, ship with content-hashed names; a missing image is reported', () => {
  const assets = content('/docs/assets');
  const urls = [...assets.matchAll(/(?:src|href)="(\/assets\/(?:images|files)\/[^"]+)"/g)].map((m) => m[1]);
  assert.equal(urls.length, 4, urls.join(', '));
  for (const url of urls) {
    assert.match(url, /-[0-9a-f]{8}\.(png|svg|pdf)$/);
    assert.ok(existsSync(join(result.outDir, url)), url);
  }
  assert.match(assets, /<img src="\/assets\/images\/diagram-[0-9a-f]{8}\.png" alt="A diagram"/);
  assert.match(
    assets,
    /<a [^>]*href="\/assets\/files\/cheatsheet-[0-9a-f]{8}\.pdf"[^>]*target="_blank"|<a [^>]*target="_blank"[^>]*href="\/assets\/files\/cheatsheet-/,
  );
  assert.deepEqual(readFileSync(join(result.outDir, urls.find((u) => u.includes('diagram'))!)), readFileSync(join(siteDir, 'docs/img/diagram.png')));
  // Reported as markdown.hooks.onBrokenMarkdownImages says (warn), apart from broken links.
  const warning = result.report.warnings.find((w) => w.startsWith('Broken Markdown images'));
  assert.match(warning ?? '', /docs\/assets\.mdx:13: \.\/img\/missing\.png image file not found/);
  assert.doesNotMatch(result.report.warnings.find((w) => w.startsWith('Broken Markdown links')) ?? '', /missing\.png/);
  // The link check sees the shipped files: none of them is reported.
  assert.doesNotMatch(result.report.warnings.find((w) => w.startsWith('Broken links')) ?? '', /assets\/(images|files)/);
});

test('remark-math and rehype-katex from the config render math', () => {
  assert.match(content('/docs/math'), /class="katex"/);
});

test('blog excerpts stop at truncate markers written inline, in both forms', () => {
  const list = content('/blog');
  for (const n of ['01', '02']) {
    assert.match(list, new RegExp(`Summary of post ${n}\\.`));
    assert.doesNotMatch(list, new RegExp(`The rest of post ${n}`));
  }
  const post = content('/blog/2024/01/02/post-02');
  assert.match(post, /The rest of post 02, past the marker\./);
  assert.doesNotMatch(post, /truncate/);
});

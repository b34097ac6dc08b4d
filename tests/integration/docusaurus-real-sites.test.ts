/**
 * What real Docusaurus 3 sites (Jest, Prettier, Redux Toolkit) rely on, built as Docusaurus 3.10
 * builds it (the docusaurus-real-sites fixture): a remark plugin inserting one shared import node
 * into every file (code tabs on two pages), the whole site config for the browser
 * (`useDocusaurusContext().siteConfig`, a React page's `props.config`), and a blog with no posts
 * (its list page, but no feeds).
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { BuildResult } from '../../src/core/build.ts';
import { buildSite, copyFixtureWithPackages, removeDir } from '../support/fixture-site.ts';

let siteDir: string;
let result: BuildResult;
const page = (route: string) => readFileSync(join(result.outDir, route.slice(1), 'index.html'), 'utf8');
/** The text of the element with this id on the page. */
const textOf = (html: string, id: string) => new RegExp(`id="${id}"[^>]*>([^<]*)<`).exec(html)?.[1];

before(async () => {
  siteDir = await copyFixtureWithPackages('docusaurus-real-sites');
  result = await buildSite(siteDir);
});
after(() => removeDir(siteDir));

test('a remark plugin that puts the same import node into two files: both pages render their tabs', () => {
  for (const name of ['one', 'two']) {
    const html = page(`/tabs-${name}`);
    assert.match(html, /role="tab"[^>]*>JavaScript</, `tabs-${name}`);
    assert.match(html, /role="tab"[^>]*>TypeScript</, `tabs-${name}`);
    assert.match(html, new RegExp(`answer: string = &#x27;${name}&#x27;|answer: string = '${name}'|${name}`));
  }
});

test("useDocusaurusContext().siteConfig is the whole config: customFields, titleDelimiter, organizationName, themeConfig with a theme plugin's default", () => {
  const html = page('/site-config');
  assert.deepEqual(
    [...(/<ul id="languages">([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? '').matchAll(/<li>([^<]*)<\/li>/g)].map((m) => m[1]),
    ['JavaScript', 'TypeScript'],
  );
  assert.equal(textOf(html, 'delimiter'), '·');
  assert.equal(textOf(html, 'organization'), 'harbour-org');
  assert.equal(textOf(html, 'navbar-title'), 'Harbour');
  assert.equal(textOf(html, 'harbour-lights'), 'on');
  assert.equal(textOf(html, 'plugin-count'), 'has plugins');
});

test("a class component page reads this.props.config, as Jest's home page does", () => {
  const html = page('/');
  assert.equal(textOf(html, 'config-title'), 'Harbour Guide');
  assert.equal(textOf(html, 'config-languages'), '2 languages');
});

test("the config is not in the pages' boot data: only in the bundle, for the pages whose code reads it", () => {
  for (const route of ['/', '/site-config', '/tabs-one']) {
    const bootData = /<script id="__site-data"[^>]*>([^<]*)<\/script>/.exec(page(route))?.[1];
    assert.ok(bootData, route);
    assert.doesNotMatch(bootData, /harbour-org|customFields/, route);
  }
});

test('the blog with no posts: its list page, as Docusaurus 3.10, but no feeds and no links to them', () => {
  assert.ok(existsSync(join(result.outDir, 'blog/index.html')));
  for (const feed of ['rss.xml', 'atom.xml', 'feed.json']) assert.equal(existsSync(join(result.outDir, 'blog', feed)), false, feed);
  assert.doesNotMatch(page('/'), /application\/(rss|atom)\+xml/);
  for (const path of ['blog/tags', 'blog/archive', 'blog/authors']) assert.equal(existsSync(join(result.outDir, path)), false, path);
});

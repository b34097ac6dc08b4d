/**
 * A site configured as a Docusaurus 3 user configures it (tests/fixtures/docusaurus-plugins):
 * plugins by their Docusaurus names, two docs and two blog instances, a third-party-style plugin
 * using every hook, a Tailwind `configurePostCss` plugin (the real tailwindcss), redirects made by
 * a function, and a plugin given as a function. Built once; each test checks one part.
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { readFile, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { RuleSetRule } from 'webpack';
import { clientConfig, themeLayers } from '../../src/core/bundler/webpack-config.ts';
import { prepareSite } from '../../src/core/load-site.ts';
import { sitePaths } from '../../src/core/site-paths.ts';
import type { BuildResult } from '../../src/core/build.ts';
import { buildSite, copyFixture, removeDir, repoRoot } from '../support/fixture-site.ts';

let siteDir: string;
let result: BuildResult;

const html = (route: string) =>
  readFile(join(result.outDir, route === '/' ? 'index.html' : `${route.slice(1)}/index.html`), 'utf8').catch(() =>
    readFile(join(result.outDir, `${route.slice(1)}.html`), 'utf8'),
  );
const text = (page: string) => page.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

async function bootData(route: string): Promise<{ site: { globalData: Record<string, Record<string, any>>; themeConfig: Record<string, unknown> } }> {
  const match = /<script id="__site-data" type="application\/json">([\s\S]*?)<\/script>/.exec(await html(route));
  return JSON.parse(match![1]);
}

/** The stylesheets a page links, concatenated. */
async function pageCss(route: string): Promise<string> {
  const hrefs = [...(await html(route)).matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((m) => m[1]);
  return (await Promise.all(hrefs.map((href) => readFile(join(result.outDir, href), 'utf8')))).join('\n');
}

before(async () => {
  siteDir = await copyFixture('docusaurus-plugins');
  // The site's own dependencies (tailwindcss, required by its plugin), as `npm install` would give it.
  await symlink(join(repoRoot, 'node_modules'), join(siteDir, 'node_modules'));
  result = await buildSite(siteDir);
});
after(() => removeDir(siteDir));

test('every instance adds its routes under its own route base', () => {
  for (const file of [
    'docs/intro/index.html',
    'docs/guide/index.html',
    'community/index.html',
    'community/support/index.html',
    'blog/index.html',
    'changelog/index.html',
    'everything/index.html',
    'everything/all-content/index.html',
    'index.html',
  ]) {
    assert.ok(existsSync(join(result.outDir, file)), `${file} is missing`);
  }
});

test("each instance's Docusaurus options: default exclude, feedOptions.type", () => {
  assert.ok(
    !existsSync(join(result.outDir, 'docs/_partial/index.html')) && !existsSync(join(result.outDir, 'docs/partial/index.html')),
    'partials are not docs',
  );
  // Docusaurus's default feeds are RSS and Atom; the changelog asks for RSS only.
  assert.deepEqual(
    ['rss.xml', 'atom.xml', 'feed.json'].map((file) => existsSync(join(result.outDir, 'blog', file))),
    [true, true, false],
  );
  assert.deepEqual(
    ['rss.xml', 'atom.xml', 'feed.json'].map((file) => existsSync(join(result.outDir, 'changelog', file))),
    [true, false, false],
  );
});

test('global data is kept per plugin name and instance id', async () => {
  const { globalData } = (await bootData('/docs/intro')).site;
  assert.deepEqual(Object.keys(globalData['docusaurus-plugin-content-docs']).sort(), ['community', 'default']);
  assert.deepEqual(Object.keys(globalData['docusaurus-plugin-content-blog']).sort(), ['changelog', 'default']);
  assert.equal(globalData['docusaurus-plugin-content-docs'].community.versions[0].path, '/community');
  assert.equal(globalData['docusaurus-plugin-content-docs'].default.versions[0].path, '/docs');
  assert.equal(globalData['docusaurus-plugin-content-blog'].changelog.blogTitle, 'Changelog');
  assert.equal(globalData['docusaurus-plugin-content-blog'].default.blogSidebarCount, 3);
  assert.deepEqual(globalData['docusaurus-plugin-everything'].kitchen, { greeting: 'Hello from every hook' });
  assert.deepEqual(globalData['inline-plugin'].default, { site: 'Plugins fixture', note: 'given as a function' });
});

test('validateOptions (a Joi-style schema) and validateThemeConfig shape what the plugin gets', async () => {
  const page = text(await html('/everything'));
  assert.match(page, /Hello from every hook/);
  // The route's nested modules reach the component as nested props, each the JSON itself.
  assert.match(page, /HELLO FROM EVERY HOOK/);
  assert.equal((await bootData('/everything')).site.themeConfig.everythingChecked, true);
});

test("useRouteContext() names the route's plugin and instance id", async () => {
  assert.match(text(await html('/everything')), /docusaurus-plugin-everything \/ kitchen/);
});

test('showReadingTime: each blog instance shows reading times or not', async () => {
  assert.match(text(await html('/blog/2024/01/02/hello')), /min read/, 'the blog shows them (Docusaurus default)');
  assert.match(text(await html('/blog')), /min read/);
  assert.doesNotMatch(text(await html('/changelog/2024/02/03/version-one')), /min read/, 'the changelog has showReadingTime: false');
  assert.doesNotMatch(text(await html('/changelog')), /min read/);
});

test("each docs instance's admonitions option applies to the Markdown of its folders", async () => {
  // The main docs keep only note and tip (extendDefaults: false); the community docs have Docusaurus's defaults.
  const intro = await html('/docs/intro');
  assert.match(intro, /theme-admonition-tip/);
  assert.doesNotMatch(intro, /theme-admonition-caution/);
  assert.match(await html('/community/support'), /theme-admonition-caution/);
});

test('allContentLoaded sees every plugin content; its route gets plain props', async () => {
  const page = text(await html('/everything/all-content'));
  for (const name of ['docusaurus-plugin-content-blog', 'docusaurus-plugin-content-docs', 'docusaurus-plugin-everything']) assert.ok(page.includes(name), name);
});

test('injectHtmlTags puts head, pre-body and post-body tags on every page', async () => {
  for (const route of ['/', '/docs/intro', '/everything']) {
    const page = await html(route);
    assert.match(page, /<head>[\s\S]*<meta name="everything-greeting" content="Hello from every hook">[\s\S]*<\/head>/, route);
    assert.match(page, /<body>\s*<div id="everything-pre-body"><\/div>\s*<div id="__site">/, route);
    assert.match(page, /<div id="everything-post-body" hidden><\/div>\s*<\/body>/, route);
  }
});

test('getThemePath components resolve as @theme/*, and configureWebpack aliases resolve', async () => {
  assert.match(text(await html('/everything')), /Resolved through a configureWebpack alias/);
});

test('getClientModules and configurePostCss (Tailwind) reach the styles of every page', async () => {
  const css = await pageCss('/');
  assert.match(css, /\.everything-client-module\{outline:3px solid #0a0b0c\}/);
  assert.match(css, /\.custom-css-from-config\{color:#654321\}/);
  // Tailwind generated the arbitrary-value class the home page uses.
  assert.match(css, /\.text-\\\[\\#123456\\\]\{/);
});

test('postBuild gets routesPaths and the content', async () => {
  const written = JSON.parse(await readFile(join(result.outDir, 'everything-post-build.json'), 'utf8'));
  assert.ok(written.routesPaths.includes('/community/support'));
  assert.equal(written.content.shout, 'HELLO FROM EVERY HOOK');
});

test('Docusaurus options of the built-ins: editUrl function, createRedirects(existingPath), sitemap ignorePatterns', async () => {
  assert.ok((await readFile(join(result.outDir, 'help/support/index.html'), 'utf8')).includes('/community/support'));
  assert.ok((await readFile(join(result.outDir, 'old-intro/index.html'), 'utf8')).includes('/docs/intro'));
  const sitemap = await readFile(join(result.outDir, 'sitemap.xml'), 'utf8');
  assert.ok(sitemap.includes('https://plugins-fixture.example.com/changelog<'));
  assert.ok(!sitemap.includes('/changelog/tags'));
  assert.ok((await html('/docs/intro')).includes('https://example.com/edit/docs/intro.md'));
});

test("configureWebpack's partial config is merged into ours", async () => {
  const paths = sitePaths(siteDir);
  const site = await prepareSite(paths, { isProduction: true });
  try {
    const config = clientConfig({
      context: site.context,
      plugins: site.plugins,
      contents: site.contents,
      themePaths: site.themePaths,
      clientEntries: site.clientEntries,
      serverModulesFile: site.serverModulesFile,
      clientModulesFile: site.clientModulesFile,
      outDir: join(siteDir, 'out'),
      serverOutDir: join(siteDir, 'out-server'),
    });
    const alias = config.resolve!.alias as Record<string, unknown>;
    assert.ok(alias['everything-alias'], 'the plugin alias');
    // Theme folders, lowest first: the generator's, the plugins' (getThemePath), the site's.
    assert.deepEqual(themeLayers(site.context, site.themePaths), [
      join(paths.generatorDir, 'src/theme'),
      join(siteDir, 'plugins/everything-plugin/theme'),
      join(siteDir, 'src/theme'),
    ]);
    assert.ok(alias['@site'], 'our own aliases stay');
    const cssRule = (config.module!.rules as RuleSetRule[]).find((rule) => String(rule.test) === String(/\.css$/))!;
    assert.ok(JSON.stringify(cssRule).includes('postcss-loader'), 'CSS goes through PostCSS when a plugin configures it');
  } finally {
    await site.context.markdown.close();
  }
});

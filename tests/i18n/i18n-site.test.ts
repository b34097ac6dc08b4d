/**
 * A Docusaurus site in three locales (tests/fixtures/i18n-site: English by default, French partly
 * translated, Arabic right to left), built in one process: every locale's routes, the fallback to
 * the default locale's docs, the translated navbar, footer, sidebar, site and theme strings, the
 * `<html lang dir>`, `hreflang` alternates, each locale's sitemap, search index and feeds, and the
 * bundle shared by all locales.
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { BuildResult } from '../../src/core/build.ts';
import { build } from '../../src/core/build.ts';
import { sitePaths } from '../../src/core/site-paths.ts';
import { buildSite, copyFixture, removeDir } from '../support/fixture-site.ts';

/**
 * The pages Docusaurus 3.10.2 writes for this fixture (its `build/**​/index.html` and 404 pages),
 * checked by building the same folder with it (`I18N_FIXTURE_DOCSEARCH=1 docusaurus build`).
 */
const DOCUSAURUS_PAGES_PER_LOCALE = [
  '404.html',
  'about/index.html',
  'blog/archive/index.html',
  'blog/first-harvest/index.html',
  'blog/index.html',
  'docs/category/seasons/index.html',
  'docs/intro/index.html',
  'docs/planting/index.html',
  'docs/pruning/index.html',
  'index.html',
  'search/index.html',
];
const DOCUSAURUS_PAGES = ['', 'fr/', 'ar/'].flatMap((folder) => DOCUSAURUS_PAGES_PER_LOCALE.map((page) => folder + page)).sort();

let siteDir = '';
let outDir = '';
let result: BuildResult;

before(async () => {
  siteDir = await copyFixture('i18n-site');
  result = await buildSite(siteDir);
  outDir = join(siteDir, 'build');
});
after(() => removeDir(siteDir));

const page = (file: string) => readFile(join(outDir, file), 'utf8');

/** The page's text as a reader sees it (no tags, scripts or boot data). */
async function textOf(file: string): Promise<string> {
  const html = await page(file);
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

describe('a site in three locales', () => {
  test('every locale is built, the default at the root and the others under /<locale>/, with the pages Docusaurus 3.10.2 writes', async () => {
    assert.deepEqual(await htmlFiles(outDir), DOCUSAURUS_PAGES);
    assert.equal(result.routeCount, 30);
  });

  test('one bundle serves every locale: the pages of all three load the same scripts, and no locale has a bundle of its own', async () => {
    const scripts = async (file: string) => [...(await page(file)).matchAll(/<script defer src="(\/assets\/js\/[^"]+)"/g)].map((m) => m[1]);
    const en = await scripts('docs/intro/index.html');
    assert.ok(en.length > 0);
    assert.deepEqual(await scripts('fr/docs/intro/index.html'), en);
    assert.deepEqual(await scripts('ar/docs/intro/index.html'), en);
    assert.equal(existsSync(join(outDir, 'fr/assets/js')), false);
  });

  test('a translated doc is read from i18n/<locale>/; an untranslated one falls back to the default locale, its links staying in the locale', async () => {
    const intro = await textOf('fr/docs/intro/index.html');
    assert.match(intro, /Un verger met quelques années à donner des fruits/);
    assert.match(await textOf('fr/docs/pruning/index.html'), /Prune apple trees in winter/);
    assert.match(await textOf('ar/docs/planting/index.html'), /Plant bare-root trees/);
    // The French intro links relatively to a page French leaves untranslated: it resolves to the French route.
    const introHtml = await page('fr/docs/intro/index.html');
    assert.match(introHtml, /href="\/fr\/docs\/pruning"/);
    assert.match(introHtml, /href="\/fr\/docs\/planting"/);
    assert.match(await textOf('fr/blog/first-harvest/index.html'), /Les premières pommes sont arrivées/);
    // Dates in the locale's language, as Docusaurus writes them.
    assert.match(await textOf('fr/blog/first-harvest/index.html'), /15 janvier 2024/);
    assert.match(await textOf('blog/first-harvest/index.html'), /January 15, 2024/);
    assert.match(await textOf('fr/about/index.html'), /Ce guide est écrit par des arboriculteurs/);
    assert.match(await textOf('docs/intro/index.html'), /An orchard takes a few years/);
  });

  test("the navbar, footer and sidebar labels come from the locale's translation files; untranslated ones stay as configured", async () => {
    const fr = await textOf('fr/docs/pruning/index.html');
    for (const text of ['Verger', 'Le guide', 'Carnet', 'Apprendre', 'À propos', 'Guide du verger, 2024', 'Saisons'])
      assert.ok(fr.includes(text), `fr: ${text}`);
    assert.match(await textOf('fr/docs/category/seasons/index.html'), /Les saisons/);
    assert.match(await page('fr/blog/index.html'), /<title>Carnet du verger \| Orchard Guide<\/title>/);
    assert.match(await textOf('fr/blog/first-harvest/index.html'), /Articles récents/);
    // Arabic has no navbar.json, footer.json or current.json.
    const ar = await textOf('ar/docs/pruning/index.html');
    for (const text of ['Blog', 'Learn', 'Orchard Guide, 2024', 'Seasons']) assert.ok(ar.includes(text), `ar: ${text}`);
    const en = await textOf('docs/pruning/index.html');
    for (const text of ['Blog', 'Learn', 'Seasons']) assert.ok(en.includes(text), `en: ${text}`);
    assert.ok(!en.includes('Saisons'));
  });

  test("the theme's strings come in the locale (Docusaurus's translations), the site's own from its code.json", async () => {
    const fr = await textOf('fr/docs/planting/index.html');
    for (const text of ['Aller au contenu principal', 'Précédent', 'Suivant']) assert.ok(fr.includes(text), `fr: ${text}`);
    const ar = await textOf('ar/docs/planting/index.html');
    for (const text of ['السابق', 'التالي']) assert.ok(ar.includes(text), `ar: ${text}`);
    // Admonition titles and the blog's plural messages, with the locale's plural rules.
    assert.match(await textOf('fr/docs/pruning/index.html'), /astuce/);
    assert.match(await textOf('docs/pruning/index.html'), /tip/);
    assert.match(await textOf('fr/blog/first-harvest/index.html'), /Une minute de lecture/);
    assert.match(await textOf('blog/first-harvest/index.html'), /One min read/);
    const en = await textOf('docs/planting/index.html');
    for (const text of ['Skip to main content', 'Previous', 'Next']) assert.ok(en.includes(text), `en: ${text}`);
    assert.match(await textOf('fr/index.html'), /Bienvenue au verger/);
    assert.match(await page('fr/index.html'), /<title>Bienvenue \| Orchard Guide<\/title>/);
    assert.match(await textOf('ar/index.html'), /Welcome to the orchard/);
    assert.match(await textOf('index.html'), /Welcome to the orchard/);
  });

  test("edit links: editLocalizedFiles points a translated doc or page at its translation, an untranslated one at the default locale's file", async () => {
    const EDIT = 'https://git.example.com/orchard/edit/main/';
    const editLinks = async (file: string) =>
      [...(await page(file)).matchAll(/href="(https:\/\/git\.example\.com\/[^"]+)"/g)].map((m) => m[1].slice(EDIT.length));
    assert.deepEqual(await editLinks('fr/docs/planting/index.html'), ['i18n/fr/docusaurus-plugin-content-docs/current/planting.md']);
    assert.deepEqual(await editLinks('fr/docs/pruning/index.html'), ['docs/pruning.md']);
    assert.deepEqual(await editLinks('docs/planting/index.html'), ['docs/planting.md']);
    assert.deepEqual(await editLinks('ar/docs/intro/index.html'), ['i18n/ar/docusaurus-plugin-content-docs/current/intro.md']);
    assert.deepEqual(await editLinks('fr/about/index.html'), ['i18n/fr/docusaurus-plugin-content-pages/about.md']);
    // The blog leaves editLocalizedFiles off: its French post links the original.
    assert.deepEqual(await editLinks('fr/blog/first-harvest/index.html'), ['blog/2024-01-15-first-harvest.md']);
  });

  test("<html lang dir> is the locale's; hreflang alternates link the page in every locale, x-default the default one", async () => {
    assert.match(await page('docs/intro/index.html'), /<html lang="en" dir="ltr"/);
    assert.match(await page('fr/docs/intro/index.html'), /<html lang="fr" dir="ltr"/);
    assert.match(await page('ar/docs/intro/index.html'), /<html lang="ar" dir="rtl"/);
    const html = await page('fr/docs/intro/index.html');
    const alternates = [...html.matchAll(/<link rel="alternate" href="([^"]+)" hreflang="([^"]+)">/g)].map((m) => `${m[2]} ${m[1]}`);
    assert.deepEqual(alternates, [
      'en https://orchard.example.com/docs/intro',
      'fr https://orchard.example.com/fr/docs/intro',
      'ar https://orchard.example.com/ar/docs/intro',
      'x-default https://orchard.example.com/docs/intro',
    ]);
    assert.match(html, /<link rel="canonical" href="https:\/\/orchard.example.com\/fr\/docs\/intro">/);
    assert.match(html, /<meta property="og:locale" content="fr">/);
  });

  test("each locale has its own sitemap, search index and feeds, listing the locale's pages", async () => {
    const sitemap = await readFile(join(outDir, 'fr/sitemap.xml'), 'utf8');
    assert.match(sitemap, /<loc>https:\/\/orchard.example.com\/fr\/docs\/intro<\/loc>/);
    assert.doesNotMatch(sitemap, /<loc>https:\/\/orchard.example.com\/docs\/intro<\/loc>/);
    assert.match(await readFile(join(outDir, 'sitemap.xml'), 'utf8'), /<loc>https:\/\/orchard.example.com\/docs\/intro<\/loc>/);
    assert.ok(existsSync(join(outDir, 'fr/search/manifest.json')) && existsSync(join(outDir, 'ar/search/manifest.json')));
    const feed = await readFile(join(outDir, 'fr/blog/rss.xml'), 'utf8');
    assert.match(feed, /Notre première récolte/);
    assert.match(feed, /https:\/\/orchard.example.com\/fr\/blog\/first-harvest/);
    assert.match(await readFile(join(outDir, 'blog/rss.xml'), 'utf8'), /Our first harvest/);
  });
});

describe('--locale', () => {
  let oneDir = '';
  before(async () => {
    oneDir = await copyFixture('i18n-site');
  });
  after(() => removeDir(oneDir));

  test("one locale given is built alone, at the site's base URL (as Docusaurus builds it for a deployment of its own)", async () => {
    await build(sitePaths(oneDir), { locales: ['fr'] });
    const files = await htmlFiles(join(oneDir, 'build'));
    assert.deepEqual(files, DOCUSAURUS_PAGES_PER_LOCALE);
    const html = await readFile(join(oneDir, 'build/docs/intro/index.html'), 'utf8');
    assert.match(html, /<html lang="fr" dir="ltr"/);
    assert.match(html, /href="\/docs\/pruning"/);
  });
});

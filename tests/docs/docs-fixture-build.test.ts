/**
 * The fixture docs site built for real: its routes (docs, category indexes, both versions), the
 * HTML of doc pages (sidebar, breadcrumbs, table of contents, banner, edit link, previous/next),
 * unlisted docs, redirects (a list and the createRedirects hook) and the sitemap.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { BuildResult } from '../../src/core/build.ts';
import { buildSite, copyFixture, removeDir } from '../support/fixture-site.ts';
import { anchors, builtRoutes } from '../blog/built-html.ts';

let siteDir: string;
let result: BuildResult;
const page = (route: string) => readFileSync(join(result.outDir, route.slice(1), 'index.html'), 'utf8');

before(async () => {
  siteDir = await copyFixture('docs-site');
  result = await buildSite(siteDir);
});
after(() => removeDir(siteDir));

const DOC_ROUTES = [
  '/docs',
  '/docs/getting-started',
  '/docs/guides/basics-intro',
  '/docs/guides/advanced',
  '/docs/reference',
  '/docs/reference/api',
  '/docs/reference/secret',
  '/docs/custom/path',
  '/docs/category/guides',
  '/docs/1.0',
  '/docs/1.0/getting-started',
  '/docs/1.0/guides/basics',
  '/docs/1.0/old-only',
  '/docs/1.0/category/more',
];
const REDIRECTS: Record<string, string> = {
  '/docs/old-start': '/docs/getting-started',
  '/docs/v1/getting-started': '/docs/1.0/getting-started',
  '/docs/v1/guides/basics': '/docs/1.0/guides/basics',
  '/docs/v1/old-only': '/docs/1.0/old-only',
  '/docs/v1/category/more': '/docs/1.0/category/more',
};

describe('routes', () => {
  test('every doc and category index of both versions is a route; drafts and "_" partials are not', () => {
    const manifests = readdirSync(join(result.outDir, 'assets/routes')).map(
      (file) => JSON.parse(readFileSync(join(result.outDir, 'assets/routes', file), 'utf8')).path as string,
    );
    assert.deepEqual(manifests.filter((path) => path.startsWith('/docs')).sort(), [...DOC_ROUTES].sort());
    assert.deepEqual(builtRoutes(result.outDir, '/docs'), [...DOC_ROUTES, ...Object.keys(REDIRECTS)].sort());
  });
});

/** The data-collapsed value ("true"/"false") of a desktop sidebar category's list. */
function categoryCollapsed(html: string, label: string): string | undefined {
  return new RegExp(`aria-label="Toggle the sidebar category “${label}”"[^]*?data-collapsed="(\\w+)"`).exec(html)?.[1];
}

describe('doc pages', () => {
  test("the sidebar lists the version's docs, marks the page being read, and opens its category", () => {
    const html = page('/docs/guides/advanced');
    const sidebar = anchors(html, 'docs-sidebar--desktop').map((a) => `${a.text} ${a.href}`);
    assert.deepEqual(sidebar, [
      'Getting started /docs/getting-started',
      'Guides /docs/category/guides',
      'The basics /docs/guides/basics-intro',
      'Advanced /docs/guides/advanced',
      'API reference /docs/reference',
      'API /docs/reference/api',
      'Custom path /docs/custom/path',
      'Welcome /docs',
    ]);
    assert.match(html, /<a[^>]*aria-current="page"[^>]*href="\/docs\/guides\/advanced"|<a[^>]*href="\/docs\/guides\/advanced"[^>]*aria-current="page"/);
    assert.equal(categoryCollapsed(html, 'Guides'), 'false', 'the category of the page is open though configured collapsed');
    assert.equal(categoryCollapsed(html, 'API reference'), 'false', 'configured open');
    assert.equal(categoryCollapsed(page('/docs/reference/api'), 'Guides'), 'true', 'configured collapsed');
  });

  test('title, breadcrumbs, table of contents (h2-h3), edit link and previous/next', () => {
    const html = page('/docs/guides/advanced');
    assert.match(html, /<title>Advanced usage \| Docs fixture<\/title>/);
    assert.match(html, /<h1>Advanced usage<\/h1>/);
    assert.deepEqual(
      anchors(html, 'breadcrumbs').map((a) => a.text || a.attributes['aria-label']),
      ['Home page', 'Guides'],
    );
    assert.match(html, /<span class="breadcrumbs__link" aria-current="page">Advanced<\/span>/);
    assert.deepEqual(
      anchors(html, 'table-of-contents').map((a) => a.href),
      ['#first-topic', '#a-detail', '#second-topic', '#third-topic'],
    );
    assert.equal(
      anchors(html, 'doc-footer').find((a) => a.text === 'Edit this page on GitHub')?.href,
      'https://github.com/example/docs-fixture/edit/main/docs/02-guides/02-advanced.mdx',
    );
    assert.deepEqual(
      anchors(html, 'pagination-nav').map((a) => [a.attributes.rel, a.href]),
      [
        ['prev', '/docs/guides/basics-intro'],
        ['next', '/docs/reference'],
      ],
    );
  });

  test('front matter pagination_prev / pagination_next replace or remove the sidebar neighbours', () => {
    const links = (route: string) => anchors(page(route), 'pagination-nav').map((a) => `${a.attributes.rel} ${a.href}`);
    assert.deepEqual(links('/docs/reference/api'), ['prev /docs/getting-started', 'next /docs/custom/path']);
    assert.deepEqual(links('/docs/custom/path'), ['prev /docs/reference/api'], 'pagination_next: null');
  });

  test('the title from the first heading is not rendered twice', () => {
    const html = page('/docs/getting-started');
    assert.equal(html.match(/<h1[ >]/g)?.length, 1);
  });

  test('an older version shows the unmaintained banner linking to the same doc in the latest version', () => {
    const html = page('/docs/1.0/getting-started');
    assert.match(html, /Docs for <b>Version 1<\/b> are no longer actively maintained\./);
    assert.equal(anchors(html, 'doc-version-banner')[0].href, '/docs/getting-started');
    assert.equal(anchors(page('/docs/1.0/old-only'), 'doc-version-banner')[0].href, '/docs', 'no such doc in the latest version: its main doc');
    assert.doesNotMatch(page('/docs/getting-started'), /doc-version-banner/);
  });

  test('a doc no sidebar lists has no sidebar', () => {
    assert.doesNotMatch(page('/docs/1.0/old-only'), /docs-sidebar/);
  });

  test("a generated category index has cards for the category's docs", () => {
    const html = page('/docs/category/guides');
    assert.match(html, /<h1 class="title_">Guides<\/h1>/);
    assert.match(html, /Every guide, one card each\./);
    assert.deepEqual(
      anchors(html, 'category-index__cards').map((a) => a.href),
      ['/docs/guides/basics-intro', '/docs/guides/advanced'],
    );
  });

  test('unlisted docs are built with noindex, and are in no sidebar and not in the sitemap', () => {
    assert.match(page('/docs/reference/secret'), /<meta name="robots" content="noindex/);
    assert.doesNotMatch(page('/docs/reference/api'), /\/docs\/reference\/secret/);
  });
});

describe('redirects and sitemap', () => {
  test('each redirect is a page that sends the reader to its target', () => {
    for (const [from, to] of Object.entries(REDIRECTS)) {
      const html = page(from);
      assert.match(html, new RegExp(`<meta http-equiv="refresh" content="0; url=${to}">`), from);
      assert.match(html, new RegExp(`<a href="${to}">`), from);
    }
  });

  test('the sitemap has every indexable route as an absolute URL', () => {
    const xml = readFileSync(join(result.outDir, 'sitemap.xml'), 'utf8');
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const expected = DOC_ROUTES.filter((route) => route !== '/docs/reference/secret').map((route) => `https://docs-fixture.example.com${route}`);
    assert.deepEqual(urls.sort(), expected.sort());
  });
});

/**
 * Docusaurus's `trailingSlash` (tests/fixtures/trailing-slash), the site built three ways: unset,
 * true and false. Checks the files written, the links in the pages (from Link, Markdown links and
 * the theme), the sitemap, canonical URLs, the setting as useDocusaurusContext gives it, and how
 * `serve` answers the other form of a page's URL.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { serveTrailingSlashSiteDuringSuite } from '../support/trailing-slash-site.ts';

type Setting = boolean | undefined;

const read = (dir: string, file: string) => readFileSync(join(dir, 'build', file), 'utf8');
const hrefsOf = (html: string) => new Set([...html.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => m[1]));
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1];
const sitemapUrls = (dir: string) => [...read(dir, 'sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
const setting = (html: string) => /trailingSlash is (?:<!-- -->)?(\w+)/.exec(html)?.[1];

/** Each build's expectations: where pages are written and how a page URL is written. */
const cases: Array<{ trailingSlash: Setting; moorings: string; tides: string; url: (path: string) => string }> = [
  { trailingSlash: undefined, moorings: 'docs/moorings/index.html', tides: 'docs/tides/index.html', url: (path) => path },
  { trailingSlash: true, moorings: 'docs/moorings/index.html', tides: 'docs/tides/index.html', url: (path) => `${path}/` },
  { trailingSlash: false, moorings: 'docs/moorings.html', tides: 'docs/tides.html', url: (path) => path },
];

for (const { trailingSlash, moorings, tides, url } of cases) {
  describe(`trailingSlash: ${trailingSlash}`, () => {
    const served = serveTrailingSlashSiteDuringSuite(trailingSlash);

    test('pages are written where Docusaurus writes them', () => {
      assert.ok(existsSync(join(served.dir, 'build', moorings)), `${moorings} is missing`);
      assert.ok(existsSync(join(served.dir, 'build', tides)), `${tides} is missing`);
      assert.ok(existsSync(join(served.dir, 'build/index.html')), 'the home page is index.html');
      if (trailingSlash === false) assert.ok(!existsSync(join(served.dir, 'build/docs/moorings/index.html')));
    });

    test('links: Link, Markdown links (with an anchor), navbar and sidebar', () => {
      const home = hrefsOf(read(served.dir, 'index.html'));
      assert.ok(home.has(url('/docs/tides')), `Link: ${[...home].join(' ')}`);
      assert.ok(home.has(`${url('/docs/tides')}#high-water`), 'Link with a #hash');
      assert.ok(home.has(url('/docs/moorings')), 'a relative Link and the navbar item');
      const page = hrefsOf(read(served.dir, moorings));
      assert.ok(page.has(`${url('/docs/tides')}#high-water`), `Markdown link: ${[...page].join(' ')}`);
      assert.ok(page.has('/'), 'the root keeps its slash');
      assert.ok(hrefsOf(read(served.dir, tides)).has(url('/docs/moorings')), 'a Markdown link written without a slash');
      if (trailingSlash === undefined) assert.ok(!page.has('/docs/tides/'), 'unset: links as written');
    });

    test('sitemap and canonical URLs', () => {
      assert.deepEqual(sitemapUrls(served.dir), [
        'https://harbour.example.com/',
        `https://harbour.example.com${url('/docs/moorings')}`,
        `https://harbour.example.com${url('/docs/tides')}`,
      ]);
      assert.equal(canonicalOf(read(served.dir, moorings)), `https://harbour.example.com${url('/docs/moorings')}`);
      assert.equal(canonicalOf(read(served.dir, 'index.html')), 'https://harbour.example.com/');
    });

    test('useDocusaurusContext().siteConfig.trailingSlash', () => {
      assert.equal(setting(read(served.dir, 'index.html')), String(trailingSlash));
    });

    test('serve answers both forms as a static host set up for the setting', async () => {
      const get = (path: string) => fetch(served.site.url + path, { redirect: 'manual' });
      const plain = await get('/docs/moorings');
      const slashed = await get('/docs/moorings/?from=test');
      if (trailingSlash === true) {
        assert.equal(plain.status, 301);
        assert.equal(plain.headers.get('location'), '/docs/moorings/');
        assert.equal(slashed.status, 200);
      } else if (trailingSlash === false) {
        assert.equal(plain.status, 200);
        assert.equal(slashed.status, 301);
        assert.equal(slashed.headers.get('location'), '/docs/moorings?from=test');
      } else {
        assert.equal(plain.status, 200);
        assert.equal(slashed.status, 200);
      }
      assert.equal((await get('/')).status, 200);
    });
  });
}

/** The redirects plugin (pages, errors, warnings) and the sitemap document. */
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import redirectsPlugin from '../../plugins/redirects/index.ts';
import { BuildReport } from '../../src/core/build-report.ts';
import type { LoadContext } from '../../src/core/plugin-types.ts';
import { SiteError } from '../../src/core/site-error.ts';
import { redirectPageHtml } from '../../plugins/redirects/redirect-page.ts';
import { sitemapXml } from '../../plugins/sitemap/sitemap-xml.ts';

test('a redirect page redirects at once (script keeping query and hash, meta refresh) and shows a link', () => {
  const html = redirectPageHtml('/docs/new?a=1&b=<2>', 'https://example.com/docs/new');
  assert.match(html, /<meta http-equiv="refresh" content="0; url=\/docs\/new\?a=1&amp;b=&lt;2&gt;">/);
  assert.match(html, /<a href="\/docs\/new\?a=1&amp;b=&lt;2&gt;">/);
  assert.match(html, /location\.replace/);
  assert.match(html, /var t="\/docs\/new\?a=1&b=\\u003c2>"/, 'the target is a safe script string');
  assert.match(html, /<meta name="robots" content="noindex">/);
  assert.match(html, /<link rel="canonical" href="https:\/\/example.com\/docs\/new">/);
});

test('the sitemap lists escaped absolute URLs', () => {
  const xml = sitemapXml(['https://example.com/', 'https://example.com/a?b=1&c=2']);
  assert.match(xml, /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
  assert.match(xml, /<url><loc>https:\/\/example.com\/<\/loc><\/url>/);
  assert.match(xml, /<loc>https:\/\/example.com\/a\?b=1&amp;c=2<\/loc>/);
});

test('a redirect from a page of the site is an error naming the config file', async () => {
  const outDir = await mkdtemp(join(tmpdir(), 'redirects-'));
  try {
    const context = {
      siteDir: '/site',
      siteConfigPath: '/site/site.config.ts',
      baseUrl: '/',
      siteConfig: { url: 'https://example.com' },
      report: new BuildReport(),
    } as unknown as LoadContext;
    const plugin = await redirectsPlugin(context, { redirects: [{ from: '/docs/a', to: '/docs/b' }] });
    const route = (path: string) => ({ path, permalink: path, component: 'x', plugin: 'docs', pluginId: 'default' });
    await assert.rejects(
      async () => plugin.postBuild!({ ...context, outDir, routes: [route('/docs/a'), route('/docs/b')], routesPaths: [], pages: [], content: undefined }),
      (error: unknown) =>
        error instanceof SiteError &&
        error.file === '/site/site.config.ts' &&
        /redirect from "\/docs\/a" to "\/docs\/b": "\/docs\/a" is a page of the site/.test(error.message),
    );
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
});

test('redirects from createRedirects(existingPath) and fromExtensions are written; a target that is not a page is a warning', async () => {
  const outDir = await mkdtemp(join(tmpdir(), 'redirects-'));
  try {
    const report = new BuildReport();
    const context = { siteDir: '/site', baseUrl: '/base/', siteConfig: { url: 'https://example.com' }, report } as unknown as LoadContext;
    const plugin = await redirectsPlugin(context, {
      redirects: [{ from: ['/x', '/y'], to: '/missing' }],
      createRedirects: (existingPath: string) => (existingPath.startsWith('/docs/') ? [`/old${existingPath}`, `/older${existingPath}`] : undefined),
      fromExtensions: ['html'],
    });
    await plugin.postBuild!({
      ...context,
      outDir,
      routes: [{ path: '/docs/a', permalink: '/base/docs/a', component: 'x', plugin: 'docs', pluginId: 'default' }],
      routesPaths: [],
      pages: [],
      content: undefined,
    });
    assert.match(await readFile(join(outDir, 'old/docs/a/index.html'), 'utf8'), /url=\/base\/docs\/a"/);
    assert.match(await readFile(join(outDir, 'older/docs/a/index.html'), 'utf8'), /url=\/base\/docs\/a"/);
    assert.match(await readFile(join(outDir, 'docs/a.html/index.html'), 'utf8'), /url=\/base\/docs\/a"/);
    assert.match(await readFile(join(outDir, 'y/index.html'), 'utf8'), /url=\/base\/missing"/);
    assert.equal(report.warnings.filter((w) => w.includes('"/missing", which is not a page')).length, 2);
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
});

test('invalid redirect options name the key', async () => {
  const context = { siteDir: '/site', baseUrl: '/', siteConfig: {}, report: new BuildReport() } as unknown as LoadContext;
  await assert.rejects(
    async () => redirectsPlugin(context, { redirects: [{ from: 'no-slash', to: '/a' }] }),
    /plugins\.docusaurus-plugin-client-redirects\.redirects\.0\.from/,
  );
  await assert.rejects(async () => redirectsPlugin(context, { createRedirects: 'nope' }), /createRedirects.*must be a function/);
});

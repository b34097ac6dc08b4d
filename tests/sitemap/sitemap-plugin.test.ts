/**
 * The sitemap plugin's postBuild: robots.txt (generated with the sitemap's absolute URL, left to a
 * site's own static/robots.txt, "disallow all" with noIndex, off with robotsTxt: false), and
 * Docusaurus's options: createSitemapItems, noIndex (no sitemap), lastmod, changefreq/priority null.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, test } from 'node:test';
import sitemapPlugin, { type CreateSitemapItemsFn } from '../../plugins/sitemap/index.ts';
import { robotsTxt } from '../../plugins/sitemap/robots-txt.ts';
import { BuildReport } from '../../src/core/build-report.ts';
import type { LoadContext, RouteInfo } from '../../src/core/plugin-types.ts';

let siteDir = '';
let outDir = '';
beforeEach(async () => {
  siteDir = await mkdtemp(join(tmpdir(), 'sitemap-site-'));
  outDir = join(siteDir, 'build');
  await mkdir(outDir);
});
afterEach(() => rm(siteDir, { recursive: true, force: true }));

const route = (path: string, extra: Partial<RouteInfo> = {}): RouteInfo => ({
  path,
  permalink: `/base${path}`,
  component: 'x',
  plugin: 'docs',
  pluginId: 'default',
  ...extra,
});
const ROUTES = [route('/'), route('/docs/a', { metadata: { lastUpdatedAt: Date.UTC(2024, 2, 5, 10, 30) } }), route('/docs/hidden', { noIndex: true })];

/** Runs the plugin's postBuild for a site at https://example.com/base/ and returns what it wrote. */
async function runPlugin(options: Record<string, unknown> = {}, siteConfig: Record<string, unknown> = {}) {
  const context = {
    siteDir,
    siteConfigPath: join(siteDir, 'site.config.ts'),
    baseUrl: '/base/',
    siteConfig: { url: 'https://example.com', baseUrl: '/base/', noIndex: false, staticDirectories: ['static'], ...siteConfig },
    report: new BuildReport(),
  } as unknown as LoadContext;
  const plugin = await sitemapPlugin(context, options);
  await plugin.postBuild!({ ...context, outDir, routes: ROUTES, routesPaths: [], pages: [], content: undefined });
  const read = (file: string) => (existsSync(join(outDir, file)) ? readFile(join(outDir, file), 'utf8') : Promise.resolve(undefined));
  return { sitemap: await read(typeof options.filename === 'string' ? options.filename : 'sitemap.xml'), robots: await read('robots.txt') };
}

test('robots.txt allows every crawler and names the sitemap by its absolute URL (site url + baseUrl + filename)', async () => {
  const { robots, sitemap } = await runPlugin({ filename: 'pages.xml' });
  assert.equal(robots, 'User-agent: *\nAllow: /\n\nSitemap: https://example.com/base/pages.xml\n');
  assert.match(sitemap!, /<loc>https:\/\/example.com\/base\/docs\/a<\/loc>/);
});

test("a site's own static/robots.txt is left as it is: none is generated", async () => {
  await mkdir(join(siteDir, 'static'));
  await writeFile(join(siteDir, 'static/robots.txt'), 'User-agent: *\nDisallow: /private\n');
  // The build copied static/ into the output before postBuild.
  await writeFile(join(outDir, 'robots.txt'), 'User-agent: *\nDisallow: /private\n');
  const { robots, sitemap } = await runPlugin();
  assert.equal(robots, 'User-agent: *\nDisallow: /private\n');
  assert.ok(sitemap);
});

test('robotsTxt: false writes no robots.txt', async () => {
  const { robots, sitemap } = await runPlugin({ robotsTxt: false });
  assert.equal(robots, undefined);
  assert.ok(sitemap);
});

test('noIndex: robots.txt disallows everything and, as in Docusaurus, no sitemap is written', async () => {
  const { robots, sitemap } = await runPlugin({}, { noIndex: true });
  assert.equal(robots, 'User-agent: *\nDisallow: /\n');
  assert.equal(sitemap, undefined);
});

test('robots.txt without a sitemap has no Sitemap line', () => {
  assert.equal(robotsTxt({ noIndex: false, sitemapUrl: undefined }), 'User-agent: *\nAllow: /\n');
});

test('createSitemapItems edits the default items (Docusaurus: { siteConfig, routes, defaultCreateSitemapItems })', async () => {
  const createSitemapItems: CreateSitemapItemsFn = async ({ defaultCreateSitemapItems, ...params }) => {
    assert.equal(params.siteConfig.url, 'https://example.com');
    assert.deepEqual(
      params.routes.map((r) => r.path),
      ['/', '/docs/a', '/docs/hidden'],
    );
    const items = await defaultCreateSitemapItems(params);
    return [...items.filter((item) => !item.url.endsWith('/docs/a')), { url: 'https://example.com/extra', priority: 0.9 }];
  };
  const { sitemap } = await runPlugin({ createSitemapItems });
  const locs = [...sitemap!.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  assert.deepEqual(locs, ['https://example.com/base/', 'https://example.com/extra']);
  assert.match(sitemap!, /<loc>https:\/\/example.com\/extra<\/loc><priority>0.9<\/priority><\/url>/);
});

test('createSitemapItems must be a function and return an array', async () => {
  await assert.rejects(async () => runPlugin({ createSitemapItems: 'nope' }), /createSitemapItems.*must be a function/);
  await assert.rejects(async () => runPlugin({ createSitemapItems: () => 'nope' }), /createSitemapItems must return an array/);
});

test('lastmod date and datetime; changefreq and priority null leave their fields out', async () => {
  const date = (await runPlugin({ lastmod: 'date', changefreq: null, priority: null })).sitemap!;
  assert.match(date, /<loc>https:\/\/example.com\/base\/docs\/a<\/loc><lastmod>2024-03-05<\/lastmod><\/url>/);
  assert.doesNotMatch(date, /<changefreq>|<priority>/);
  const datetime = (await runPlugin({ lastmod: 'datetime' })).sitemap!;
  assert.match(datetime, /<lastmod>2024-03-05T10:30:00.000Z<\/lastmod><changefreq>weekly<\/changefreq><priority>0.5<\/priority>/);
  assert.doesNotMatch(datetime, /hidden/);
});

test("lastmod of a page without lastUpdatedAt: its source file's last git commit, as Docusaurus reads it", async () => {
  const file = join(siteDir, 'docs/b.md');
  await mkdir(join(siteDir, 'docs'));
  await writeFile(file, '# B\n');
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@example.com', ...args], {
      cwd: siteDir,
      env: { ...process.env, GIT_AUTHOR_DATE: '2023-07-01T12:00:00Z', GIT_COMMITTER_DATE: '2023-07-01T12:00:00Z' },
    });
  git('init', '-q');
  git('add', 'docs/b.md');
  git('commit', '-q', '-m', 'b');
  ROUTES.push(route('/docs/b', { metadata: { sourceFilePath: file } }));
  try {
    const { sitemap } = await runPlugin({ lastmod: 'date' });
    assert.match(sitemap!, /<loc>https:\/\/example.com\/base\/docs\/b<\/loc><lastmod>2023-07-01<\/lastmod>/);
    assert.match(sitemap!, /<loc>https:\/\/example.com\/base\/<\/loc><changefreq>/, 'a route with no source file has no lastmod');
  } finally {
    ROUTES.pop();
  }
});

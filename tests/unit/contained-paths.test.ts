/**
 * The checks behind every path content gives (src/core/contained-paths.ts): route paths with dot
 * segments, the files written for routes, where a content asset may come from, and the line of a
 * key for the messages. And the backstop: a route any plugin adds is checked by the plugin host.
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { checkContentAsset, checkContentRoutePath, fileInOutput, realAssetRoots, routePathProblem } from '../../src/core/contained-paths.ts';
import { frontMatterKeyLine, keyLine } from '../../src/core/key-line.ts';
import { createPlugins, loadSite } from '../../src/core/plugin-host.ts';
import { formatError } from '../../src/core/site-error.ts';
import { htmlFileForRoute } from '../../src/shared/route-path.ts';
import { removeDir } from '../support/fixture-site.ts';
import { tempLoadContext, type TempLoadContext } from '../support/temp-load-context.ts';

test('a route path may not have "." or ".." segments, encoded or not, backslashes or NUL', () => {
  for (const path of ['/', '/docs/intro', '/docs/1.0/intro', '/.well-known/x', '/a..b/c.', '/blog/tags/c%23', '/a%20b'])
    assert.equal(routePathProblem(path), undefined, path);
  for (const path of ['/../x', '/docs/..', '/docs/./x', '.', '/%2e%2e/x', '/%2E%2e/x', '/a/%2e/b', '/..%2f..%2fx'])
    assert.equal(routePathProblem(path), 'a route path may not contain "." or ".." segments', path);
  assert.equal(routePathProblem('/a\\..\\b'), 'a route path may not contain a backslash');
  assert.equal(routePathProblem('/a%5cb'), 'a route path may not contain a backslash');
  assert.equal(routePathProblem('/a\0b'), 'a route path may not contain a NUL character');
  assert.equal(routePathProblem('/a%00b'), 'a route path may not contain a NUL character');
});

test('a content route path with dot segments is an error naming the file, the line and the value', () => {
  assert.equal(checkContentRoutePath('/docs/x', { file: '/site/docs/a.md', key: 'slug', value: 'x' }), '/docs/x');
  assert.throws(
    () => checkContentRoutePath('/docs/../../tmp/pwned', { file: `${process.cwd()}/docs/a.md`, key: 'slug', value: '/../../tmp/pwned', line: () => 2 }),
    (error: unknown) => formatError(error) === 'docs/a.md:2: slug "/../../tmp/pwned" leads outside the site: a route path may not contain "." or ".." segments',
  );
});

test('no HTML file is named for a route path that leads out of the output', () => {
  assert.equal(htmlFileForRoute('/docs/1.0/intro'), 'docs/1.0/intro/index.html');
  assert.throws(() => htmlFileForRoute('/docs/../../x'), /no page is written for the route path "\/docs\/\.\.\/\.\.\/x"/);
  assert.throws(() => htmlFileForRoute('/x/%2e%2e/%2e%2e/y', false), /"\." or "\.\." segments/);
});

test('a file the build writes must lie inside the output folder', () => {
  assert.equal(fileInOutput('/out/build', 'docs/a/index.html'), '/out/build/docs/a/index.html');
  assert.throws(() => fileInOutput('/out/build', '../x/index.html'), /lies outside the output folder/);
  assert.throws(() => fileInOutput('/out/build', '/etc/x'), /lies outside the output folder/);
  assert.throws(() => fileInOutput('/out/build', '.'), /lies outside the output folder/);
});

let dir: string;
before(() => {
  dir = mkdtempSync(join(tmpdir(), 'contained-paths-'));
  mkdirSync(join(dir, 'site/docs'), { recursive: true });
  mkdirSync(join(dir, 'site/.git'), { recursive: true });
  mkdirSync(join(dir, 'site/static/.well-known'), { recursive: true });
  mkdirSync(join(dir, 'shared-docs'), { recursive: true });
  for (const file of ['site/docs/a.png', 'site/.git/config', 'site/static/.well-known/logo.png', 'shared-docs/b.png', 'outside.png'])
    writeFileSync(join(dir, file), 'x');
  symlinkSync(join(dir, 'outside.png'), join(dir, 'site/docs/out.png'));
  symlinkSync(join(dir, 'shared-docs/b.png'), join(dir, 'site/docs/shared.png'));
});
after(() => removeDir(dir));

test("a content asset must really lie in the site, a static folder or the content folder, and not be hidden (but for a static folder's)", () => {
  const roots = realAssetRoots([
    { folder: join(dir, 'site'), publishedWhole: false },
    { folder: join(dir, 'site/static'), publishedWhole: true },
    { folder: join(dir, 'shared-docs'), publishedWhole: false },
  ]);
  const asset = (file: string) => ({ file: join(dir, file), markdownFile: join(dir, 'site/docs/a.md'), line: 3, kind: 'image', written: file });
  assert.equal(checkContentAsset(asset('site/docs/a.png'), roots), join(dir, 'site/docs/a.png'));
  // A content folder outside the site (a monorepo's `path: '../docs'`), also through a link.
  assert.equal(checkContentAsset(asset('shared-docs/b.png'), roots), join(dir, 'shared-docs/b.png'));
  assert.equal(checkContentAsset(asset('site/docs/shared.png'), roots), join(dir, 'site/docs/shared.png'));
  assert.throws(() => checkContentAsset(asset('outside.png'), roots), /a\.md:3: image "outside\.png" lies outside the site folder/);
  assert.throws(() => checkContentAsset(asset('site/docs/out.png'), roots), /lies outside the site folder \(a symbolic link to .*outside\.png\)/);
  assert.throws(() => checkContentAsset(asset('site/.git/config'), roots), /image "site\/\.git\/config" is hidden \("\.git" starts with a dot\)/);
  // A static folder is published whole, hidden files included: linking to one publishes nothing new.
  assert.equal(checkContentAsset(asset('site/static/.well-known/logo.png'), roots), join(dir, 'site/static/.well-known/logo.png'));
});

test('the line of a key: top-level front matter, nested YAML and JSON', () => {
  const source = '---\ntitle: A\nslug: /x\ntags:\n  - label: T\n    permalink: /t\n---\nslug: body\n';
  assert.equal(frontMatterKeyLine(source, 'slug'), 3);
  assert.equal(frontMatterKeyLine(source, 'permalink'), undefined);
  assert.equal(keyLine(source, 'permalink', { from: frontMatterKeyLine(source, 'tags') }), 6);
  assert.equal(keyLine('{\n  "link": {\n    "slug": "/x"\n  }\n}', 'slug'), 3);
});

let temp: TempLoadContext;
before(async () => {
  temp = await tempLoadContext('contained-paths-host-');
});
after(() => temp.remove());

test('a route any plugin adds with a ".." segment is an error naming the plugin, the path and its source file', async () => {
  const { plugins } = await createPlugins(temp.context, [
    () => ({
      name: 'hostile-routes',
      contentLoaded({ actions }) {
        actions.addRoute({ path: '/docs/../../pwned', component: '@theme/NotFound', sourceFile: join(temp.context.siteDir, 'docs/a.md') });
      },
    }),
  ]);
  await assert.rejects(loadSite(temp.context, plugins), (error: unknown) => {
    assert.match(
      formatError(error),
      /docs\/a\.md: plugin "hostile-routes" added the route "\/docs\/\.\.\/\.\.\/pwned": a route path may not contain "\." or "\.\." segments/,
    );
    return true;
  });
});

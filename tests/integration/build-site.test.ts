/** Builds the basic fixture site and checks the output folder a static host would serve. */
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { buildSite, copyFixture, removeDir } from '../support/fixture-site.ts';
import type { BuildResult } from '../../src/core/build.ts';

let siteDir: string;
let result: BuildResult;

before(async () => {
  siteDir = await copyFixture('basic');
  result = await buildSite(siteDir);
});
after(() => removeDir(siteDir));

test('one prerendered HTML file per route, 404.html, static files copied', () => {
  const out = result.outDir;
  for (const file of ['index.html', 'about/index.html', 'crash/index.html', 'lazy/index.html', 'slow/index.html', '404.html', 'img/dot.svg']) {
    assert.ok(existsSync(join(out, file)), file);
  }
  assert.equal(result.routeCount, 5);
  assert.match(readFileSync(join(out, 'about/index.html'), 'utf8'), /<h2 id="details">Details<\/h2>/);
  assert.match(readFileSync(join(out, '404.html'), 'utf8'), /Page not found/);
});

test('HTML carries title, description, canonical, Open Graph and async/defer scripts', () => {
  const html = readFileSync(join(result.outDir, 'about/index.html'), 'utf8');
  assert.match(html, /<title>About \| Fixture site<\/title>/);
  assert.match(html, /<meta name="description" content="About the fixture">/);
  assert.match(html, /<link rel="canonical" href="https:\/\/fixture.example.com\/about">/);
  assert.match(html, /<meta property="og:title" content="About \| Fixture site">/);
  assert.match(html, /<script src="https:\/\/cdn.example.invalid\/lib.js" async><\/script>/);
  for (const [, src] of html.matchAll(/<script ([^>]*)src="\/assets/g)) assert.match(src, /defer/);
});

test('JS and CSS are content-hashed; each route has a manifest; no route table in main', () => {
  const js = readdirSync(join(result.outDir, 'assets/js'));
  assert.ok(
    js.every((f) => /\.[0-9a-f]{8}\.js$/.test(f)),
    js.join(', '),
  );
  assert.ok(readdirSync(join(result.outDir, 'assets/css')).every((f) => /\.[0-9a-f]{8}\.css$/.test(f)));
  const manifests = readdirSync(join(result.outDir, 'assets/routes'));
  assert.equal(manifests.length, 5);
  const main = js.find((f) => f.startsWith('main.'))!;
  assert.doesNotMatch(readFileSync(join(result.outDir, 'assets/js', main), 'utf8'), /Heavy component loaded|Crash page/);
});

test('what a page loads before it responds: only the parts of React Router it uses, no mobile drawer', () => {
  const html = readFileSync(join(result.outDir, 'about/index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script [^>]*src="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
  assert.ok(
    scripts.some((src) => src.includes('/main.')),
    scripts.join(', '),
  );
  const js = scripts.map((src) => readFileSync(join(result.outDir, src), 'utf8')).join('\n');
  assert.match(js, /pushState/, 'the browser history is there');
  // Option names only the memory history, the hash history and withRouter's statics helper read.
  for (const unused of ['initialEntries', 'hashType', 'getDefaultProps', 'react.async_mode']) assert.ok(!js.includes(unused), `no code that reads ${unused}`);
  // The config's validation (zod) stays on the build's side: the theme imports no schema.
  assert.ok(!js.includes('$ZodType'), 'no config schema in the page');
  // The drawer loads when first opened.
  assert.ok(!js.includes('Back to main menu'), 'the mobile drawer is not loaded up front');
  const chunks = readdirSync(join(result.outDir, 'assets/js')).map((f) => readFileSync(join(result.outDir, 'assets/js', f), 'utf8'));
  assert.ok(
    chunks.some((chunk) => chunk.includes('Back to main menu')),
    'the drawer has its own chunk',
  );
});

test("pages' content travels in content-hashed payloads, not in the bundle", () => {
  const payloads = readdirSync(join(result.outDir, 'assets/pages'));
  assert.equal(payloads.length, 5);
  assert.ok(
    payloads.every((f) => /^\w+\.[0-9a-f]{8}\.js$/.test(f)),
    payloads.join(', '),
  );
  const withText = (dir: string) =>
    readdirSync(join(result.outDir, dir)).filter((f) => readFileSync(join(result.outDir, dir, f), 'utf8').includes('Intro paragraph with a '));
  assert.equal(withText('assets/pages').length, 1);
  assert.deepEqual(withText('assets/js'), []);
  const about = readFileSync(join(result.outDir, 'about/index.html'), 'utf8');
  const manifest = JSON.parse(
    readFileSync(
      join(
        result.outDir,
        'assets/routes',
        readdirSync(join(result.outDir, 'assets/routes')).find((f) => readFileSync(join(result.outDir, 'assets/routes', f), 'utf8').includes('"/about"'))!,
      ),
      'utf8',
    ),
  );
  assert.equal(manifest.js.at(-1), `/assets/pages/${withText('assets/pages')[0]}`, 'the manifest lists the payload last');
  assert.match(about, new RegExp(`<script defer src="${manifest.js.at(-1)}"></script>`), 'the page loads its payload');
});

test('links between Markdown files resolve to routes; broken links warn with the page', () => {
  const slow = readFileSync(join(result.outDir, 'slow/index.html'), 'utf8');
  assert.match(slow, /href="\/about#details"/);
  const warning = result.report.warnings.find((w) => w.startsWith('Broken links'));
  assert.ok(warning, 'a broken-link warning');
  // (A link to a file with an extension, like ./index.tsx, would be a file to ship, as in Docusaurus.)
  assert.match(warning!, /- on \/about:\n\s+\S*src\/pages\/about\.mdx:\d+: \/nowhere/);
});

test('the summary records time per phase', () => {
  assert.deepEqual(
    result.report.phases.map((p) => p.name),
    [
      'load plugins',
      'load content',
      'compile markdown',
      'bundle',
      'copy files',
      'write payloads',
      'prerender',
      'post build',
      'check links',
      'swap output',
      'total',
    ],
  );
});

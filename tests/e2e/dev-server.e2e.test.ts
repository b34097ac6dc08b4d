/**
 * The dev server: pages render, an MDX syntax error is reported with file, line and column in
 * the terminal and in the page, the server survives it, and the page recovers once the file is fixed.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { startDevServer, type DevServer } from '../../src/core/dev-server.ts';
import { sitePaths } from '../../src/core/site-paths.ts';
import { documentStillMarked, launchBrowser, markDocument, openPage } from '../support/browser.ts';
import { copyFixture, removeDir } from '../support/fixture-site.ts';

let browser: Browser;
let siteDir: string;
/** The server's own work folder (caches), so the test sees what it compiled. */
const workDir = mkdtempSync(join(tmpdir(), 'dev-server-work-'));
let server: DevServer;
/** Given by the system (a fixed range can hold ports Chromium refuses to load, such as 3659). */
let port: number;
const terminal: string[] = [];
const originalError = console.error;

before(async () => {
  siteDir = await copyFixture('basic');
  console.error = (...args: unknown[]) => terminal.push(args.join(' '));
  server = await startDevServer(sitePaths(siteDir, 'build', workDir), { port: 0, host: '127.0.0.1', quiet: true });
  port = server.port;
  browser = await launchBrowser();
});
after(async () => {
  console.error = originalError;
  await browser?.close();
  await server?.close();
  await removeDir(siteDir);
  await removeDir(workDir);
});

test('Markdown compiles when its page is first asked for, not at start', async () => {
  const compiled = () => readdirSync(join(workDir, '.cache/markdown')).filter((f) => f !== 'permalinks.json').length;
  assert.equal(compiled(), 0, 'nothing compiled at start');
  assert.equal((await fetch(`http://127.0.0.1:${port}/about`)).status, 200);
  assert.equal(compiled(), 1, 'the page asked for, and only it');
});

test('an MDX syntax error shows in the terminal and the page, and the page recovers when fixed', async () => {
  const { page } = await openPage(browser);
  await page.goto(`http://127.0.0.1:${port}/about`);
  await page.waitForSelector('h2#details');

  const file = join(siteDir, 'src/pages/about.mdx');
  const good = readFileSync(file, 'utf8');
  writeFileSync(file, good.replace('## Details {#details}', '## Details {#details}\n\n<div>\n{broken'));
  const overlay = page.locator('#webpack-hot-middleware-clientOverlay');
  await overlay.waitFor({ timeout: 20_000 });
  assert.match((await overlay.textContent())!, /about\.mdx:\d+:\d+: MDX syntax error/);
  await waitFor(() => terminal.some((line) => /about\.mdx:\d+:\d+: MDX syntax error/.test(line)));

  writeFileSync(file, good.replace('A tip with **bold** text.', 'A tip that was edited.'));
  await page.waitForSelector('text=A tip that was edited.', { timeout: 20_000 });
  assert.equal(await overlay.count(), 0, 'the error overlay is gone');
  await page.close();
});

test('an edit to front matter and content shows without restarting the server', async () => {
  const { page } = await openPage(browser);
  await page.goto(`http://127.0.0.1:${port}/slow`);
  await page.waitForSelector('text=A page the tests delay');
  const file = join(siteDir, 'src/pages/slow.mdx');
  writeFileSync(file, readFileSync(file, 'utf8').replace('A page the tests delay', 'An edited page the tests delay'));
  await page.waitForSelector('text=An edited page the tests delay', { timeout: 20_000 });
  await page.close();
});

test('a broken page does not hold back the update of another', async () => {
  assert.equal((await fetch(`http://127.0.0.1:${port}/about`)).status, 200, 'the about page is one the server has made');
  const { page } = await openPage(browser);
  await page.goto(`http://127.0.0.1:${port}/slow`);
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  const about = join(siteDir, 'src/pages/about.mdx');
  const slow = join(siteDir, 'src/pages/slow.mdx');
  const [goodAbout, goodSlow] = [readFileSync(about, 'utf8'), readFileSync(slow, 'utf8')];
  try {
    writeFileSync(about, goodAbout + '\n<div>\n{broken\n');
    await page.locator('#webpack-hot-middleware-clientOverlay').waitFor({ timeout: 20_000 });
    writeFileSync(slow, goodSlow + '\nStill updated while another page is broken.\n');
    await page.waitForSelector('text=Still updated while another page is broken', { timeout: 20_000 });
  } finally {
    writeFileSync(about, goodAbout);
    writeFileSync(slow, goodSlow);
  }
  await page.close();
});

test('a component edit updates the page in place (React Fast Refresh, no reload)', async () => {
  const { page, errors } = await openPage(browser);
  await page.goto(`http://127.0.0.1:${port}/`);
  await page.waitForSelector('text=Fixture home');
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  await markDocument(page);
  const file = join(siteDir, 'src/pages/index.tsx');
  writeFileSync(file, readFileSync(file, 'utf8').replace('<h1>Fixture home</h1>', '<h1>Fixture home, refreshed</h1>'));
  await page.waitForSelector('text=Fixture home, refreshed', { timeout: 20_000 });
  assert.equal(await documentStillMarked(page), true, 'no full reload');
  assert.deepEqual(
    errors.filter((e) => !/\[HMR\]|hot/i.test(e)),
    [],
  );
  await page.close();
});

test('a config edit reloads content (navbar title) without restarting the server', async () => {
  const { page } = await openPage(browser);
  await page.goto(`http://127.0.0.1:${port}/about`);
  await page.waitForSelector('.navbar__brand >> text=Fixture');
  const file = join(siteDir, 'site.config.ts');
  writeFileSync(file, readFileSync(file, 'utf8').replace("navbar: { title: 'Fixture'", "navbar: { title: 'Renamed fixture'"));
  await expectEventually(async () => {
    await page.reload();
    return (await page.locator('.navbar__brand').textContent())?.includes('Renamed fixture') ?? false;
  });
  await page.close();
});

async function expectEventually(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 300));
  }
}

async function waitFor(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}

test('a client-side navigation to a page no test has opened yet loads its code and content', async () => {
  const manifest = await fetch(`http://127.0.0.1:${port}/assets/routes/nonexistent.json`);
  assert.equal(manifest.status, 404, 'an unknown route has no manifest');
  const { page, errors } = await openPage(browser);
  await page.goto(`http://127.0.0.1:${port}/`);
  await page.getByRole('heading', { name: 'Fixture home' }).waitFor();
  await page.getByRole('link', { name: 'Lazy' }).click();
  await page.waitForURL(`http://127.0.0.1:${port}/lazy`);
  await page.getByRole('heading', { name: 'Lazy page' }).waitFor({ timeout: 20_000 });
  // Code loaded on demand is compiled when asked for, through the lazy compilation server (another port, which answers this page's origin).
  await page.getByRole('button', { name: 'Show heavy content' }).click();
  await page.locator('#heavy-loaded').waitFor({ timeout: 20_000 });
  assert.deepEqual(errors, []);
  await page.close();
});

describe('a docs site in the dev server', () => {
  let docsDir: string;
  let docsServer: DevServer;
  let docsPort: number;
  before(async () => {
    docsDir = await copyFixture('docs-site');
    docsServer = await startDevServer(sitePaths(docsDir, 'build', join(workDir, 'docs')), { port: 0, host: '127.0.0.1', quiet: true });
    docsPort = docsServer.port;
  });
  after(async () => {
    await docsServer?.close();
    await removeDir(docsDir);
  });

  test("an edit to one page's sidebar label reaches another open page's sidebar, without a reload", async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`http://127.0.0.1:${docsPort}/docs/getting-started`);
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await page.locator('.docs-sidebar >> text=Custom path').first().waitFor();
    await markDocument(page);
    const file = join(docsDir, 'docs/custom.mdx');
    writeFileSync(file, readFileSync(file, 'utf8').replace('title: Custom path', 'title: Custom path\nsidebar_label: Renamed while open'));
    await page.locator('.docs-sidebar >> text=Renamed while open').first().waitFor({ timeout: 20_000 });
    assert.equal(await documentStillMarked(page), true, 'no full reload');
    assert.deepEqual(errors, []);
    await page.close();
  });
});

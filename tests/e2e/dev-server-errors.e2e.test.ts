/**
 * Dev server errors name their source and heal: a page that crashes while rendering shows a panel
 * naming the source file and line, the message and the component stack, with the navbar and
 * footer around it; the terminal prints it once; the page renders again by itself once the file
 * is fixed, and the terminal says `ok: <file> compiles again`. A Markdown import that cannot be
 * found names the Markdown file and line, once, in the terminal and the overlay. Production
 * bundles carry none of the dev panel's code.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { startDevServer, type DevServer } from '../../src/core/dev-server.ts';
import { sitePaths } from '../../src/core/site-paths.ts';
import { RENDER_REPORT_PATH } from '../../src/shared/dev-messages.ts';
import { documentStillMarked, launchBrowser, markDocument, openPage } from '../support/browser.ts';
import { buildSite, copyFixture, removeDir } from '../support/fixture-site.ts';

let browser: Browser;
let siteDir: string;
const workDir = mkdtempSync(join(tmpdir(), 'dev-server-errors-work-'));
let server: DevServer;
let port: number;
/** What the server printed: errors and its other lines (the "ok" lines among them). */
const terminal: string[] = [];
const original = { error: console.error, log: console.log };

/** A page whose component throws until the file is edited (a React component error, not Markdown). */
const THROWING_PAGE = `import Layout from '@theme/Layout';

function Thrower(): never {
  throw new Error('Thrown by the fixture component');
}

export default function ThrowingPage() {
  return (
    <Layout title="Throws">
      <h1>Throwing page</h1>
      {typeof window === 'undefined' ? null : <Thrower />}
    </Layout>
  );
}
`;

before(async () => {
  siteDir = await copyFixture('basic');
  writeFileSync(join(siteDir, 'src/pages/throws.tsx'), THROWING_PAGE);
  console.error = (...args: unknown[]) => terminal.push(args.join(' '));
  console.log = (...args: unknown[]) => terminal.push(args.join(' '));
  server = await startDevServer(sitePaths(siteDir, 'build', workDir), { port: 0, host: '127.0.0.1' });
  port = server.port;
  browser = await launchBrowser();
});
after(async () => {
  Object.assign(console, original);
  await browser?.close();
  await server?.close();
  await removeDir(siteDir);
  await removeDir(workDir);
});

/** The terminal's lines (from the `from`th on) that match. */
const linesMatching = (pattern: RegExp, from = 0) => terminal.slice(from).filter((line) => pattern.test(line));

async function waitFor(check: () => boolean, timeoutMs = 20_000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The 1-based line of a file's text holding `needle`. */
const lineOf = (text: string, needle: string) => text.split('\n').findIndex((line) => line.includes(needle)) + 1;

test('an undefined component in MDX: a panel names file and line inside the theme, the terminal once; fixing the file heals the page with no click', async () => {
  const { page } = await openPage(browser);
  await page.goto(`http://127.0.0.1:${port}/about`);
  await page.waitForSelector('h2#details');
  await markDocument(page);
  const file = join(siteDir, 'src/pages/about.mdx');
  const good = readFileSync(file, 'utf8');
  const broken = good.replace('## Details {#details}', '## Details {#details}\n\n<MissingComp />\n');
  writeFileSync(file, broken);
  const where = `src/pages/about.mdx:${lineOf(broken, '<MissingComp />')}`;

  const panel = page.locator('.dev-error-panel');
  await panel.waitFor({ timeout: 20_000 });
  await panel.getByText(where).waitFor();
  const text = (await panel.textContent())!;
  assert.match(text, /This page crashed\./);
  assert.match(text, /Expected component `MissingComp` to be defined/);
  assert.match(text, /Component stack[\s\S]*at MDXContent/);
  assert.ok(await page.locator('.navbar__brand').isVisible(), 'the navbar stays');
  assert.ok(await page.locator('footer').isVisible(), 'the footer stays');
  const reported = new RegExp(`${where}: Expected component \`MissingComp\``);
  await waitFor(() => linesMatching(reported).length > 0);

  writeFileSync(file, good);
  await page.waitForSelector('h2#details', { timeout: 20_000 });
  assert.equal(await panel.count(), 0, 'the panel is gone');
  assert.equal(await documentStillMarked(page), true, 'healed in place, not reloaded');
  await waitFor(() => linesMatching(/^ok: src\/pages\/about\.mdx compiles again$/).length > 0);
  assert.equal(linesMatching(reported).length, 1, 'the error was printed once');
  assert.equal(linesMatching(/^ok: src\/pages\/about\.mdx compiles again$/).length, 1);
  await page.close();
});

test('a component that throws: the panel names the TSX file and line; a code fix re-renders it (hot update, no click)', async () => {
  const { page } = await openPage(browser);
  await page.goto(`http://127.0.0.1:${port}/throws`);
  const where = `src/pages/throws.tsx:${lineOf(THROWING_PAGE, 'function Thrower')}`;
  await page.locator('.dev-error-panel').getByText(where).waitFor({ timeout: 20_000 });
  assert.match((await page.locator('.dev-error-panel').textContent())!, /Thrown by the fixture component[\s\S]*at Thrower/);
  assert.ok(await page.locator('.navbar__brand').isVisible(), 'the navbar stays');
  await waitFor(() => linesMatching(new RegExp(`${where}: Thrown by the fixture component`)).length === 1);

  const file = join(siteDir, 'src/pages/throws.tsx');
  writeFileSync(
    file,
    THROWING_PAGE.replace("throw new Error('Thrown by the fixture component');", 'return <p id="fixed">Fixed in place</p>;').replace('never', 'JSX.Element'),
  );
  await page.waitForSelector('#fixed', { timeout: 20_000 });
  await waitFor(() => linesMatching(/^ok: src\/pages\/throws\.tsx compiles again$/).length === 1);
  await page.close();
});

test('a Markdown import that cannot be found names the MDX file and line once, in the terminal and the overlay; no HTML is read as a script', async () => {
  const { page, errors } = await openPage(browser);
  const warnings: string[] = [];
  page.on('console', (message) => warnings.push(message.text()));
  await page.goto(`http://127.0.0.1:${port}/about`);
  await page.waitForSelector('h2#details');
  const from = terminal.length;
  const file = join(siteDir, 'src/pages/about.mdx');
  const good = readFileSync(file, 'utf8');
  const broken = good.replace('## Details {#details}', "import Nope from './nope';\n\n## Details {#details}");
  writeFileSync(file, broken);
  const where = `src/pages/about.mdx:${lineOf(broken, "import Nope from './nope'")}`;
  const overlay = page.locator('#webpack-hot-middleware-clientOverlay');
  await overlay.waitFor({ timeout: 20_000 });
  assert.match((await overlay.textContent())!, new RegExp(`${where}: cannot find the module "./nope"`));
  const reported = new RegExp(`${where}: cannot find the module "./nope" this file imports`);
  await waitFor(() => linesMatching(reported).length > 0);

  writeFileSync(file, good);
  await waitFor(() => linesMatching(/^ok: src\/pages\/about\.mdx compiles again$/, from).length === 1);
  await overlay.waitFor({ state: 'detached', timeout: 20_000 });
  assert.equal(linesMatching(reported).length, 1, 'printed once');
  assert.deepEqual(linesMatching(/\.generated/), [], 'no generated module named');
  assert.deepEqual(
    [...errors, ...warnings].filter((text) => /SyntaxError|Unexpected token '<'/.test(text)),
    [],
  );
  await page.close();
});

test('an MDX compile error prints once, and one ok line once the file compiles again', async () => {
  assert.equal((await fetch(`http://127.0.0.1:${port}/about`)).status, 200, 'a page the server has made');
  const from = terminal.length;
  const file = join(siteDir, 'src/pages/about.mdx');
  const good = readFileSync(file, 'utf8');
  writeFileSync(file, `${good}\n<div>\n{broken\n`);
  const reported = /src\/pages\/about\.mdx:\d+:\d+: MDX syntax error/;
  await waitFor(() => linesMatching(reported, from).length > 0);
  writeFileSync(file, good);
  await waitFor(() => linesMatching(/^ok: src\/pages\/about\.mdx compiles again$/, from).length === 1);
  assert.equal(linesMatching(reported, from).length, 1, 'printed once');
});

test('render reports are taken from the dev server own pages only', async () => {
  const post = (headers: Record<string, string>) =>
    fetch(`http://127.0.0.1:${port}${RENDER_REPORT_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ kind: 'error', route: '/about', message: 'posted by another page', componentStack: '' }),
    });
  assert.equal((await post({ origin: 'http://evil.example' })).status, 403);
  assert.equal((await post({ origin: `http://127.0.0.1:${port + 1}` })).status, 403, 'another port');
  assert.equal((await post({})).status, 403, 'no Origin: not a page');
  assert.equal((await post({ origin: `http://127.0.0.1:${port}`, 'content-type': 'text/plain' })).status, 403, 'a form-like post');
  assert.deepEqual(linesMatching(/posted by another page/), []);
  assert.equal((await fetch(`http://127.0.0.1:${port}${RENDER_REPORT_PATH}`, { method: 'PUT' })).status, 405);
});

test('a production build carries none of the dev error panel, and keeps the theme error page', async () => {
  const prodDir = await copyFixture('basic');
  try {
    await buildSite(prodDir);
    const jsDir = join(prodDir, 'build/assets/js');
    const js = readdirSync(jsDir)
      .filter((name) => name.endsWith('.js'))
      .map((name) => readFileSync(join(jsDir, name), 'utf8'))
      .join('\n');
    assert.ok(js.includes('This page crashed.'), 'the theme error page ships');
    for (const devOnly of [RENDER_REPORT_PATH, 'dev-error-panel', 'Component stack']) assert.ok(!js.includes(devOnly), devOnly);
  } finally {
    await removeDir(prodDir);
  }
});

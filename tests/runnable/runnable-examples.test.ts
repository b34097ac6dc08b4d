/**
 * Runnable examples (plugins/runnable-examples, src/theme/CodeBlockRun.tsx) on a fixture site with
 * an XState v5 and an XState v4 folder: the build compiles the examples and the runtimes' worker
 * scripts and warns about an example importing what its runtime lacks; in Chromium, nothing of it
 * is requested before Run is clicked, a run prints what the example prints in Node (run here as
 * the content tests run blocks), with the actor's final snapshot value, and a runaway loop is stopped.
 * A page's script marks a runnable block with its runtime's name alone: the button's label comes
 * from the block's title or the heading above it, and the example's file from the code it shows.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, waitForHydration } from '../support/browser.ts';
import { buildSite, copyFixture, removeDir, repoRoot, serveBuild, type ServedSite } from '../support/fixture-site.ts';
import { runnableBlocks } from '../../plugins/runnable-examples/runnable-blocks.ts';

let siteDir: string;
let site: ServedSite;
let browser: Browser;
let warnings: string[];

before(async () => {
  siteDir = await copyFixture('runnable-examples');
  const template = readFileSync(join(siteDir, 'site.config.template'), 'utf8');
  writeFileSync(join(siteDir, 'site.config.ts'), template.replaceAll('GENERATOR_DIR', repoRoot));
  // The worker scripts bundle the site's installed xstate and xstate4 (the repository's).
  symlinkSync(join(repoRoot, 'node_modules'), join(siteDir, 'node_modules'), 'dir');
  const result = await buildSite(siteDir);
  warnings = result.report.warnings.map(String);
  site = await serveBuild(join(siteDir, 'build'));
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await site?.close();
  await removeDir(siteDir);
});

/** What a block prints when Node runs it (tsx), its `xstate` import resolved to the given package, as tests/content does. */
function printedInNode(page: string, index: number, xstatePackage: string): string[] {
  const block = runnableBlocks(readFileSync(join(siteDir, page), 'utf8'))[index];
  const dir = mkdtempSync(join(tmpdir(), 'runnable-node-'));
  try {
    mkdirSync(join(dir, 'node_modules'));
    symlinkSync(join(repoRoot, 'node_modules', xstatePackage), join(dir, 'node_modules', 'xstate'), 'dir');
    writeFileSync(join(dir, `block.${block.language}`), block.code);
    const output = execFileSync(join(repoRoot, 'node_modules/.bin/tsx'), [join(dir, `block.${block.language}`)], { cwd: dir, encoding: 'utf8' });
    return output.split('\n').filter((line) => line !== '');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Clicks the Run button named `label` and returns the output lines once the run has ended. */
async function run(page: Page, label: string): Promise<string[]> {
  const button = page.getByRole('button', { name: `Run example: ${label}` });
  await button.click();
  const frame = page.locator('.code-block', { has: button });
  await frame.locator('.code-block__run-button[aria-busy="false"]').waitFor();
  await page.waitForFunction((name) => {
    const region = [...document.querySelectorAll('[role="log"]')].find((r) => r.getAttribute('aria-label') === `Output of ${name}`);
    return region && region.children.length > 0;
  }, label);
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Run', 'focus stays on the button');
  return frame.locator('.code-block__output-line').allTextContents();
}

test('the build compiles the examples and both runtimes, and warns about an import no runtime provides', () => {
  const files = readdirSync(join(siteDir, 'build/assets/runnable'));
  assert.ok(
    files.some((f) => /^worker-xstate-v5-[0-9a-f]{12}\.js$/.test(f)),
    files.join(', '),
  );
  assert.ok(
    files.some((f) => /^worker-xstate-v4-[0-9a-f]{12}\.js$/.test(f)),
    files.join(', '),
  );
  assert.equal(files.filter((f) => f.startsWith('example-')).length, 4, 'the v5 toggle, the runaway loop, the highlighted example and the v4 toggle');
  assert.ok(
    warnings.some((w) => w.includes('docs/intro.mdx:47') && w.includes('"immer"') && w.includes('no Run button')),
    `expected a warning naming docs/intro.mdx:47 and "immer", got:\n${warnings.join('\n')}`,
  );
});

test("a page's script marks each runnable block with its runtime's name and carries nothing else of it", () => {
  const html = readFileSync(join(siteDir, 'build/docs/intro/index.html'), 'utf8');
  const payloadUrl = /<script\b[^>]*\bsrc="(\/assets\/pages\/[^"]+\.js)"/.exec(html)?.[1];
  assert.ok(payloadUrl, 'the page lists its payload script');
  const payload = readFileSync(join(siteDir, 'build', payloadUrl), 'utf8');
  assert.equal(payload.match(/"data-runnable":\s*"xstate-v5"/g)?.length, 3, 'the toggle, the runaway loop and the highlighted example');
  assert.doesNotMatch(payload, /example-[0-9a-f]{12}|data-runnable-/, 'no example file names or labels');
});

test('a v5 example runs in a worker on click, prints what Node prints, and shows the final snapshot; nothing loads before', async () => {
  const { page, errors } = await openPage(browser);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto(`${site.url}/docs/intro`);
  await waitForHydration(page);
  assert.deepEqual(
    requested.filter((url) => url.includes('/assets/runnable/')),
    [],
    'no worker or example is requested before Run',
  );
  // The buttons arrive once the page is interactive (their code is not part of the JS before it).
  await page
    .getByRole('button', { name: /^Run example/ })
    .first()
    .waitFor();
  assert.equal(await page.getByRole('button', { name: /^Run example/ }).count(), 3, 'the immer example and the plain block get no button');
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  const lines = await run(page, 'Toggle');
  assert.deepEqual(lines, [...printedInNode('docs/intro.mdx', 0, 'xstate'), "Final snapshot value: 'inactive'"]);
  assert.match(workers[0] ?? '', /\/assets\/runnable\/worker-xstate-v5-[0-9a-f]{12}\.js$/, 'the example ran in the v5 worker');
  assert.deepEqual(errors, []);
  await page.close();
});

test('an example named by the heading above it runs the code it shows, its magic comment left out', async () => {
  const { page, errors } = await openPage(browser);
  await page.goto(`${site.url}/docs/intro`);
  await waitForHydration(page);
  const lines = await run(page, 'Highlighted lines');
  assert.deepEqual(lines, printedInNode('docs/intro.mdx', 2, 'xstate'));
  assert.deepEqual(errors, []);
  await page.close();
});

test('a v4 example runs with XState v4 and prints what Node prints with v4', async () => {
  const { page, errors } = await openPage(browser);
  await page.goto(`${site.url}/docs/v4/intro`);
  await waitForHydration(page);
  const lines = await run(page, 'toggle-v4.ts');
  assert.deepEqual(lines, [...printedInNode('docs/v4/intro.mdx', 0, 'xstate4'), "Final snapshot value: 'active'"]);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a runaway loop is stopped at the time limit, with a message, and the page stays responsive', async () => {
  const { page, errors } = await openPage(browser);
  await page.goto(`${site.url}/docs/intro`);
  await waitForHydration(page);
  const lines = await run(page, 'runaway.js');
  assert.deepEqual(lines, ['Stopped: the example was still running after 2 s.']);
  assert.equal(await page.evaluate(() => 1 + 1), 2);
  assert.deepEqual(errors, []);
  await page.close();
});

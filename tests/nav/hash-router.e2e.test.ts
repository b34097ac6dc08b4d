/**
 * `future.experimental_router: 'hash'` as Docusaurus 3.10 builds it: the output has one HTML file,
 * index.html, with relative URLs; opened from file:// in Chromium, the app shows the page the hash
 * names, links are hash links (`#/docs/intro`) that navigate in place, and a reload keeps the page.
 * The broken-link check still runs on such a site.
 */
import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser, markDocument, documentStillMarked, openPage } from '../support/browser.ts';
import { buildSite, removeDir } from '../support/fixture-site.ts';
import { listOutputFiles } from '../../src/core/output-folder.ts';
import { formatError } from '../../src/core/site-error.ts';
import { builtNavFixture } from './nav-fixtures.ts';

let siteDir = '';
let browser: Browser;

before(async () => {
  siteDir = await builtNavFixture('hash-site');
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await removeDir(siteDir);
});

const entryUrl = () => pathToFileURL(join(siteDir, 'build', 'index.html')).href;

test('the build emits a single index.html whose URLs are relative', async () => {
  const files = [...(await listOutputFiles(join(siteDir, 'build')))];
  assert.deepEqual(
    files.filter((file) => file.endsWith('.html')),
    ['/index.html'],
  );
  const html = await readFile(join(siteDir, 'build', 'index.html'), 'utf8');
  assert.match(html, /<script defer src="\.\/assets\/js\/main\.[^"]+\.js">/);
  assert.doesNotMatch(html, /(src|href)="\/assets\//);
});

test('from file://, the app opens at #/, follows hash links in place and reloads on the same page', async () => {
  const { page, errors } = await openPage(browser);
  await page.goto(entryUrl());
  await page.waitForSelector('#home-title');
  assert.match(page.url(), /index\.html#\/$/);
  assert.equal(await page.getAttribute('#to-intro', 'href'), '#/docs/intro');

  await markDocument(page);
  await page.click('#to-intro');
  await page.waitForSelector('h1:has-text("Intro")');
  assert.match(page.url(), /index\.html#\/docs\/intro$/);
  assert.equal(await documentStillMarked(page), true, 'navigated on the client, no page load');

  // A Markdown link between docs is a hash link too.
  await page.click('article a:has-text("second page")');
  await page.waitForSelector('h1:has-text("Second page")');
  assert.match(page.url(), /#\/docs\/second$/);

  // A link to a heading stays on the page's hash path, as Docusaurus routes it.
  await page.locator('.table-of-contents__link:visible', { hasText: 'Details' }).click();
  await page.waitForFunction(() => location.hash === '#/docs/second#details');
  assert.equal(await page.locator('h1:has-text("Second page")').count(), 1);

  await page.reload();
  await page.waitForSelector('h1:has-text("Second page")');
  await page.goBack();
  await page.waitForFunction(() => location.hash === '#/docs/second');
  await page.goBack();
  await page.waitForSelector('h1:has-text("Intro")');
  assert.deepEqual(errors, []);
  await page.close();
});

test('a broken link still fails the build', async () => {
  await writeFile(
    join(siteDir, 'src/pages/broken.js'),
    `import React from 'react';\nimport Link from '@docusaurus/Link';\nexport default () => <Link to="/docs/missing">x</Link>;\n`,
  );
  await assert.rejects(buildSite(siteDir), (error: unknown) => {
    assert.match(formatError(error), /Broken links[\s\S]*\/docs\/missing/);
    return true;
  });
});

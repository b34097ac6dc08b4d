/**
 * `start --locale fr` on the three-locale fixture: the dev server serves the French site at its
 * base URL (/fr/), as Docusaurus's start does, in French (translated doc, navbar, theme strings)
 * with `<html lang="fr">`.
 */
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { startDevServer, type DevServer } from '../../src/core/dev-server.ts';
import { sitePaths } from '../../src/core/site-paths.ts';
import { launchBrowser, openPage, waitForHydration } from '../support/browser.ts';
import { copyFixture, removeDir } from '../support/fixture-site.ts';

let siteDir = '';
let server: DevServer;
let browser: Browser;
const workDir = mkdtempSync(join(tmpdir(), 'dev-server-locale-work-'));

before(async () => {
  siteDir = await copyFixture('i18n-site');
  server = await startDevServer(sitePaths(siteDir, 'build', workDir), { port: 0, host: '127.0.0.1', quiet: true, locale: 'fr' });
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.close();
  await removeDir(siteDir);
  await removeDir(workDir);
});

test('the French site is served at /fr/, in French', async () => {
  const { page, errors } = await openPage(browser);
  await page.goto(`http://127.0.0.1:${server.port}/fr/docs/planting`);
  await waitForHydration(page);
  assert.equal(await page.locator('html').getAttribute('lang'), 'fr');
  assert.match(await page.locator('main h1').innerText(), /Plantation/);
  assert.match(await page.locator('.navbar').innerText(), /Carnet/);
  assert.match(await page.locator('main').innerText(), /Suivant/);
  assert.deepEqual(errors, []);
});

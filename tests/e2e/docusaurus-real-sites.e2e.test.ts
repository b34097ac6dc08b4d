/**
 * What a reader sees of the docusaurus-real-sites fixture in Chromium: pages reading the site
 * config (through useDocusaurusContext, and a class component's `this.props.config`) hydrate
 * without errors and render the same after a client-side navigation, and code tabs inserted by a
 * remark plugin work on the second page that has them.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { documentStillMarked, launchBrowser, markDocument, openPage, waitForHydration } from '../support/browser.ts';
import { buildSite, copyFixtureWithPackages, removeDir, serveBuild, type ServedSite } from '../support/fixture-site.ts';

let siteDir: string;
let site: ServedSite;
let browser: Browser;

before(async () => {
  siteDir = await copyFixtureWithPackages('docusaurus-real-sites');
  const result = await buildSite(siteDir);
  site = await serveBuild(result.outDir);
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await site?.close();
  await removeDir(siteDir);
});

test('the config pages hydrate, and the class component page renders its config after a client navigation', async () => {
  const { page, errors } = await openPage(browser);
  await page.goto(`${site.url}/site-config`);
  await waitForHydration(page);
  assert.deepEqual(await page.locator('#languages li').allTextContents(), ['JavaScript', 'TypeScript']);
  assert.equal(await page.locator('#organization').textContent(), 'harbour-org');
  assert.equal(await page.locator('#harbour-lights').textContent(), 'on');
  await markDocument(page);
  await page.locator('a.navbar__brand').click();
  await page.locator('#config-title').waitFor();
  assert.equal(await page.locator('#config-title').textContent(), 'Harbour Guide');
  assert.equal(await page.locator('#config-languages').textContent(), '2 languages');
  assert.ok(await documentStillMarked(page), 'a client-side navigation, not a page load');
  assert.deepEqual(errors, []);
  await page.close();
});

test('code tabs on the second page that has them switch', async () => {
  const { page, errors } = await openPage(browser);
  await page.goto(`${site.url}/tabs-two`);
  await waitForHydration(page);
  await page.getByRole('tab', { name: 'TypeScript' }).click();
  assert.match((await page.getByRole('tabpanel').filter({ visible: true }).textContent()) ?? '', /answer: string = 'two'/);
  assert.deepEqual(errors, []);
  await page.close();
});

/**
 * The nav fixture in Chromium: a site's own navbar item type (registered by wrapping
 * `@theme/NavbarItem/ComponentTypes`) renders its component with the item's props, in the bar, in
 * a dropdown and in the mobile drawer; the version dropdown lists the versions its `versions`
 * option names, in that order and with those labels; and the debug pages (preset-classic's
 * `debug: true`) show the config, routes, content and global data.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, waitForHydration } from '../support/browser.ts';
import { removeDir, serveBuild, type ServedSite } from '../support/fixture-site.ts';
import { builtNavFixture } from './nav-fixtures.ts';

let siteDir = '';
let site: ServedSite;
let browser: Browser;

before(async () => {
  siteDir = await builtNavFixture('nav-site');
  site = await serveBuild(join(siteDir, 'build'));
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await site?.close();
  await removeDir(siteDir);
});

test('a custom-* navbar item renders the component the site registered, with its props', async () => {
  const { page, errors } = await openPage(browser);
  await page.goto(site.url + '/');
  await waitForHydration(page);
  const inBar = page.locator('nav .greeting-item[data-dropdown="false"]').first();
  assert.equal(await inBar.textContent(), 'Hello, reader');
  assert.equal(await inBar.locator('strong').count(), 1, 'the "emphasis" prop reached the component');
  assert.equal(await page.locator('.greeting-item[data-dropdown="true"]').first().textContent(), 'Hello, dropdown');

  await page.setViewportSize({ width: 500, height: 800 });
  await page.click('button[aria-label="Toggle navigation bar"]');
  await page.waitForSelector('.greeting-item[data-mobile="true"]');
  assert.deepEqual(errors, []);
  await page.close();
});

test('the version dropdown lists the configured versions, in order, with their labels', async () => {
  const { page, errors } = await openPage(browser);
  await page.goto(site.url + '/docs/next/intro');
  await waitForHydration(page);
  const dropdown = page.locator('.docs-version-dropdown');
  // On a page of the current version, the button shows that version's configured label.
  assert.match((await dropdown.locator('button, a').first().textContent())!, /Upcoming/);
  const entries = await dropdown.locator('.dropdown__link').allTextContents();
  assert.deepEqual(entries, ['Old 1.0', 'Upcoming']);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the debug pages show the config, routes, content and global data', async () => {
  const { page, errors } = await openPage(browser);
  await page.goto(site.url + '/__docusaurus/debug');
  await waitForHydration(page);
  assert.match((await page.textContent('main'))!, /Site config[\s\S]*Nav Fixture/);
  assert.equal(await page.title(), 'Docusaurus debug panel');

  await page.click('nav >> text=Routes');
  await page.waitForSelector('h2:has-text("Routes")');
  const routes = await page.locator('main li code').allTextContents();
  assert.ok(routes.includes('/docs/next/intro') && routes.includes('/'), routes.join(', '));

  await page.click('nav >> text=Content');
  await page.waitForSelector('h2:has-text("Plugin content")');
  assert.match((await page.textContent('main'))!, /docusaurus-plugin-content-docs/);

  await page.click('nav >> text=Global data');
  await page.waitForSelector('h2:has-text("Global data")');
  assert.match((await page.textContent('main'))!, /docusaurus-plugin-content-docs/);
  assert.deepEqual(errors, []);
  await page.close();
});

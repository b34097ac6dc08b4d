/**
 * themeConfig.docs options our own site leaves off, in Chromium on the docs fixture with them on:
 * sidebar.hideable (a button hides the desktop sidebar, another brings it back),
 * sidebar.autoCollapseCategories (opening a category closes its open siblings) and
 * versionPersistence "none" (the chosen version is not stored).
 */
import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, waitForHydration } from '../support/browser.ts';
import { buildSite, copyFixture, removeDir, serveBuild, type ServedSite } from '../support/fixture-site.ts';

let siteDir: string;
let site: ServedSite;
let browser: Browser;

before(async () => {
  siteDir = await copyFixture('docs-site');
  const configFile = join(siteDir, 'site.config.ts');
  const config = await readFile(configFile, 'utf8');
  const withOptions = config.replace(
    'themeConfig: {',
    "themeConfig: {\n    docs: { versionPersistence: 'none', sidebar: { hideable: true, autoCollapseCategories: true } },",
  );
  assert.notEqual(withOptions, config, 'the fixture config has a themeConfig to extend');
  await writeFile(configFile, withOptions);
  await buildSite(siteDir);
  site = await serveBuild(join(siteDir, 'build'));
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await site?.close();
  await removeDir(siteDir);
});

async function visit(path: string): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const watched = await openPage(context);
  await watched.page.goto(site.url + path);
  await waitForHydration(watched.page);
  return watched;
}

test('hideable: "Collapse sidebar" hides the desktop sidebar, "Expand sidebar" brings it back', async () => {
  const { page, errors } = await visit('/docs');
  const sidebar = page.locator('.docs-sidebar--desktop');
  assert.ok(await sidebar.isVisible());
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  assert.equal(await sidebar.count(), 0);
  const expand = page.getByRole('button', { name: 'Expand sidebar' });
  await expand.focus();
  await page.keyboard.press('Enter');
  assert.ok(await page.locator('.docs-sidebar--desktop').isVisible());
  assert.deepEqual(errors, []);
});

test('autoCollapseCategories: opening a category closes the open one beside it', async () => {
  const { page, errors } = await visit('/docs');
  const toggles = page.locator('.docs-sidebar--desktop .docs-sidebar__list--root > .docs-sidebar__category > .docs-sidebar__category-row [aria-expanded]');
  assert.ok((await toggles.count()) >= 2, 'two top-level categories');
  const [first, second] = [toggles.nth(0), toggles.nth(1)];
  if ((await first.getAttribute('aria-expanded')) === 'false') await first.click();
  assert.equal(await first.getAttribute('aria-expanded'), 'true');
  if ((await second.getAttribute('aria-expanded')) === 'true') {
    await second.click();
    await first.click();
  }
  await second.click();
  assert.equal(await second.getAttribute('aria-expanded'), 'true');
  assert.equal(await first.getAttribute('aria-expanded'), 'false', 'the sibling closed');
  assert.deepEqual(errors, []);
});

test('versionPersistence "none": choosing a version stores nothing', async () => {
  const { page, errors } = await visit('/docs');
  await page
    .locator('.navbar__inner')
    .getByRole('button', { name: /^Versions/ })
    .click();
  await page.locator('.navbar__inner .docs-version-dropdown .dropdown__link', { hasText: 'Version 1' }).click();
  await page.waitForURL(/\/docs\/1\.0/);
  assert.equal(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default')), null);
  assert.deepEqual(errors, []);
});

/**
 * Tabs in MDX (`import Tabs from '@theme/Tabs'`) in Chromium, on the docs fixture's
 * /docs/guides/advanced: default tabs, groupId sync across the page, the stored choice, keyboard.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { openPage } from '../support/browser.ts';
import { fixtureSiteWithBrowser } from '../support/site-with-browser.ts';

const env = fixtureSiteWithBrowser('docs-site');

async function open(page: Page): Promise<Locator> {
  await page.goto(env.site.url + '/docs/guides/advanced');
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  return page.getByRole('tablist');
}

/** The selected tab of each tab list, and the visible panel text of each. */
async function state(page: Page): Promise<string[]> {
  return page
    .locator('.tabs-container')
    .evaluateAll((containers) =>
      containers.map(
        (c) => `${c.querySelector('[role="tab"][aria-selected="true"]')?.textContent}: ${c.querySelector('[role="tabpanel"]:not([hidden])')?.textContent}`,
      ),
    );
}

test('each Tabs starts on its default tab, and only the selected panel shows', async () => {
  const { page, errors } = await openPage(env.browser);
  await open(page);
  assert.deepEqual(await state(page), ['npm: npm install thing', 'Yarn: yarn thing']);
  assert.equal(await page.locator('[role="tabpanel"][hidden]').count(), 2);
  assert.deepEqual(errors, []);
  await page.close();
});

test('choosing a tab chooses it in every Tabs of the group, and the choice is stored', async () => {
  const context = await env.browser.newContext();
  const page = await context.newPage();
  const [first] = await (await open(page)).all();
  await first.getByRole('tab', { name: 'Yarn' }).click();
  assert.deepEqual(await state(page), ['Yarn: yarn add thing', 'Yarn: yarn thing']);
  assert.equal(await page.evaluate(() => localStorage.getItem('tabs-group-package-manager')), 'yarn');

  await page.getByRole('tablist').nth(1).getByRole('tab', { name: 'npm' }).click();
  assert.deepEqual(await state(page), ['npm: npm install thing', 'npm: npm run thing']);

  await page.reload();
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  await page.waitForFunction(() => document.querySelectorAll('[role="tab"][aria-selected="true"]')[1]?.textContent === 'npm');
  assert.deepEqual(await state(page), ['npm: npm install thing', 'npm: npm run thing'], 'the stored choice wins over the default');
  await context.close();
});

test('arrow keys, Home and End move between tabs and select them', async () => {
  const context = await env.browser.newContext();
  const page = await context.newPage();
  const [first] = await (await open(page)).all();
  await first.getByRole('tab', { name: 'npm' }).focus();
  await page.keyboard.press('ArrowRight');
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Yarn');
  assert.deepEqual(await state(page), ['Yarn: yarn add thing', 'Yarn: yarn thing']);
  await page.keyboard.press('ArrowRight'); // wraps around
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'npm');
  await page.keyboard.press('End');
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-selected')), 'true');
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Yarn');
  await page.keyboard.press('Home');
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'npm');
  assert.deepEqual(
    await first.getByRole('tab').evaluateAll((tabs) => tabs.map((t) => t.getAttribute('tabindex'))),
    ['0', '-1'],
    'only the selected tab is in the tab order',
  );
  await context.close();
});

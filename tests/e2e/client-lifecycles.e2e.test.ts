/**
 * Client modules' route lifecycles in Chromium (fixture "client-lifecycles"), called as
 * Docusaurus calls them: onRouteUpdate before a location renders (the first one too), its
 * cleanup once the route is ready, onRouteDidUpdate after it rendered (the first load too); by
 * name or on the default export. A client module with side effects only runs even when its
 * package says `"sideEffects": false`.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { openPage, waitForHydration } from '../support/browser.ts';
import { fixtureSiteWithBrowser } from '../support/site-with-browser.ts';

const env = fixtureSiteWithBrowser('client-lifecycles');

const routeLog = (page: Page) => page.evaluate(() => (window as unknown as { routeLog?: string[] }).routeLog ?? []);
const logEnds = (page: Page, entry: string) => page.waitForFunction((last) => (window as unknown as { routeLog?: string[] }).routeLog?.at(-1) === last, entry);

test('onRouteUpdate and onRouteDidUpdate on load, client navigation, hash change and back', async () => {
  const { page, errors } = await openPage(env.browser);
  await page.goto(env.site.url + '/');
  await waitForHydration(page);
  await logEnds(page, 'did null -> / [Home]');
  assert.deepEqual(await routeLog(page), ['update null -> / [Home]', 'update done / [Home]', 'did null -> / [Home]']);

  await page.click('#to-second');
  await logEnds(page, 'did / -> /second [Second]');
  await page.click('#to-part');
  await logEnds(page, 'did /second -> /second#part [Second]');
  await page.goBack();
  await page.goBack();
  await logEnds(page, 'did /second -> / [Home]');
  assert.deepEqual((await routeLog(page)).slice(3), [
    // The update comes before the new page is on screen; "did" after it is.
    'update / -> /second [Home]',
    'update done /second [Second]',
    'did / -> /second [Second]',
    'update /second -> /second#part [Second]',
    'update done /second#part [Second]',
    'did /second -> /second#part [Second]',
    'update /second#part -> /second [Second]',
    'update done /second [Second]',
    'did /second#part -> /second [Second]',
    'update /second -> / [Second]',
    'update done / [Home]',
    'did /second -> / [Home]',
  ]);
  assert.deepEqual(await page.evaluate(() => (window as unknown as { defaultExportLog?: string[] }).defaultExportLog), [
    '/',
    '/second',
    '/second',
    '/second',
    '/',
  ]);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a client module with side effects only runs although its package says it has none', async () => {
  const { page } = await openPage(env.browser);
  await page.goto(env.site.url + '/second');
  await waitForHydration(page);
  assert.equal(await page.evaluate(() => document.documentElement.dataset.marker), 'ran');
  await page.close();
});

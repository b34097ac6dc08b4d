/**
 * The docusaurus-theme fixture in Chromium: swizzled components and @docusaurus/* client modules
 * hydrate without errors and behave as in Docusaurus (BrowserOnly after hydration, ThemedImage
 * following the colour mode, ErrorBoundary catching, Tabs in the query string, Mermaid drawn
 * with its library loaded by the pages that have a diagram only).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { documentStillMarked, markDocument, openPage, waitForHydration } from '../support/browser.ts';
import { fixtureSiteWithBrowser } from '../support/site-with-browser.ts';

const env = fixtureSiteWithBrowser('docusaurus-theme');

/** React reports the error the fixture's ErrorBoundary catches on purpose; any other is a failure. */
const unexpected = (errors: string[]) => errors.filter((error) => !error.includes('Crashed on purpose'));

test('every page hydrates without console errors', async () => {
  const { page, errors } = await openPage(env.browser);
  for (const path of ['/', '/components', '/plain', '/guide', '/docs/intro']) {
    await page.goto(env.site.url + path);
    await waitForHydration(page);
    await page.waitForTimeout(100);
  }
  assert.deepEqual(unexpected(errors), []);
  await page.close();
});

test('client modules behave after hydration: BrowserOnly, useIsBrowser, ErrorBoundary, Head', async () => {
  const { page, errors } = await openPage(env.browser);
  await page.goto(env.site.url + '/');
  await waitForHydration(page);
  await page.waitForSelector('#browser-only:has-text("rendered in")');
  assert.equal(await page.textContent('#browser-only'), 'rendered in /, canUseDOM true');
  assert.equal(await page.textContent('#is-browser'), 'browser');
  assert.equal(await page.textContent('#error-fallback'), 'Caught: Crashed on purpose');
  assert.equal(await page.locator('meta[name="fixture-meta"]').count(), 1, 'the prerendered tag is kept, not doubled');
  assert.equal(await page.evaluate(() => document.documentElement.classList.contains('fixture-html-class')), true);
  assert.deepEqual(unexpected(errors), []);
  await page.close();
});

test("ThemedImage shows the current mode's image and switches with the colour mode", async () => {
  const { page } = await openPage(env.browser);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(env.site.url + '/');
  await waitForHydration(page);
  const images = page.locator('img.themedComponent');
  await page.waitForFunction(() => document.querySelectorAll('img.themedComponent').length === 1);
  assert.match((await images.getAttribute('src'))!, /light\.svg$/);
  await page.click('#dark');
  await page.waitForSelector('img.themedComponent--dark');
  assert.equal(await images.count(), 1);
  assert.match((await images.getAttribute('src'))!, /dark\.svg$/);
  assert.equal(await page.textContent('#color-mode'), 'dark');
  await page.close();
});

test("before hydration, CSS shows only the image of the page's mode", async () => {
  const context = await env.browser.newContext({ javaScriptEnabled: false, colorScheme: 'light' });
  const page = await context.newPage();
  await page.goto(env.site.url + '/');
  assert.equal(await page.locator('img.themedComponent--light').isVisible(), true);
  assert.equal(await page.locator('img.themedComponent--dark').isVisible(), false);
  await context.close();
});

test('@docusaurus/Link inside Interpolate navigates on the client', async () => {
  const { page, errors } = await openPage(env.browser);
  await page.goto(env.site.url + '/');
  await waitForHydration(page);
  await markDocument(page);
  await page.click('#interpolate a');
  await page.waitForURL('**/guide');
  await page.waitForSelector('nav.toc-inline');
  assert.equal(await documentStillMarked(page), true);
  assert.deepEqual(unexpected(errors), []);
  await page.close();
});

test('Tabs with queryString: the URL chooses the tab, a choice goes into the URL', async () => {
  const { page } = await openPage(env.browser);
  await page.goto(env.site.url + '/components?pm=yarn');
  await waitForHydration(page);
  await page.waitForSelector('[role="tab"][aria-selected="true"]:has-text("Yarn")');
  await page.click('[role="tab"]:has-text("npm")');
  await page.waitForURL('**/components?pm=npm');
  await page.close();
});

test('Mermaid draws the diagram; pages without one never load the library', async () => {
  const { page, errors } = await openPage(env.browser);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto(env.site.url + '/');
  await waitForHydration(page);
  await page.waitForTimeout(200);
  assert.ok(!requests.some((url) => url.includes('mermaid')), 'the home page loads no Mermaid');
  await page.goto(env.site.url + '/guide');
  await waitForHydration(page);
  await page.waitForSelector('.mermaid-diagram svg', { timeout: 60_000 });
  assert.ok(requests.some((url) => /mermaid\.min\.[0-9a-f]{8}\.js$/.test(url)));
  assert.deepEqual(unexpected(errors), []);
  await page.close();
});

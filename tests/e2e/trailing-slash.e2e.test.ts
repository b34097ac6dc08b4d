/**
 * `trailingSlash` in Chromium (tests/fixtures/trailing-slash): with true and with false, a page
 * served at its URL hydrates, and its links navigate on the client to the other page, in the
 * site's form, with its #anchor.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { documentStillMarked, launchBrowser, markDocument, openPage, waitForHydration } from '../support/browser.ts';
import { serveTrailingSlashSiteDuringSuite } from '../support/trailing-slash-site.ts';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser?.close());

for (const trailingSlash of [true, false]) {
  describe(`trailingSlash: ${trailingSlash}`, () => {
    const served = serveTrailingSlashSiteDuringSuite(trailingSlash);

    test('client navigation between pages in the site form', async () => {
      const url = (path: string) => (trailingSlash ? `${path}/` : path);
      const { page, errors } = await openPage(browser);
      await page.goto(served.site.url + url('/docs/moorings'));
      await waitForHydration(page);
      await markDocument(page);
      await page.click('article a:has-text("tide table")');
      await page.waitForSelector('h1:has-text("Tides")');
      const shown = new URL(page.url());
      assert.equal(shown.pathname + shown.hash, `${url('/docs/tides')}#high-water`);
      assert.equal(await documentStillMarked(page), true, 'no full page load');
      await page.click('article a:has-text("the moorings")');
      await page.waitForSelector('h1:has-text("Moorings")');
      assert.equal(new URL(page.url()).pathname, url('/docs/moorings'));
      assert.equal(await documentStillMarked(page), true);
      assert.deepEqual(errors, []);
      await page.close();
    });
  });
}

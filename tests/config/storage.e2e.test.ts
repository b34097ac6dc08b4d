/**
 * The site config's `storage` in Chromium: with `{ type: 'sessionStorage', namespace: 'blue' }`
 * the reader's colour mode and dismissed announcement bar are kept in sessionStorage under
 * Docusaurus's namespaced keys (`theme-blue`), never in localStorage, and the inline scripts read
 * them back before the first paint of the next page load.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, waitForHydration } from '../support/browser.ts';
import { buildSite, removeDir, serveBuild, type ServedSite } from '../support/fixture-site.ts';
import { writeSite } from './write-site.ts';

let siteDir = '';
let site: ServedSite;
let browser: Browser;

before(async () => {
  siteDir = await writeSite({
    'docusaurus.config.js': `module.exports = {
  title: 'Stored preferences',
  url: 'https://storage.example.com',
  baseUrl: '/',
  plugins: ['pages'],
  storage: { type: 'sessionStorage', namespace: 'blue' },
  themeConfig: { announcementBar: { id: 'news', content: 'News!' } },
};
`,
    'src/pages/index.md': '# Home\n\nHello.\n',
  });
  await buildSite(siteDir);
  site = await serveBuild(`${siteDir}/build`);
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await site?.close();
  await removeDir(siteDir);
});

test('preferences go to sessionStorage under namespaced keys, and are read back before the first paint', async () => {
  const { page, errors } = await openPage(browser);
  await page.goto(`${site.url}/`);
  await waitForHydration(page);
  const before = await page.getAttribute('html', 'data-theme');
  await page.click('.color-mode-toggle');
  const chosen = before === 'dark' ? 'light' : 'dark';
  await page.waitForFunction((mode) => document.documentElement.getAttribute('data-theme') === mode, chosen);
  const stored = await page.evaluate(() => ({
    session: Object.fromEntries(Object.entries(sessionStorage)),
    local: Object.fromEntries(Object.entries(localStorage)),
  }));
  assert.equal(stored.session['theme-blue'], chosen);
  assert.equal(stored.session['announcement.id-blue'], 'news');
  assert.deepEqual(stored.local, {}, 'nothing in localStorage');

  // The inline script reads the namespaced key of sessionStorage: the mode is there before any script of the bundle runs.
  await page.route('**/assets/js/**', (route) => route.abort());
  await page.reload();
  assert.equal(await page.getAttribute('html', 'data-theme'), chosen);
  assert.deepEqual(
    errors.filter((e) => !/assets\/js|Failed to load/.test(e)),
    [],
  );
  await page.close();
});

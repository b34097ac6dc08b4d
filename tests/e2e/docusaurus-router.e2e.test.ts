/**
 * A site's own components on the router (fixture "router-api", under the base URL /sub/):
 * `@docusaurus/Link` with Docusaurus's props, and React Router 5's hooks and components through
 * `@docusaurus/router` and `react-router-dom`, prerendered and then live in Chromium.
 */
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { documentStillMarked, launchBrowser, markDocument, openPage, waitForHydration } from '../support/browser.ts';
import { buildSite, copyFixture, removeDir, serveBuild, type ServedSite } from '../support/fixture-site.ts';

let siteDir = '';
let site: ServedSite;
let browser: Browser;

before(async () => {
  siteDir = await copyFixture('router-api');
  await buildSite(siteDir);
  // Served as a host serves a site built for the base URL /sub/: the build moved under /sub.
  mkdirSync(join(siteDir, 'host'));
  renameSync(join(siteDir, 'build'), join(siteDir, 'host/sub'));
  site = await serveBuild(join(siteDir, 'host'));
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await site?.close();
  await removeDir(siteDir);
});

const anchor = (html: string, id: string) => html.match(new RegExp(`<a[^>]*id="${id}"[^>]*>`))?.[0] ?? '';

describe('@docusaurus/Link in the prerendered HTML', () => {
  test('base URL, external links, pathname:// links and nav links', () => {
    const html = readFileSync(join(siteDir, 'host/sub/index.html'), 'utf8');
    assert.match(anchor(html, 'to-hooks'), /href="\/sub\/hooks"/, 'an absolute path gets the base URL');
    assert.match(anchor(html, 'prefixed'), /href="\/sub\/hooks"/, 'a path that has the base URL keeps it once');
    assert.match(anchor(html, 'no-base'), /href="\/elsewhere"/, 'autoAddBaseUrl={false} leaves the path');
    assert.match(anchor(html, 'external'), /target="_blank"/);
    assert.match(anchor(html, 'external'), /rel="noopener noreferrer"/);
    assert.match(anchor(html, 'pdf'), /href="\/sub\/files\/guide.pdf"/);
    assert.match(anchor(html, 'nav-home'), /class="is-here"/, 'the nav link to the page shown is active');
    assert.match(anchor(html, 'nav-home'), /aria-current="page"/);
    assert.doesNotMatch(anchor(html, 'nav-hooks'), /is-here/);
    assert.match(html, /withRouter sees (<!-- -->)?\/sub\/</, 'the home page is prerendered at its URL, /sub/');
  });
});

describe('React Router in the browser', () => {
  test('links navigate on the client; hooks read the router; useHistory navigates', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(site.url + '/sub/');
    await waitForHydration(page);
    await markDocument(page);
    await page.click('#to-hooks');
    await page.waitForSelector('text=useLocation: /sub/hooks');
    assert.equal(new URL(page.url()).pathname, '/sub/hooks');
    assert.equal(await page.locator('#match').textContent(), 'useRouteMatch: /');
    assert.equal(await page.locator('#match-path').textContent(), 'matchPath: intro');
    await page.click('text=Back home with useHistory');
    await page.waitForSelector('text=withRouter sees /sub/');
    assert.equal(new URL(page.url()).pathname, '/sub/');
    assert.equal(await documentStillMarked(page), true, 'no full page load');
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('a nav link follows the page shown', async () => {
    const { page } = await openPage(browser);
    await page.goto(site.url + '/sub/');
    await waitForHydration(page);
    await page.click('#nav-hooks');
    await page.waitForSelector('text=useLocation: /sub/hooks');
    await page.goBack();
    await page.waitForSelector('#nav-home.is-here');
    assert.equal(await page.locator('#nav-hooks.is-here').count(), 0);
    await page.close();
  });

  test('Redirect sends the reader on, loaded directly or reached by a link', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(site.url + '/sub/old');
    await page.waitForSelector('text=useLocation: /sub/hooks');
    assert.equal(new URL(page.url()).pathname, '/sub/hooks');
    await page.goto(site.url + '/sub/');
    await waitForHydration(page);
    await page.click('#to-old');
    await page.waitForSelector('text=useLocation: /sub/hooks');
    assert.equal(new URL(page.url()).pathname, '/sub/hooks');
    assert.deepEqual(errors, []);
    await page.close();
  });
});

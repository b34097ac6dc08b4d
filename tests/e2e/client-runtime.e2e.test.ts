/**
 * The client runtime in real Chromium against a built fixture site: hydration, client
 * navigation, progress bar timing, prefetch policy, not-found, .html normalisation, chunk-load
 * failure, the error boundary, lazily loaded content with Retry, and the base-URL banner.
 */
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { contextWithConnection, documentStillMarked, markDocument, openPage, waitForHydration, waitForNewDocument } from '../support/browser.ts';
import { fixtureSiteWithBrowser } from '../support/site-with-browser.ts';
import { buildSite, copyFixture, removeDir, serveBuild } from '../support/fixture-site.ts';
import { SPINNER_DELAY_MS } from '../../src/client/lazy-component.tsx';

const env = fixtureSiteWithBrowser('basic');

const waitForClient = waitForHydration;

describe('hydration and navigation', () => {
  test('every page hydrates without console errors', async () => {
    const { page, errors } = await openPage(env.browser);
    for (const path of ['/', '/about', '/slow', '/lazy']) {
      await page.goto(env.site.url + path);
      await waitForClient(page);
      await page.waitForTimeout(150);
    }
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('links navigate on the client, and scroll to the hash target', async () => {
    const { page, errors } = await openPage(env.browser);
    await page.setViewportSize({ width: 800, height: 300 });
    await page.goto(env.site.url + '/');
    await waitForClient(page);
    await markDocument(page);
    await page.click('text=Details');
    await page.waitForURL('**/about#details');
    await page.waitForSelector('h2#details');
    assert.equal(await documentStillMarked(page), true, 'no full page load');
    const top = await page.evaluate(() => document.getElementById('details')!.getBoundingClientRect().top);
    assert.ok(top < 100, `the hash target is scrolled into view (top ${top})`);
    await page.click('.navbar__brand');
    await page.waitForURL(env.site.url + '/');
    assert.equal(await page.evaluate(() => window.scrollY), 0, 'a new page starts at the top');
    assert.equal(await page.title(), 'Home | Fixture site');
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('back and forward restore each page and its scroll position, on the client', async () => {
    const { page, errors } = await openPage(env.browser);
    await page.setViewportSize({ width: 800, height: 300 });
    await page.goto(env.site.url + '/about');
    await waitForClient(page);
    await markDocument(page);
    await page.evaluate(() => window.scrollTo(0, 200));
    const scrolled = await page.evaluate(() => window.scrollY);
    assert.ok(scrolled > 100, `the about page scrolls (${scrolled})`);
    // A click from script: Playwright's own would first scroll the (hidden) navbar into view.
    await page.evaluate(() => document.querySelector<HTMLElement>('.navbar__brand')!.click());
    await page.waitForURL(env.site.url + '/');
    await page.waitForSelector('text=Fixture home');
    await page.waitForFunction(() => window.scrollY === 0);
    await page.goBack();
    await page.waitForURL('**/about');
    await page.waitForSelector('h2#details');
    await page.waitForFunction((y) => window.scrollY === y, scrolled);
    await page.goForward();
    await page.waitForURL(env.site.url + '/');
    await page.waitForSelector('text=Fixture home');
    assert.equal(await documentStillMarked(page), true, 'no full page load');
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('a jump to a #fragment stays there, and modifier clicks are left to the browser', async () => {
    const { page } = await openPage(env.browser);
    await page.setViewportSize({ width: 800, height: 300 });
    await page.goto(env.site.url + '/about');
    await waitForClient(page);
    await page.evaluate(() => {
      const link = Object.assign(document.createElement('a'), { href: '#deeper', textContent: 'jump' });
      document.querySelector('main, #__site')!.prepend(link);
      // Room below the target, so the page can scroll it to the top whatever the footer's height.
      const room = Object.assign(document.createElement('div'), { style: 'height: 100vh' });
      document.querySelector('main, #__site')!.append(room);
    });
    await page.click('text=jump');
    await page.waitForURL('**/about#deeper');
    await page.waitForTimeout(200);
    const top = await page.evaluate(() => document.getElementById('deeper')!.getBoundingClientRect().top);
    assert.ok(top < 100, `the fragment target stays in view (top ${top})`);
    // Ctrl+click opens a new tab: this page stays where it is.
    const popup = page.context().waitForEvent('page');
    await page.click('.navbar__brand', { modifiers: ['Control'] });
    await (await popup).close();
    assert.match(page.url(), /\/about#deeper$/);
    await page.close();
  });

  test('the progress bar appears only when navigation takes longer than 200 ms', async () => {
    // Data saving on, so no prefetch warms the cache before the timed navigations.
    const context = await contextWithConnection(env.browser, { saveData: true });
    const page = await context.newPage();
    await page.goto(env.site.url + '/');
    await waitForClient(page);
    // Fast navigation: no bar.
    await page.click('text=About this fixture');
    await page.waitForSelector('h2#details');
    assert.equal(await page.locator('#nprogress').count(), 0);
    // Slow navigation: the route manifest answers after 1.5 s.
    await page.route('**/assets/routes/*.json', async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await page.click('.navbar__link >> text=Slow');
    await page.waitForSelector('#nprogress', { timeout: 1400, state: 'attached' });
    await page.waitForURL('**/slow');
    await page.waitForSelector('text=A page the tests delay');
    await context.close();
  });

  test('a chunk that fails to load makes the page load in full', async () => {
    // Data saving on: no prefetch has loaded the next page before its chunks are made to fail.
    const context = await contextWithConnection(env.browser, { saveData: true });
    const { page } = await openPage(context);
    await page.goto(env.site.url + '/');
    await waitForClient(page);
    await markDocument(page);
    await page.route('**/assets/pages/*.js', (route) => route.abort());
    await page.click('text=About this fixture');
    await page.waitForURL('**/about');
    await waitForNewDocument(page);
    await page.waitForSelector('h2#details'); // the prerendered page is there after the full load
    await context.close();
  });
});

describe('prefetch', () => {
  async function manifestRequests(saveData: boolean, effectiveType = '4g'): Promise<number> {
    const context = await contextWithConnection(env.browser, { saveData, effectiveType });
    const page = await context.newPage();
    let requests = 0;
    page.on('request', (request) => request.url().includes('/assets/routes/') && requests++);
    await page.goto(env.site.url + '/');
    await waitForClient(page);
    await page.hover('text=About this fixture');
    await page.waitForTimeout(400);
    await context.close();
    return requests;
  }

  test('visible and hovered links prefetch their route', async () => {
    assert.ok((await manifestRequests(false)) > 0);
  });
  test('no prefetch with data saving on', async () => {
    assert.equal(await manifestRequests(true), 0);
  });
  test('no prefetch on 2g', async () => {
    assert.equal(await manifestRequests(false, '2g'), 0);
    assert.equal(await manifestRequests(false, 'slow-2g'), 0);
  });
});

describe('not found and path normalisation', () => {
  test('an unmatched path shows the not-found page with status 404', async () => {
    const { page, errors } = await openPage(env.browser);
    const response = await page.goto(env.site.url + '/no/such/page');
    assert.equal(response?.status(), 404);
    await waitForClient(page);
    assert.equal(await page.locator('h1').textContent(), 'Page not found');
    assert.ok(await page.getByText('We could not find what you were looking for.').isVisible());
    assert.ok(await page.getByText(/contact the owner of the site that linked you/).isVisible());
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('client navigation to an unknown route renders the not-found page', async () => {
    const { page } = await openPage(env.browser);
    await page.goto(env.site.url + '/');
    await waitForClient(page);
    await page.evaluate(() => {
      history.pushState({}, '', '/missing-route');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.waitForSelector('h1:text("Page not found")');
    await page.close();
  });

  test('index.html and .html endings are normalised to the route', async () => {
    const { page, errors } = await openPage(env.browser);
    for (const path of ['/about/index.html', '/about.html']) {
      await page.goto(env.site.url + path);
      await waitForClient(page);
      await page.waitForTimeout(150);
      assert.equal(await page.locator('h2#details').textContent(), 'Details', path);
    }
    assert.deepEqual(errors, []);
    await page.close();
  });
});

describe('errors', () => {
  test('a page crash shows "This page crashed." with the message and cause; "Try again" resets', async () => {
    const { page } = await openPage(env.browser);
    await page.goto(env.site.url + '/crash');
    await waitForClient(page);
    await page.waitForSelector('text=This page crashed.');
    await page.evaluate(() => ((window as { __allowRecovery?: boolean }).__allowRecovery = true));
    assert.equal(await page.title(), 'Page Error');
    assert.ok(await page.getByText('Fixture crash').isVisible());
    assert.ok(await page.getByText('Cause: The underlying cause').isVisible());
    await page.click('button:text("Try again")');
    await page.waitForSelector('#recovered');
    await page.close();
  });

  test('lazy content: error text and Retry when loading fails, content after Retry', async () => {
    const { page } = await openPage(env.browser);
    await page.goto(env.site.url + '/lazy');
    await waitForClient(page);
    let block = true;
    await page.route('**/assets/js/*.js', (route) => (block ? route.abort() : route.continue()));
    await page.click('button:text("Show heavy content")');
    await page.waitForSelector('.loading-error');
    assert.match((await page.locator('.loading-error').textContent())!, /Loading chunk .* failed/i);
    block = false;
    await page.click('button:text("Retry")');
    await page.waitForSelector('#heavy-loaded');
    await page.close();
  });

  test('lazy content: a spinner shows only after a delay', async () => {
    const { page } = await openPage(env.browser);
    await page.goto(env.site.url + '/lazy');
    await waitForClient(page);
    await page.route('**/assets/js/*.js', async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    // Measured in the page (a busy test machine may be slow to look, never early): when the button was pressed, when the spinner appeared.
    await page.evaluate(() => {
      const times: { pressed?: number; shown?: number } = {};
      (window as unknown as { __spinner: typeof times }).__spinner = times;
      [...document.querySelectorAll('button')]
        .find((button) => button.textContent?.includes('Show heavy content'))
        ?.addEventListener('click', () => (times.pressed ??= performance.now()), { capture: true });
      new MutationObserver(() => {
        if (document.querySelector('.loading-spinner')) times.shown ??= performance.now();
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.click('button:text("Show heavy content")');
    await page.waitForSelector('.loading-spinner');
    const { pressed, shown } = await page.evaluate(() => (window as unknown as { __spinner: { pressed: number; shown: number } }).__spinner);
    assert.ok(shown - pressed >= SPINNER_DELAY_MS - 5, `the spinner came ${Math.round(shown - pressed)} ms after the press, not before ${SPINNER_DELAY_MS} ms`);
    await page.waitForSelector('#heavy-loaded');
    assert.equal(await page.locator('.loading-spinner').count(), 0);
    await page.close();
  });
});

describe('base URL misconfiguration', () => {
  test('the home page shows a banner suggesting the right base URL when the client did not load', async () => {
    const dir = await copyFixture('basic');
    const configFile = join(dir, 'site.config.ts');
    writeFileSync(
      configFile,
      readFileSync(configFile, 'utf8').replace("url: 'https://fixture.example.com',", "url: 'https://fixture.example.com',\n  baseUrl: '/sub/',"),
    );
    await buildSite(dir);
    const served = await serveBuild(join(dir, 'build'));
    try {
      const { page } = await openPage(env.browser);
      await page.goto(served.url + '/');
      const banner = page.locator('#base-url-issue-banner');
      await banner.waitFor();
      assert.match((await banner.textContent())!, /did not load properly.*baseUrl = \/sub\/.*we suggest trying baseUrl = \//);
      await page.close();
    } finally {
      await served.close();
      await removeDir(dir);
    }
  });

  test('no banner when the site loads', async () => {
    const { page } = await openPage(env.browser);
    await page.goto(env.site.url + '/');
    await waitForClient(page);
    await page.waitForTimeout(300);
    assert.equal(await page.locator('#base-url-issue-banner').count(), 0);
    await page.close();
  });
});

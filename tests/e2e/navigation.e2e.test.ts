/**
 * Client navigation on the real site's long docs sidebar (/docs/guards), in Chromium: visible
 * links prefetch only a few routes, a pointed-at link prefetches at once, the URL and the page
 * change together, and a prefetched page is on screen when the click's event ends.
 * (No prefetch on 2g or with data saving on: tests/e2e/client-runtime.e2e.test.ts.)
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { VIEWPORT_PREFETCHES_PER_PAGE } from '../../src/client/prefetch-scheduler.ts';
import { routeKey } from '../../src/shared/route-path.ts';
import { contextWithConnection, waitForHydration } from '../support/browser.ts';
import { realSiteWithBrowser } from '../support/site-with-browser.ts';

const env = realSiteWithBrowser();
const START = '/docs/guards';
const SIDEBAR_LINK = '.docs-sidebar a.docs-sidebar__link[href^="/docs/"]';
const isManifest = (url: string) => url.includes('/assets/routes/');

/** The last sidebar link to another page: below the fold of a short window. */
async function lastSidebarLink(page: Page): Promise<string> {
  const hrefs = await page.$$eval(SIDEBAR_LINK, (links) => links.map((a) => a.getAttribute('href')!));
  return hrefs.filter((href) => href !== START).at(-1)!;
}

const linkTo = (href: string) => `${SIDEBAR_LINK}[href="${href}"]`;

describe('prefetch on a long sidebar', () => {
  test(`opening ${START} prefetches at most ${VIEWPORT_PREFETCHES_PER_PAGE} routes in its first 2 seconds`, async () => {
    const context = await env.browser.newContext({ viewport: { width: 1280, height: 1200 } });
    const page = await context.newPage();
    const manifests = new Set<string>();
    page.on('request', (request) => isManifest(request.url()) && manifests.add(request.url()));
    await page.goto(env.site.url + START);
    await waitForHydration(page);
    const visibleLinks = await page.$$eval(SIDEBAR_LINK, (links) => links.filter((a) => a.getBoundingClientRect().top < innerHeight).length);
    assert.ok(visibleLinks > 2 * VIEWPORT_PREFETCHES_PER_PAGE, `the window shows many links (${visibleLinks})`);
    await page.waitForTimeout(2000);
    assert.ok(manifests.size <= VIEWPORT_PREFETCHES_PER_PAGE, `${manifests.size} route manifests requested`);
    await context.close();
  });

  test('a hovered link prefetches its route at once, visible or not', async () => {
    const context = await env.browser.newContext({ viewport: { width: 1280, height: 500 } });
    const page = await context.newPage();
    await page.goto(env.site.url + START);
    await waitForHydration(page);
    const target = await lastSidebarLink(page);
    const manifest = page.waitForRequest((request) => request.url().endsWith(`/assets/routes/${routeKey(target)}.json`));
    // The pointer enters the link where it is, out of view (React's onMouseEnter comes from mouseover).
    await page.locator(linkTo(target)).dispatchEvent('mouseover');
    await manifest;
    await context.close();
  });
});

describe('switching pages', () => {
  test('the URL and the page change together, even when the page loads slowly', async () => {
    // Data saving on: nothing is prefetched, the click loads the page.
    const context = await contextWithConnection(env.browser, { saveData: true });
    const page = await context.newPage();
    await page.goto(env.site.url + START);
    await waitForHydration(page);
    const target = await lastSidebarLink(page);
    await page.route('**/assets/routes/*.json', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    // Every frame, the page's path and its heading (script text: no helper of the test runner in the page).
    await page.evaluate(`window.__frames = [];
      requestAnimationFrame(function sample() {
        window.__frames.push([location.pathname, document.querySelector('h1')?.textContent ?? '']);
        requestAnimationFrame(sample);
      });`);
    const startHeading = await page.locator('h1').textContent();
    await page.locator(linkTo(target)).evaluate((link: HTMLElement) => link.click());
    await page.waitForFunction((path) => location.pathname === path, target);
    await page.waitForTimeout(100);
    const frames = await page.evaluate(() => (window as unknown as { __frames: Array<[string, string]> }).__frames);
    const targetHeading = await page.locator('h1').textContent();
    assert.notEqual(targetHeading, startHeading);
    const mixed = frames.filter(([path, heading]) => (path === target) !== (heading === targetHeading));
    assert.deepEqual(mixed, [], "no frame shows one page under the other page's URL");
    assert.ok(
      frames.some(([path]) => path === START),
      'frames were sampled while the page loaded',
    );
    await context.close();
  });

  test('a prefetched page is on screen when the click event ends', async () => {
    const context = await env.browser.newContext({ viewport: { width: 1280, height: 500 } });
    const page = await context.newPage();
    await page.goto(env.site.url + START);
    await waitForHydration(page);
    const target = await lastSidebarLink(page);
    const manifestResponse = page.waitForResponse((response) => response.url().endsWith(`/assets/routes/${routeKey(target)}.json`));
    await page.locator(linkTo(target)).dispatchEvent('mouseover');
    const { js } = (await (await manifestResponse).json()) as { js: string[] };
    // Prefetched: every script of the route has run (a script element loaded by the runtime).
    await page.waitForFunction(
      (urls) =>
        urls.every((url) =>
          performance.getEntriesByName(new URL(url, location.href).href).some((entry) => (entry as PerformanceResourceTiming).responseEnd > 0),
        ),
      js,
    );
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    const startHeading = await page.locator('h1').textContent();
    const afterClick = await page.locator(linkTo(target)).evaluate((link: HTMLElement) => {
      link.click();
      return { path: location.pathname, heading: document.querySelector('h1')?.textContent };
    });
    assert.equal(afterClick.path, target);
    assert.notEqual(afterClick.heading, startHeading, 'the new page rendered within the click');
    await context.close();
  });
});

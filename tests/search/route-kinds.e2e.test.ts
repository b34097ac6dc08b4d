/**
 * One page of every route kind of the real site loads, hydrates and runs without a single page error
 * or console error (a hydration mismatch, React #418 and its warnings, included). The site's
 * third-party scripts cannot load offline: their hosts are blocked and only their failed loads are
 * ignored.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openStrictPage, waitForHydration } from '../support/browser.ts';
import { realSiteWithBrowser } from '../support/site-with-browser.ts';

const env = realSiteWithBrowser();

const ROUTE_KINDS: Array<{ kind: string; path: string; ready?: string; status?: number }> = [
  { kind: 'home', path: '/' },
  { kind: 'doc', path: '/docs/guards' },
  { kind: 'v4 doc', path: '/docs/xstate-v4/studio' },
  { kind: 'category index', path: '/docs/category/actors' },
  { kind: 'blog list', path: '/blog' },
  { kind: 'blog post', path: '/blog/2023-10-02-persisting-state' },
  { kind: 'blog tag', path: '/blog/tags/xstate' },
  { kind: 'blog archive', path: '/blog/archive' },
  { kind: 'search with a query', path: '/search?q=guards', ready: '.search-page__result' },
  { kind: 'pricing', path: '/pricing' },
  { kind: 'not found', path: '/no-such-page', status: 404 },
  { kind: 'API', path: '/api' },
  { kind: 'API symbol', path: '/api/core/createActor' },
  { kind: 'API symbol, next version', path: '/api/next/core/createActor' },
];

for (const { kind, path, ready, status = 200 } of ROUTE_KINDS) {
  test(`${kind} (${path}): no page or console error`, async () => {
    const url = env.site.url + path;
    const { page, errors, close } = await openStrictPage(env.browser, { expectedFailures: status === 200 ? [] : [url] });
    try {
      const response = await page.goto(url);
      assert.equal(response?.status(), status);
      await waitForHydration(page);
      if (ready) await page.locator(ready).first().waitFor();
      // React reports a hydration mismatch after it hydrates: give it the next frames.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });
}

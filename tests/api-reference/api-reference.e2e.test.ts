/**
 * The API reference in Chromium: from the navbar to /api, to a package, to a symbol, then the
 * version switch to the same symbol in the other version and back (client-side navigation), the
 * switch to the package page when the other version lacks the symbol, and accessibility of the
 * reference's pages in both colour modes; createMachine's laid-out signature at 390 and 1280 px.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { seriousAccessibilityViolations } from '../support/axe.ts';
import { documentStillMarked, markDocument, openPage } from '../support/browser.ts';
import { realSiteWithBrowser } from '../support/site-with-browser.ts';

const env = realSiteWithBrowser();
const DESKTOP = { width: 1280, height: 800 };

const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated]', { state: 'attached' });
const heading = (page: Page) => page.locator('article h1').innerText();
const article = (page: Page) => page.locator('article.api-article');

async function visit(context: BrowserContext | Browser, path: string): Promise<{ page: Page; errors: string[] }> {
  const watched = await openPage(context);
  await watched.page.goto(env.site.url + path);
  await hydrated(watched.page);
  return watched;
}

describe('API reference navigation', () => {
  test('navbar -> /api -> package -> symbol -> other version keeps the symbol', async () => {
    const context = await env.browser.newContext({ viewport: DESKTOP });
    const { page, errors } = await visit(context, '/');
    await markDocument(page);

    await page.locator('.navbar__inner').getByRole('link', { name: 'API', exact: true }).click();
    await page.waitForURL('**/api');
    assert.equal(await heading(page), 'XState v5');

    await article(page).getByRole('link', { name: 'xstate', exact: true }).click();
    await page.waitForURL('**/api/core');
    assert.match(await heading(page), /^xstate 5\.\d+\.\d+$/);

    await article(page).getByRole('link', { name: 'createActor', exact: true }).click();
    await page.waitForURL('**/api/core/createActor');
    assert.equal(await heading(page), 'createActor');
    assert.match(await page.locator('nav[aria-label="Breadcrumbs"]').innerText(), /API: XState v5\s*xstate\s*createActor/);
    assert.equal(await page.locator('.api-sidebar [aria-current="page"]').innerText(), 'createActor');

    await page.getByRole('link', { name: 'View in Next' }).click();
    await page.waitForURL('**/api/next/core/createActor');
    assert.equal(await heading(page), 'createActor');
    assert.match(await page.locator('.api-eyebrow').innerText(), /xstate 6\.0\.0-/);

    await page.getByRole('link', { name: 'View in XState v5' }).click();
    await page.waitForURL('**/api/core/createActor');
    assert.equal(await heading(page), 'createActor');
    assert.ok(await documentStillMarked(page), 'every step was a client-side navigation');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('a symbol the other version lacks switches to its package page there', async () => {
    const context = await env.browser.newContext({ viewport: DESKTOP });
    const { page } = await visit(context, '/api/core/Interpreter');
    await page.getByRole('link', { name: /Go to Next/ }).click();
    await page.waitForURL('**/api/next/core');
    assert.match(await heading(page), /^xstate 6/);
    await context.close();
  });

  test('a type in a signature links to its page', async () => {
    const context = await env.browser.newContext({ viewport: DESKTOP });
    const { page } = await visit(context, '/api/core/createActor');
    await page.locator('.api-code').first().getByRole('link', { name: 'ActorOptions', exact: true }).click();
    await page.waitForURL('**/api/core/ActorOptions');
    assert.equal(await heading(page), 'ActorOptions');
    await context.close();
  });
});

describe("createMachine's signature on narrow and wide screens", () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      test(`${viewport.width} px, ${colorScheme}: the page does not scroll sideways, the signature is readable, no serious violations`, async () => {
        const context = await env.browser.newContext({ viewport, colorScheme });
        const { page } = await visit(context, '/api/core/createMachine');
        const layout = await page.evaluate(() => {
          const block = document.querySelector<HTMLElement>('pre.api-code')!;
          const box = block.getBoundingClientRect();
          return {
            pageScrolls: document.documentElement.scrollWidth > document.documentElement.clientWidth,
            blockInside: box.left >= 0 && box.right <= document.documentElement.clientWidth,
            overflowX: getComputedStyle(block).overflowX,
            lines: block.innerText.split('\n').length,
            // Laid out at about 80 columns: at 1280 px every line fits the block.
            blockScrolls: block.scrollWidth > block.clientWidth,
          };
        });
        assert.equal(layout.pageScrolls, false, 'no horizontal page scroll');
        assert.equal(layout.blockInside, true, 'the signature block stays within the screen');
        assert.equal(layout.overflowX, 'auto', 'a long line scrolls inside the block');
        assert.ok(layout.lines > 20, `the signature takes many short lines (${layout.lines})`);
        if (viewport.width === 1280) assert.equal(layout.blockScrolls, false, 'at 1280 px the lines fit the block');
        assert.deepEqual(await seriousAccessibilityViolations(page), []);
        await context.close();
      });
    }
  }
});

describe('API reference accessibility', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const path of ['/api', '/api/core', '/api/core/createActor', '/api/next/options']) {
      test(`${path} (${colorScheme}): no serious or critical violations`, async () => {
        const context = await env.browser.newContext({ viewport: DESKTOP, colorScheme });
        const { page } = await visit(context, path);
        assert.deepEqual(await seriousAccessibilityViolations(page), []);
        await context.close();
      });
    }
  }
});

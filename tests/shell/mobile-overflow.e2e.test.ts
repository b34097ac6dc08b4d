/**
 * Phones, on the real site in Chromium: no page of any route kind scrolls sideways at 360 px; the
 * announcement bar fits in two lines at 390 and 320 px with its link and close button on screen and
 * reachable; API pages lay out as docs pages do (sidebar in the navigation drawer, the version
 * switch on screen).
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { seriousAccessibilityViolations } from '../support/axe.ts';
import { waitForHydration } from '../support/browser.ts';
import { realSiteWithBrowser } from '../support/site-with-browser.ts';

const env = realSiteWithBrowser();

/** One page of every route kind. */
const ROUTES = [
  '/',
  '/pricing',
  '/privacy',
  '/code-of-conduct',
  '/search?q=guards',
  '/docs/guards',
  '/docs/xstate-v4/studio',
  '/docs/category/actors',
  '/blog',
  '/blog/2023-10-02-persisting-state',
  '/blog/tags',
  '/blog/tags/xstate',
  '/blog/archive',
  '/api',
  '/api/next',
  '/api/core/createMachine',
  '/api/next/core/createActor',
  '/no-such-page',
];

async function openAt(width: number, path: string, colorScheme: 'light' | 'dark' = 'light'): Promise<Page> {
  const context = await env.browser.newContext({ viewport: { width, height: 800 }, colorScheme });
  const page = await context.newPage();
  await page.goto(env.site.url + path);
  await waitForHydration(page);
  return page;
}

/** What sticks out to the right of the viewport (outside any scrolling box), to name in a failure. */
function pageOverflow(page: Page): Promise<{ scrollWidth: number; innerWidth: number; wide: string[] }> {
  // No named functions inside: the test's TypeScript compiler would wrap them in a helper the page lacks.
  return page.evaluate(() => {
    const wide: string[] = [];
    for (const el of document.querySelectorAll('body *')) {
      let inScrollingBox = false;
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) inScrollingBox ||= getComputedStyle(p).overflowX !== 'visible';
      const right = el.getBoundingClientRect().right;
      if (right > innerWidth + 0.5 && !inScrollingBox && wide.length < 5)
        wide.push(`<${el.tagName.toLowerCase()} class="${el.className}"> right ${Math.round(right)}`);
    }
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth, wide };
  });
}

describe('no horizontal scroll at 360 px', () => {
  for (const path of ROUTES) {
    test(path, async () => {
      const page = await openAt(360, path);
      try {
        const { scrollWidth, innerWidth, wide } = await pageOverflow(page);
        assert.ok(scrollWidth <= innerWidth, `scroll width ${scrollWidth} > ${innerWidth}: ${wide.join(', ')}`);
      } finally {
        await page.context().close();
      }
    });
  }
});

describe('announcement bar on a phone', () => {
  for (const width of [390, 320]) {
    test(`${width} px: at most two lines, the whole link and the close button on screen and reachable`, async () => {
      const page = await openAt(width, '/docs/guards');
      try {
        const bar = page.getByRole('region', { name: 'Announcement' });
        const link = bar.getByRole('link', { name: 'Join the Discord' });
        const close = bar.getByRole('button', { name: 'Close' });
        const box = (await bar.boundingBox())!;
        const linkBox = (await link.boundingBox())!;
        const closeBox = (await close.boundingBox())!;
        for (const [name, b] of [
          ['link', linkBox],
          ['close button', closeBox],
        ] as const) {
          assert.ok(
            b.x >= 0 && b.x + b.width <= width && b.y >= 0 && b.y + b.height <= box.y + box.height,
            `${name} inside the bar on screen: ${JSON.stringify(b)}`,
          );
        }
        assert.ok(closeBox.width >= 24 && closeBox.height >= 24, 'the close button is a large enough target');
        const { lineHeight, paddingAndBorder } = await bar.evaluate((el) => {
          const style = getComputedStyle(el);
          let paddingAndBorder = 0;
          for (const name of ['padding-top', 'padding-bottom', 'border-top-width', 'border-bottom-width'])
            paddingAndBorder += parseFloat(style.getPropertyValue(name));
          return { lineHeight: parseFloat(getComputedStyle(el.querySelector('.announcement-bar__content')!).lineHeight), paddingAndBorder };
        });
        assert.ok(box.height <= 2 * lineHeight + paddingAndBorder + 0.5, `bar ${box.height} px high: more than two lines of ${lineHeight} px`);
        assert.equal((await pageOverflow(page)).scrollWidth, width);
        // Keyboard: the link, then the close button, each focused in turn.
        await link.focus();
        await page.keyboard.press('Tab');
        assert.equal(await close.evaluate((el) => el === document.activeElement), true);
        await page.keyboard.press('Enter');
        assert.equal(await bar.count(), 0, 'closed from the keyboard');
      } finally {
        await page.context().close();
      }
    });
  }

  for (const mode of ['light', 'dark'] as const) {
    test(`no serious accessibility problem in the bar at 320 px (${mode} mode)`, async () => {
      const page = await openAt(320, '/', mode);
      try {
        const problems = (await seriousAccessibilityViolations(page)).filter((line) => line.includes('announcement'));
        assert.deepEqual(problems, []);
      } finally {
        await page.context().close();
      }
    });
  }
});

describe('API pages on a phone lay out as docs pages', () => {
  test('390 px: the sidebar is in the navigation drawer, not under the content; "View in Next" is on screen', async () => {
    const page = await openAt(390, '/api');
    try {
      assert.equal(await page.locator('.api-page__sidebar').isVisible(), false);
      const viewInNext = page.getByRole('link', { name: 'View in Next' });
      const box = (await viewInNext.boundingBox())!;
      assert.ok(box.x >= 0 && box.x + box.width <= 390, `"View in Next" at ${JSON.stringify(box)}`);
      await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
      const drawer = page.getByRole('dialog', { name: 'Navigation' });
      const menu = drawer.getByRole('navigation', { name: /^API reference/ });
      await menu.waitFor();
      await menu.getByRole('link', { name: 'xstate', exact: true }).click();
      await page.waitForURL('**/api/core');
      await drawer.waitFor({ state: 'detached' });
    } finally {
      await page.context().close();
    }
  });

  test('1280 px: the sidebar is beside the content', async () => {
    const page = await openAt(1280, '/api');
    try {
      const sidebar = (await page.locator('.api-page__sidebar').boundingBox())!;
      const main = (await page.locator('.api-page__main').boundingBox())!;
      assert.ok(sidebar.x + sidebar.width <= main.x + 1, 'sidebar left of the content');
    } finally {
      await page.context().close();
    }
  });
});

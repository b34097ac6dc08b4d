/**
 * The blog sidebar in Chromium, on the fixture whose default blog shows Docusaurus's 5 recent posts
 * (tests/fixtures/blog-sidebar): beside the post at 1280 px with the post marked, reached by the
 * keyboard, following client navigation; at 390 px not in the page but in the navigation drawer;
 * no serious axe violations in either theme.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { seriousAccessibilityViolations } from '../support/axe.ts';
import { documentStillMarked, markDocument, openPage, waitForHydration } from '../support/browser.ts';
import { fixtureSiteWithBrowser } from '../support/site-with-browser.ts';

const env = fixtureSiteWithBrowser('blog-sidebar');

const POST = '/blog/2024/01/10/new-year';
const DESKTOP = 'nav.blog-sidebar--desktop';
const DRAWER_MENU = 'nav.blog-sidebar--mobile';

async function openAt(width: number, theme: 'light' | 'dark', path = POST): Promise<{ page: Page; errors: string[] }> {
  const context = await env.browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
  const watched = await openPage(context);
  await watched.page.goto(env.site.url + path);
  await waitForHydration(watched.page);
  return watched;
}

const linkTexts = (page: Page, nav: string) => page.$$eval(`${nav} a`, (links) => links.map((a) => a.textContent));
const currentLink = (page: Page, nav: string) => page.$$eval(`${nav} a[aria-current="page"]`, (links) => links.map((a) => a.getAttribute('href')));

for (const theme of ['light', 'dark'] as const) {
  test(`1280 px, ${theme}: "Recent posts" beside the post, 5 posts, the post marked; axe clean`, async () => {
    const { page, errors } = await openAt(1280, theme);
    const nav = page.locator(DESKTOP);
    assert.ok(await nav.isVisible());
    assert.equal(await nav.getAttribute('aria-label'), 'Blog recent posts navigation');
    assert.equal(await page.textContent('.blog-sidebar__title'), 'Recent posts');
    assert.deepEqual(await linkTexts(page, DESKTOP), ['Spring release', 'Winter notes', 'A new year', 'December update', 'Summer post']);
    assert.deepEqual(await currentLink(page, DESKTOP), [POST]);
    // Beside the article, on its left.
    const [sidebarBox, articleBox] = [await nav.boundingBox(), await page.locator('article.blog-post').boundingBox()];
    assert.ok(sidebarBox && articleBox && sidebarBox.x + sidebarBox.width <= articleBox.x, 'the sidebar is a column left of the post');
    assert.deepEqual(await seriousAccessibilityViolations(page), []);
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  test(`390 px, ${theme}: not in the page; in the navigation drawer, the post marked; axe clean`, async () => {
    const { page, errors } = await openAt(390, theme);
    assert.equal(await page.locator(DESKTOP).count(), 0, 'the desktop sidebar is gone once the page knows it is narrow');
    await page.click('button[aria-label="Toggle navigation bar"]');
    const menu = page.locator(DRAWER_MENU);
    await menu.waitFor();
    assert.ok(await page.locator('.navbar-drawer__back').isVisible(), '"Back to main menu" leads to the main menu');
    assert.deepEqual(await linkTexts(page, DRAWER_MENU), ['Spring release', 'Winter notes', 'A new year', 'December update', 'Summer post']);
    assert.deepEqual(await currentLink(page, DRAWER_MENU), [POST]);
    assert.deepEqual(await seriousAccessibilityViolations(page), []);
    // A post picked in the drawer opens on the client; the drawer closes.
    await markDocument(page);
    await menu.locator('a', { hasText: 'Summer post' }).click();
    await page.waitForURL('**/blog/2023/06/01/summer');
    await menu.waitFor({ state: 'detached' });
    assert.ok(await documentStillMarked(page));
    assert.deepEqual(errors, []);
    await page.context().close();
  });
}

test('keyboard: Tab reaches the sidebar links; a link opens its post on the client and becomes the marked one', async () => {
  const { page, errors } = await openAt(1280, 'light');
  const focusedInSidebar = () => page.evaluate((selector) => Boolean(document.activeElement?.closest(selector)), DESKTOP);
  let presses = 0;
  while (!(await focusedInSidebar()) && presses < 40) {
    await page.keyboard.press('Tab');
    presses++;
  }
  assert.ok(await focusedInSidebar(), 'a sidebar link takes focus by Tab');
  await markDocument(page);
  await page.locator(`${DESKTOP} a`, { hasText: 'Winter notes' }).focus();
  await page.keyboard.press('Enter');
  await page.waitForURL('**/blog/2024/02/01/winter-notes');
  await page.waitForSelector(`${DESKTOP} a[aria-current="page"][href="/blog/2024/02/01/winter-notes"]`);
  assert.deepEqual(await currentLink(page, DESKTOP), ['/blog/2024/02/01/winter-notes']);
  assert.ok(await documentStillMarked(page), 'no full page load');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('the archive has no sidebar, and at 390 px its drawer shows the main menu', async () => {
  const { page, errors } = await openAt(1280, 'light', '/blog/archive');
  assert.equal(await page.locator('nav.blog-sidebar').count(), 0);
  await page.setViewportSize({ width: 390, height: 900 });
  await page.click('button[aria-label="Toggle navigation bar"]');
  await page.locator('.navbar-drawer').waitFor();
  assert.equal(await page.locator(DRAWER_MENU).count(), 0);
  assert.equal(await page.locator('.navbar-drawer__back').count(), 0);
  assert.deepEqual(errors, []);
  await page.context().close();
});

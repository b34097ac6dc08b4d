/**
 * What a reader of a translated site sees in Chromium (tests/fixtures/i18n-site): the locale
 * dropdown takes them to the page they are reading in the chosen locale, the Arabic pages are laid
 * out right to left (the docs sidebar on the right), and the search modal searches the index of
 * the reader's locale.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { openPage, waitForHydration } from '../support/browser.ts';
import { fixtureSiteWithBrowser } from '../support/site-with-browser.ts';

const env = fixtureSiteWithBrowser('i18n-site');

async function open(path: string, width = 1280): Promise<{ page: Page; errors: string[] }> {
  const opened = await openPage(env.browser);
  await opened.page.setViewportSize({ width, height: 800 });
  await opened.page.goto(env.site.url + path);
  await waitForHydration(opened.page);
  return opened;
}

/** Opens the navbar's locale dropdown and chooses a locale by its label; resolves once the page at `pathname` has loaded and hydrated. */
async function chooseLocale(page: Page, current: string, label: string, pathname: string): Promise<void> {
  await page.locator('.navbar .dropdown__button', { hasText: current }).click();
  await Promise.all([page.waitForURL((url) => url.pathname === pathname), page.locator('.navbar .dropdown__menu a', { hasText: label }).click()]);
  await waitForHydration(page);
}

describe('locale dropdown', () => {
  test('lists every locale by its own name, the current one marked, and keeps the page (query and hash too) when switching', async () => {
    const { page, errors } = await open('/fr/docs/planting?from=test#plantation');
    const items = page.locator('.navbar .dropdown__menu a');
    assert.deepEqual(await items.allInnerTexts(), ['English', 'Français', 'العربية']);
    assert.equal(await page.locator('.navbar .dropdown__menu a[aria-current="true"]').innerText(), 'Français');
    assert.equal(await items.nth(0).getAttribute('href'), '/docs/planting?from=test#plantation');

    await chooseLocale(page, 'Français', 'English', '/docs/planting');
    assert.equal(new URL(page.url()).search, '?from=test');
    assert.equal(await page.locator('html').getAttribute('lang'), 'en');
    assert.match(await page.locator('main h1').innerText(), /Planting/);

    await chooseLocale(page, 'English', 'العربية', '/ar/docs/planting');
    assert.equal(await page.locator('html').getAttribute('dir'), 'rtl');
    assert.deepEqual(errors, []);
  });
});

describe('right to left', () => {
  test('an Arabic docs page is mirrored: text runs right to left and the sidebar stands on the right of the content', async () => {
    const { page } = await open('/ar/docs/intro');
    assert.equal(await page.evaluate(() => getComputedStyle(document.body).direction), 'rtl');
    const sidebar = await page.locator('.docs-page__sidebar').boundingBox();
    const main = await page.locator('main').boundingBox();
    assert.ok(sidebar && main, 'sidebar and main are shown');
    assert.ok(sidebar.x > main.x, `sidebar at x=${sidebar.x}, content at x=${main.x}`);
    const english = await open('/docs/intro');
    const englishSidebar = await english.page.locator('.docs-page__sidebar').boundingBox();
    const englishMain = await english.page.locator('main').boundingBox();
    assert.ok(englishSidebar && englishMain && englishSidebar.x < englishMain.x, 'the English sidebar stays on the left');
  });

  test("Infima's right-to-left rules apply to Arabic pages only, from the one stylesheet every locale shares", async () => {
    // The breadcrumb chevron points the way the reader reads: Infima's right-to-left build turns it round.
    const chevron = (page: Page) => page.evaluate(() => getComputedStyle(document.querySelector('.breadcrumbs__item:not(:last-child)')!, '::after').transform);
    const { page } = await open('/ar/docs/planting');
    assert.match(await chevron(page), /^matrix\(-1, /);
    const english = await open('/docs/planting');
    assert.equal(await chevron(english.page), 'none');
    const french = await open('/fr/docs/planting');
    assert.equal(await chevron(french.page), 'none');
  });
});

describe('search', () => {
  test("the search button, modal and page speak the reader's locale (Docusaurus's translations of its search theme)", async () => {
    const { page } = await open('/fr/');
    assert.equal(
      await page
        .locator('.navbar .search-button')
        .innerText()
        .then((text) => text.split('\n')[0].trim()),
      'Chercher',
    );
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').waitFor();
    assert.equal(await page.locator('.DocSearch-Input').getAttribute('placeholder'), 'Rechercher des docs');
    assert.match(await page.locator('.DocSearch-Footer').innerText(), /sélectionner/);

    const english = (await open('/')).page;
    assert.equal(await english.locator('.navbar .search-button').getAttribute('aria-label'), 'Search docs and blog');
    await english.keyboard.press('Control+k');
    await english.locator('.DocSearch-Input').waitFor();
    assert.equal(await english.locator('.DocSearch-Input').getAttribute('placeholder'), 'Search docs');

    const searchPage = (await open('/fr/search')).page;
    assert.equal(await searchPage.locator('main h1').innerText(), 'Rechercher dans la documentation');
  });

  test("the search modal searches the index of the reader's locale", async () => {
    const { page } = await open('/fr/');
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('racines');
    await page.waitForFunction(() => document.querySelectorAll('.DocSearch-Hit').length > 0);
    const hrefs = await page.locator('.DocSearch-Hit a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    assert.ok(hrefs.length > 0 && hrefs.every((href) => href?.startsWith('/fr/docs/planting')), hrefs.join(', '));

    const english = (await open('/')).page;
    await english.keyboard.press('Control+k');
    await english.locator('.DocSearch-Input').fill('bare-root');
    await english.waitForFunction(() => document.querySelectorAll('.DocSearch-Hit').length > 0);
    const englishHrefs = await english.locator('.DocSearch-Hit a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    assert.ok(
      englishHrefs.every((href) => href?.startsWith('/docs/planting')),
      englishHrefs.join(', '),
    );
  });
});

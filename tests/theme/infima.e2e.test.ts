/**
 * The classic theme on Infima, in Chromium, on a site shaped as create-docusaurus makes one
 * (fixtures/infima-site): the classes a site uses in its own pages get Infima's rules, the
 * `--ifm-*` variables its custom.css sets reach the theme (links, buttons, the active sidebar item,
 * the navbar's height, code, fonts) in light and dark, and the category index cards are
 * Docusaurus's (an emoji before the title).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { openPage, waitForHydration } from '../support/browser.ts';
import { fixtureSiteWithBrowser } from '../support/site-with-browser.ts';

const env = fixtureSiteWithBrowser('infima-site');

/** The site's primary colours (its custom.css), as computed styles give them. */
const PRIMARY = { light: 'rgb(46, 133, 85)', dark: 'rgb(37, 194, 160)' };

/** A page in the given colour mode (set as the theme's switch sets it: data-theme on <html>). */
async function visit(path: string, mode: 'light' | 'dark' = 'light'): Promise<{ page: Page; errors: string[] }> {
  const watched = await openPage(env.browser);
  await watched.page.goto(env.site.url + path);
  await waitForHydration(watched.page);
  // Infima eases colour changes: without transitions, the colours read are the mode's own at once.
  await watched.page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
  await watched.page.evaluate((theme) => document.documentElement.setAttribute('data-theme', theme), mode);
  return watched;
}

function style(page: Page, selector: string, property: string): Promise<string> {
  return page
    .locator(selector)
    .first()
    .evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);
}

test("a site's own markup gets Infima's rules: hero, buttons, container, grid, text and spacing helpers, card, alert, badge, avatar", async () => {
  const { page, errors } = await visit('/');
  await page.setViewportSize({ width: 1280, height: 900 });
  const expected: Array<[string, string, string]> = [
    ['#hero', 'background-color', PRIMARY.light],
    ['#hero', 'padding-top', '64px'],
    ['#start', 'background-color', 'rgb(235, 237, 240)'],
    ['#start', 'font-size', '18.9px'],
    ['#start', 'display', 'inline-block'],
    ['#primary-button', 'background-color', PRIMARY.light],
    ['#grid', 'max-width', '1140px'],
    ['#grid .row', 'display', 'flex'],
    ['#column', 'max-width', '33.3333%'],
    ['#column', 'text-align', 'center'],
    ['#column', 'margin-bottom', '32px'],
    ['#card', 'border-radius', '12.8px'],
    ['#alert', 'background-color', 'rgb(255, 248, 230)'],
    ['#alert', 'border-left-width', '5px'],
    ['#badge', 'background-color', PRIMARY.light],
    ['#avatar', 'display', 'flex'],
  ];
  const actual = await Promise.all(expected.map(async ([selector, property]) => [selector, property, await style(page, selector, property)]));
  assert.deepEqual(actual, expected);
  assert.deepEqual(errors, []);
  await page.close();
});

for (const mode of ['light', 'dark'] as const) {
  test(`--ifm-color-primary of the site's custom.css (${mode}) colours links, primary buttons and the active sidebar item`, async () => {
    const home = await visit('/', mode);
    assert.equal(await style(home.page, '#primary-button', 'background-color'), PRIMARY[mode]);
    await home.page.close();
    const { page, errors } = await visit('/docs/intro', mode);
    await page.setViewportSize({ width: 1280, height: 900 });
    assert.equal(await style(page, '.theme-doc-markdown a[href="/docs/tools/hammer"]', 'color'), PRIMARY[mode], 'a link in the content');
    assert.equal(await style(page, '.theme-doc-sidebar-menu .menu__link--active', 'color'), PRIMARY[mode], 'the active sidebar item');
    assert.equal(await style(page, '.navbar__link--active', 'color'), PRIMARY[mode], 'the navbar item of the page');
    assert.deepEqual(errors, []);
    await page.close();
  });
}

test("the site's --ifm-navbar-height, --ifm-code-font-size and --ifm-font-family-base reach the navbar, inline code and text", async () => {
  const { page } = await visit('/docs/intro');
  await page.setViewportSize({ width: 1280, height: 900 });
  assert.equal(await style(page, '.navbar', 'height'), '64px');
  assert.equal(await style(page, '.theme-doc-markdown p code', 'font-size'), '12.8px');
  assert.match(await style(page, '.theme-doc-markdown p', 'font-family'), /^Georgia/);
  await page.close();
});

test("a category's generated index shows Docusaurus's cards: an Infima card per entry, its title after an emoji", async () => {
  const { page } = await visit('/docs/category/tools');
  const cards = await page
    .locator('.theme-doc-card-container')
    .evaluateAll((links) =>
      links.map((link) => [link.classList.contains('card'), link.querySelector('h2')?.textContent, link.querySelector('p')?.textContent]),
    );
  // 📄️ is Docusaurus's icon for a doc; a label that starts with an emoji keeps it as the icon.
  assert.deepEqual(cards, [
    [true, '📄️Hammer', 'Drives nails into boards.'],
    [true, '🪚Saw', 'A saw.'],
  ]);
  await page.close();
});

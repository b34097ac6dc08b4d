/**
 * Details of the classic theme that the look benchmark (bench/look.ts) found differing from
 * Docusaurus 3.10 on real sites, checked on fixtures/classic-look-site in Chromium: the icon after
 * links leaving the site, a dark navbar's buttons in its light text colour, a table of contents for
 * any heading, the code block's Copy button shown on hover on wide screens, the version badge,
 * the announcement bar's size, "One min read".
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { openPage, waitForHydration } from '../support/browser.ts';
import { fixtureSiteWithBrowser } from '../support/site-with-browser.ts';

const env = fixtureSiteWithBrowser('classic-look-site');

const DESKTOP = { width: 1280, height: 900 };
const MOBILE = { width: 390, height: 844 };
const WHITE = 'rgb(255, 255, 255)';

async function visit(path: string, viewport = DESKTOP): Promise<Page> {
  const { page } = await openPage(env.browser);
  await page.setViewportSize(viewport);
  await page.goto(env.site.url + path);
  await waitForHydration(page);
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
  return page;
}

const EXTERNAL_ICON = 'svg.icon-external-link[aria-label="(opens in new tab)"]';

test('links leaving the site get the external-link icon in the navbar, its dropdown and the footer; links inside it do not', async () => {
  const page = await visit('/docs/intro');
  const icons = (selector: string) => page.locator(`${selector} ${EXTERNAL_ICON}`).count();
  assert.equal(await icons('.navbar__items a.navbar__link:has-text("GitHub")'), 1);
  assert.equal(await icons('.navbar__items a.navbar__link:has-text("Docs")'), 0);
  assert.equal(await icons('.footer a.footer__link-item:has-text("Example")'), 1);
  assert.equal(await icons('.footer a.footer__link-item:has-text("Intro")'), 0);
  const dropdownIcon = page.locator(`.dropdown__link:has-text("Elsewhere") ${EXTERNAL_ICON}`);
  assert.equal(await dropdownIcon.getAttribute('width'), '12', 'smaller in a dropdown, as in Docusaurus');
  assert.equal(await page.locator(`.dropdown__link:has-text("Blog") ${EXTERNAL_ICON}`).count(), 0);
  const navbarIcon = page.locator(`.navbar__items a:has-text("GitHub") ${EXTERNAL_ICON}`);
  assert.equal(await navbarIcon.getAttribute('width'), '13.5');
  assert.equal(await navbarIcon.evaluate((icon) => getComputedStyle(icon).marginLeft), '4.8px');
  await page.close();
});

for (const mode of ['light', 'dark'] as const) {
  test(`a dark navbar's menu button, colour-mode switch and dropdown are in its light text colour (${mode})`, async () => {
    const desktop = await visit('/docs/intro');
    await desktop.evaluate((theme) => document.documentElement.setAttribute('data-theme', theme), mode);
    const color = (page: Page, selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => getComputedStyle(element).color);
    assert.equal(await color(desktop, '.navbar .color-mode-toggle'), WHITE);
    // Infima's --ifm-navbar-link-color on a dark navbar (gray-100).
    assert.equal(await color(desktop, '.navbar .dropdown__button'), 'rgb(245, 246, 247)');
    await desktop.close();
    const mobile = await visit('/docs/intro', MOBILE);
    await mobile.evaluate((theme) => document.documentElement.setAttribute('data-theme', theme), mode);
    assert.equal(await color(mobile, '.navbar__toggle'), WHITE);
    await mobile.close();
  });
}

test('a doc whose only heading is below the listed levels still has its table of contents (empty), as in Docusaurus', async () => {
  const desktop = await visit('/docs/footnotes');
  assert.equal(await desktop.locator('.theme-doc-toc-desktop').count(), 1);
  assert.equal(await desktop.locator('.theme-doc-toc-desktop a').count(), 0, 'h4 is not listed');
  await desktop.close();
  const mobile = await visit('/docs/footnotes', MOBILE);
  assert.equal(await mobile.getByRole('button', { name: 'On this page' }).isVisible(), true);
  await mobile.close();
});

test('on a wide screen the Copy button shows on hover: hidden, faint over the block, opaque over the button or focused', async () => {
  const page = await visit('/docs/intro');
  const button = page.locator('.code-block__copy').first();
  const opacity = () => button.evaluate((element) => getComputedStyle(element).opacity);
  await page.mouse.move(0, 0);
  assert.equal(await opacity(), '0');
  await page.locator('.code-block__pre').first().hover();
  assert.equal(await opacity(), '0.4');
  await button.hover();
  assert.equal(await opacity(), '1');
  await page.mouse.move(0, 0);
  await button.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  assert.equal(await opacity(), '1', 'keyboard focus shows it');
  await page.close();
  const mobile = await visit('/docs/intro', MOBILE);
  assert.equal(
    await mobile
      .locator('.code-block__copy')
      .first()
      .evaluate((element) => getComputedStyle(element).opacity),
    '1',
    'shown on phones',
  );
  await mobile.close();
});

test('a version whose badge option is on shows "Version: <label>" as an Infima badge above the content', async () => {
  const page = await visit('/docs/intro');
  const badge = page.locator('.theme-doc-markdown').locator('xpath=preceding-sibling::span[contains(@class, "theme-doc-version-badge")]');
  assert.equal(await badge.textContent(), 'Version: Next');
  assert.equal(await badge.getAttribute('class'), 'theme-doc-version-badge badge badge--secondary');
  assert.equal(await badge.evaluate((element) => getComputedStyle(element).display), 'inline-block', "Infima's badge");
  await page.close();
});

test("the announcement bar has Docusaurus's metrics: 30 px high on a wide screen, its text at 85 % with 5 px around, centred", async () => {
  const page = await visit('/');
  const bar = page.getByRole('region', { name: 'Announcement' });
  assert.equal((await bar.boundingBox())!.height, 30, 'its border included');
  const text = await bar.locator('.announcement-bar__content').evaluate((element) => {
    const style = getComputedStyle(element);
    return [style.fontSize, style.paddingTop, style.paddingBottom, style.textAlign];
  });
  assert.deepEqual(text, ['13.6px', '5px', '5px', 'center']);
  // A site that sets Docusaurus's variable (as Jest's does) sizes the bar.
  await page.addStyleTag({ content: ':root { --docusaurus-announcement-bar-height: auto !important; }' });
  assert.ok((await bar.boundingBox())!.height > 32, 'the height its text needs');
  await page.close();
});

test('a post under a minute and a half reads "One min read", as Docusaurus words it', async () => {
  const page = await visit('/blog/2024/03/01/short');
  assert.match((await page.locator('.blog-post-meta').textContent())!, /One min read/);
  await page.close();
});

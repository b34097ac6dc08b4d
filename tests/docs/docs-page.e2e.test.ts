/**
 * Docs pages of the real site in Chromium: the version dropdown and the stored preferred version,
 * the v4 banner, the sidebar (active page, categories, mobile drawer menu), the table of contents,
 * the code block copy button, the redirects, and accessibility of the docs-only parts.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { seriousAccessibilityViolations } from '../support/axe.ts';
import { openPage } from '../support/browser.ts';
import { realSiteWithBrowser } from '../support/site-with-browser.ts';

const env = realSiteWithBrowser();

const DESKTOP = { width: 1280, height: 800 };
const PREFERENCE_KEY = 'docs-preferred-version-default';

const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated]', { state: 'attached' });
const pathOf = (page: Page) => new URL(page.url()).pathname;

async function visit(context: BrowserContext | Browser, path: string): Promise<{ page: Page; errors: string[] }> {
  const watched = await openPage(context);
  await watched.page.goto(env.site.url + path);
  await hydrated(watched.page);
  return watched;
}

function desktop(options: Parameters<Browser['newContext']>[0] = {}): Promise<BrowserContext> {
  return env.browser.newContext({ viewport: DESKTOP, ...options });
}

describe('version dropdown', () => {
  const dropdownButton = (page: Page) => page.locator('.navbar__inner').getByRole('button', { name: /^Versions/ });
  const dropdownLinks = (page: Page) =>
    page
      .locator('.navbar__inner .docs-version-dropdown .dropdown__link')
      .evaluateAll((links) => links.map((a) => `${a.textContent} ${a.getAttribute('href')}`));

  test('switches to the same doc in the other version, else its main doc, and stores the choice', async () => {
    const context = await desktop();
    const { page, errors } = await visit(context, '/docs/glossary');
    assert.match(await dropdownButton(page).innerText(), /XState v5/);
    await dropdownButton(page).click();
    assert.equal(await dropdownButton(page).getAttribute('aria-expanded'), 'true');
    assert.deepEqual(await dropdownLinks(page), ['XState v5 /docs/glossary', 'XState v4 /docs/xstate-v4/glossary']);

    await page.locator('.docs-version-dropdown').getByRole('link', { name: 'XState v4' }).click();
    await page.waitForURL('**/docs/xstate-v4/glossary');
    await page.locator('.doc-version-banner').waitFor(); // the v4 page has replaced the v5 one
    assert.equal(await page.evaluate((key) => localStorage.getItem(key), PREFERENCE_KEY), '4');
    assert.match(await dropdownButton(page).innerText(), /XState v4/);

    // A v4 doc that v5 does not have: the v5 entry leads to v5's main doc.
    await page.goto(env.site.url + '/docs/xstate-v4/xstate/actors/callbacks');
    await hydrated(page);
    assert.deepEqual(await dropdownLinks(page), ['XState v5 /docs', 'XState v4 /docs/xstate-v4/xstate/actors/callbacks']);

    // Outside the docs, the dropdown and the navbar's Docs link follow the stored choice.
    await page.goto(env.site.url + '/blog');
    await hydrated(page);
    await page.waitForFunction(() => document.querySelector('.navbar__inner a.navbar__link[href^="/docs"]')?.getAttribute('href') === '/docs/xstate-v4/studio');
    assert.match(await dropdownButton(page).innerText(), /XState v4/);
    assert.deepEqual(await dropdownLinks(page), ['XState v5 /docs', 'XState v4 /docs/xstate-v4/studio']);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('without a stored choice, links to the docs go to the latest version', async () => {
    const context = await desktop();
    const { page } = await visit(context, '/blog');
    assert.equal(await page.locator('.navbar__inner a.navbar__link', { hasText: 'Docs' }).getAttribute('href'), '/docs');
    assert.match(await dropdownButton(page).innerText(), /XState v5/);
    await context.close();
  });

  test('Enter toggles it; Escape, a click outside and focus moving outside close it', async () => {
    const context = await desktop();
    const { page } = await visit(context, '/docs/guards');
    const button = dropdownButton(page);
    const expanded = () => button.getAttribute('aria-expanded');
    await button.focus();
    await page.keyboard.press('Enter');
    assert.equal(await expanded(), 'true');
    await page.keyboard.press('Enter');
    assert.equal(await expanded(), 'false');

    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    assert.equal(await expanded(), 'false');
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-haspopup')), 'true', 'focus returns to the button');

    await button.click();
    await page.mouse.click(640, 500);
    assert.equal(await expanded(), 'false', 'closed by a click outside');

    await button.click();
    await page.locator('.doc-page__content a').first().focus();
    assert.equal(await expanded(), 'false', 'closed when focus moves outside');
    assert.equal(await page.locator('.docs-version-dropdown .dropdown__menu').isVisible(), false);
    await context.close();
  });
});

describe('version banner', () => {
  test("v4 docs say they are no longer maintained and link to the same doc in v5, else to v5's main doc", async () => {
    const context = await desktop();
    const { page } = await visit(context, '/docs/xstate-v4/glossary');
    const banner = page.locator('.doc-version-banner');
    assert.match(await banner.innerText(), /Docs for XState v4 are no longer actively maintained\./);
    const link = banner.getByRole('link', { name: 'latest version' });
    assert.equal(await link.getAttribute('href'), '/docs/glossary');

    await page.goto(env.site.url + '/docs/xstate-v4/xstate/actors/callbacks');
    await hydrated(page);
    assert.equal(await banner.getByRole('link', { name: 'latest version' }).getAttribute('href'), '/docs');

    await page.evaluate((key) => localStorage.setItem(key, '4'), PREFERENCE_KEY);
    await banner.getByRole('link', { name: 'latest version' }).click();
    await page.waitForURL(env.site.url + '/docs');
    await page.locator('.doc-version-banner').waitFor({ state: 'detached' }); // no banner on the current version
    assert.equal(await page.evaluate((key) => localStorage.getItem(key), PREFERENCE_KEY), 'current', 'following the banner chooses the latest version');
    await context.close();
  });
});

describe('sidebar', () => {
  test('marks the page being read, scrolls it into view, and shows breadcrumbs', async () => {
    const context = await desktop();
    const { page, errors } = await visit(context, '/docs/xstate-v4/xstate/packages/xstate-vue');
    const sidebar = page.locator('.docs-sidebar--desktop');
    const active = sidebar.locator('[aria-current="page"]');
    assert.equal(await active.innerText(), '@xstate/vue');
    const [box, link] = await Promise.all([sidebar.boundingBox(), active.boundingBox()]);
    assert.ok(link!.y >= box!.y && link!.y + link!.height <= box!.y + box!.height, 'the active link is visible in the sidebar');
    assert.deepEqual(await page.locator('nav[aria-label="Breadcrumbs"] li').allInnerTexts(), ['', 'XState library', 'Packages', '@xstate/vue']);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('categories toggle with aria-expanded and stay as the reader left them on the next page', async () => {
    const context = await desktop();
    const { page, errors } = await visit(context, '/docs/actions');
    const toggle = (label: string) => page.locator('.docs-sidebar--desktop').getByRole('button', { name: `Toggle the sidebar category “${label}”` });
    assert.equal(await toggle('Packages').getAttribute('aria-expanded'), 'false', 'configured collapsed');
    assert.equal(await toggle('State machines').getAttribute('aria-expanded'), 'true', 'holds the active page');
    await toggle('Packages').click();
    assert.equal(await toggle('Packages').getAttribute('aria-expanded'), 'true');
    await page.locator('.docs-sidebar--desktop').getByRole('link', { name: '@xstate/react' }).waitFor({ state: 'visible' });
    await toggle('Core concepts').click();
    assert.equal(await toggle('Core concepts').getAttribute('aria-expanded'), 'false');

    await page.locator('.docs-sidebar--desktop').getByRole('link', { name: 'Guards' }).click();
    await page.waitForURL('**/docs/guards');
    await page.locator('.docs-sidebar--desktop [aria-current="page"]', { hasText: 'Guards' }).waitFor(); // the next page is shown
    assert.equal(await toggle('Packages').getAttribute('aria-expanded'), 'true', 'categories do not collapse by themselves');
    assert.equal(await toggle('Core concepts').getAttribute('aria-expanded'), 'false');
    assert.deepEqual(errors, []);
    await context.close();
  });
});

describe('sidebar size', () => {
  test("a closed category's items are not in the page's HTML; they render when it opens", async () => {
    const context = await desktop();
    const { page, errors } = await visit(context, '/docs/actions');
    const toggle = page.locator('.docs-sidebar--desktop').getByRole('button', { name: 'Toggle the sidebar category “Packages”' });
    const listId = await toggle.getAttribute('aria-controls');
    const html = await (await page.request.get(page.url())).text();
    assert.match(html, new RegExp(`<ul id="${listId}"[^>]*data-collapsed="true"></ul>`), 'the closed list is empty in the HTML');
    await toggle.click();
    await page.locator(`#${listId}`).getByRole('link', { name: '@xstate/react' }).waitFor({ state: 'visible' });
    assert.ok((await page.locator(`#${listId} a`).count()) > 3);
    assert.deepEqual(errors, []);
    await context.close();
  });
});

describe('table of contents', () => {
  test('lists h2 and h3 headings and follows the heading being read', async () => {
    const context = await desktop();
    const { page } = await visit(context, '/docs/actions');
    const toc = page.locator('.doc-page__toc .table-of-contents');
    const ids = await toc.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')!.slice(1)));
    assert.ok(ids.length > 5);
    const levels = await page.evaluate((list) => list.map((id) => document.getElementById(id)!.tagName), ids);
    assert.deepEqual(
      [...new Set(levels)].sort(),
      ['H2', 'H3'].filter((level) => levels.includes(level)),
    );

    for (const id of [ids[3], ids[ids.length - 2]]) {
      await page.evaluate((target) => document.getElementById(target)!.scrollIntoView(), id);
      await page.waitForFunction(
        (target) => document.querySelector('.doc-page__toc .table-of-contents__link--active')?.getAttribute('href') === `#${target}`,
        id,
      );
    }
    assert.equal(await toc.locator('[aria-current="location"]').count(), 1);
    await context.close();
  });
});

describe('mobile (996 px and narrower)', () => {
  test("at 995 px the sidebar is the drawer's secondary menu: categories closed unless they hold the page", async () => {
    const context = await env.browser.newContext({ viewport: { width: 995, height: 800 } });
    const { page, errors } = await visit(context, '/docs/xstate-v4/xstate/actions/actions');
    assert.equal(await page.locator('.docs-page__sidebar').isVisible(), false);
    assert.equal(await page.getByRole('button', { name: 'On this page' }).isVisible(), true);
    assert.equal(await page.locator('.doc-page__toc').isVisible(), false);

    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const menu = page.locator('[data-testid="navbar-secondary-menu"]');
    await menu.waitFor({ state: 'visible' });
    assert.equal(await page.getByRole('button', { name: '← Back to main menu' }).isVisible(), true);
    assert.equal(await menu.locator('[aria-current="page"]').innerText(), 'Actions');
    const expanded = (label: string) =>
      menu
        .getByRole('button', { name: label, exact: true })
        .or(menu.getByRole('button', { name: `Toggle the sidebar category “${label}”` }))
        .getAttribute('aria-expanded');
    assert.equal(await expanded('Core concepts'), 'false', 'configured open, but closed on mobile');
    assert.equal(await expanded('XState library'), 'true', 'holds the active page');
    assert.equal(await expanded('Actions'), 'true');

    await menu.getByRole('button', { name: 'Toggle the sidebar category “Core concepts”' }).click();
    const list = menu.locator(`#${await menu.getByRole('button', { name: 'Toggle the sidebar category “Core concepts”' }).getAttribute('aria-controls')}`);
    await list.getByRole('link', { name: 'Introducing states' }).waitFor({ state: 'visible' });
    assert.ok(Number(await list.getAttribute('data-collapse-duration')) > 100, 'the duration follows the content height');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('collapsing takes 1 ms when reduced motion is preferred', async () => {
    const context = await env.browser.newContext({ viewport: { width: 995, height: 800 }, reducedMotion: 'reduce' });
    const { page } = await visit(context, '/docs/actions');
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const menu = page.locator('[data-testid="navbar-secondary-menu"]');
    const toggle = menu.getByRole('button', { name: 'Toggle the sidebar category “Packages”' });
    await toggle.click();
    const list = menu.locator(`#${await toggle.getAttribute('aria-controls')}`);
    assert.equal(await list.getAttribute('data-collapse-duration'), '1');
    await context.close();
  });

  test('"On this page" opens the table of contents on mobile', async () => {
    const context = await env.browser.newContext({ viewport: { width: 400, height: 800 } });
    const { page } = await visit(context, '/docs/actions');
    const button = page.getByRole('button', { name: 'On this page' });
    assert.equal(await button.getAttribute('aria-expanded'), 'false');
    await button.click();
    await page.locator('.toc-mobile').getByRole('link', { name: 'Inline actions' }).click();
    await page.waitForURL('**/docs/actions#inline-actions');
    assert.equal(await button.getAttribute('aria-expanded'), 'false', 'closes after choosing a heading');
    await context.close();
  });

  test('at 997 px the sidebar is beside the page and there is no drawer menu', async () => {
    const context = await env.browser.newContext({ viewport: { width: 997, height: 800 } });
    const { page } = await visit(context, '/docs/xstate-v4/xstate/actions/actions');
    assert.equal(await page.locator('.docs-page__sidebar').isVisible(), true);
    assert.equal(await page.getByRole('button', { name: 'Toggle navigation bar' }).isVisible(), false);
    assert.equal(await page.locator('[data-testid="navbar-secondary-menu"]').count(), 0);
    assert.equal(await page.getByRole('button', { name: 'On this page' }).isVisible(), false);
    assert.equal(await page.locator('.doc-page__toc').isVisible(), true);
    await context.close();
  });
});

test('the code block copy button copies the code and says "Copied"', async () => {
  const context = await desktop({ permissions: ['clipboard-read', 'clipboard-write'] });
  const { page } = await visit(context, '/docs/actions');
  const block = page.locator('.code-block').first();
  const button = block.locator('button.code-block__copy'); // its accessible name changes when it copies
  assert.equal(await button.innerText(), 'Copy');
  await button.click();
  await block.getByRole('button', { name: 'Copied' }).waitFor();
  assert.equal(await button.innerText(), 'Copied');
  const code = (await block.locator('pre').textContent())!;
  assert.equal((await page.evaluate(() => navigator.clipboard.readText())).trim(), code.trim());
  await context.close();
});

describe('redirects', () => {
  const REDIRECTS: Record<string, string> = {
    '/docs/category/xstate-model-based-testing': '/docs/xstate-v4/xstate/model-based-testing/intro',
    '/docs/xstate/actors/parent-child-communication': '/docs/xstate-v4/xstate/actors/parent-child-communication',
    '/docs/xstate/typescript/type-helpers': '/docs/xstate-v4/xstate/typescript/type-helpers',
    '/docs/sky': '/docs/stately-sky-getting-started',
  };
  for (const [from, to] of Object.entries(REDIRECTS)) {
    test(`${from} lands on ${to}`, async () => {
      const { page } = await openPage(env.browser);
      await page.goto(env.site.url + from);
      await page.waitForURL(env.site.url + to);
      await hydrated(page);
      assert.equal(pathOf(page), to);
      assert.equal(await page.locator('h1').count(), 1);
      await page.close();
    });
  }

  test('a redirect keeps the query and the hash', async () => {
    const { page } = await openPage(env.browser);
    await page.goto(`${env.site.url}/docs/sky?from=old#top`);
    await page.waitForURL(`${env.site.url}/docs/stately-sky-getting-started?from=old#top`);
    await page.close();
  });
});

describe('accessibility of docs pages', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const path of ['/docs/xstate-v4/xstate/actors/intro', '/docs/category/get-started']) {
      test(`${path} (${colorScheme}): no serious or critical violations`, async () => {
        const context = await desktop({ colorScheme });
        const { page } = await visit(context, path);
        assert.deepEqual(await seriousAccessibilityViolations(page), []);
        await context.close();
      });
    }
    test(`the mobile docs menu (${colorScheme}): no serious or critical violations`, async () => {
      const context = await env.browser.newContext({ colorScheme, viewport: { width: 600, height: 900 } });
      const { page } = await visit(context, '/docs/actions');
      await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
      await page.locator('[data-testid="navbar-secondary-menu"]').waitFor();
      assert.deepEqual(await seriousAccessibilityViolations(page), []);
      await context.close();
    });
  }
});

/**
 * The site shell in Chromium, on the real site: colour mode, announcement bar, navbar (scroll,
 * mobile drawer, keyboard), footer newsletter form, external links. Both themes, both sizes.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { openPage, waitForHydration } from '../support/browser.ts';
import { realSiteWithBrowser } from '../support/site-with-browser.ts';

const env = realSiteWithBrowser();

const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 390, height: 844 };
const hydrated = waitForHydration;
const theme = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-theme'));
const toggle = (page: Page) => page.locator('.navbar__inner .color-mode-toggle');

async function newContext(options: Parameters<Browser['newContext']>[0] = {}): Promise<BrowserContext> {
  return env.browser.newContext({ viewport: DESKTOP, ...options });
}

describe('colour mode', () => {
  test('defaults to light; the toggle switches, labels its state and stores "theme"', async () => {
    const context = await newContext({ colorScheme: 'light' });
    const page = await context.newPage();
    await page.goto(env.site.url + '/');
    await hydrated(page);
    assert.equal(await theme(page), 'light');
    assert.equal(await toggle(page).getAttribute('aria-label'), 'Switch between dark and light mode (currently light mode)');
    await toggle(page).click();
    assert.equal(await theme(page), 'dark');
    assert.equal(await toggle(page).getAttribute('aria-label'), 'Switch between dark and light mode (currently dark mode)');
    assert.equal(await page.evaluate(() => localStorage.getItem('theme')), 'dark');
    await page.reload();
    await hydrated(page);
    assert.equal(await theme(page), 'dark', 'the choice survives a reload');
    await context.close();
  });

  test('with nothing stored the system preference is used; OS changes are followed except while printing', async () => {
    const context = await newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    await page.goto(env.site.url + '/docs');
    await hydrated(page);
    assert.equal(await theme(page), 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'light');
    await page.emulateMedia({ media: 'print' });
    await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
    await page.waitForTimeout(200);
    assert.equal(await theme(page), 'light', 'no change while printing');
    await context.close();
  });

  test('no flash: the stored mode is applied before the app runs', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await page.route('**/assets/js/**', (route) => route.abort()); // no client app at all
    await page.goto(env.site.url + '/');
    assert.equal(await theme(page), 'dark');
    await context.close();
  });

  test('changes sync across tabs', async () => {
    const context = await newContext({ colorScheme: 'light' });
    const [a, b] = [await context.newPage(), await context.newPage()];
    await a.goto(env.site.url + '/');
    await b.goto(env.site.url + '/blog');
    await Promise.all([hydrated(a), hydrated(b)]);
    await toggle(a).click();
    await b.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'dark');
    await context.close();
  });

  test('storage holding garbage or throwing never breaks the page', async () => {
    const context = await newContext({ colorScheme: 'light' });
    await context.addInitScript(() => localStorage.setItem('theme', '"><script>'));
    const watched = await openPage(context);
    await watched.page.goto(env.site.url + '/');
    await hydrated(watched.page);
    assert.equal(await theme(watched.page), 'light');
    await watched.page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new Error('storage disabled');
        },
      });
    });
    await watched.page.reload();
    await hydrated(watched.page);
    await toggle(watched.page).click();
    assert.equal(await theme(watched.page), 'dark');
    assert.deepEqual(watched.errors, []);
    await context.close();
  });
});

describe('announcement bar', () => {
  test('closable; dismissal is stored and the bar stays hidden, with no flash', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.goto(env.site.url + '/');
    await hydrated(page);
    const bar = page.locator('.announcement-bar');
    assert.match((await bar.textContent())!, /in beta.*feedback/i);
    await bar.getByRole('button', { name: 'Close' }).click();
    assert.equal(await bar.count(), 0);
    assert.equal(await page.evaluate(() => localStorage.getItem('announcement.dismiss')), 'true');
    await page.route('**/assets/js/**', (route) => route.abort());
    await page.reload();
    assert.equal(await page.locator('.announcement-bar').isVisible(), false, 'hidden before any script of the app runs');
    await context.close();
  });

  test('a new bar id resets the dismissed flag and shows the bar again', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.addInitScript(() => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('announcement.id', 'an-older-announcement');
      localStorage.setItem('announcement.dismiss', 'true');
    });
    await page.goto(env.site.url + '/');
    await hydrated(page);
    assert.ok(await page.locator('.announcement-bar').isVisible());
    assert.equal(await page.evaluate(() => localStorage.getItem('announcement.dismiss')), 'false');
    assert.notEqual(await page.evaluate(() => localStorage.getItem('announcement.id')), 'an-older-announcement');
    await context.close();
  });
});

describe('navbar', () => {
  test('hides on scroll down, shows on scroll up and near the top', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.goto(env.site.url + '/docs/transitions');
    await hydrated(page);
    const navbar = page.locator('nav.navbar');
    await page.mouse.wheel(0, 1200);
    await page.waitForFunction(() => document.querySelector('nav.navbar')!.classList.contains('navbar--hidden'));
    await page.mouse.wheel(0, -300);
    await page.waitForFunction(() => !document.querySelector('nav.navbar')!.classList.contains('navbar--hidden'));
    await page.evaluate(() => window.scrollTo(0, 0));
    assert.doesNotMatch((await navbar.getAttribute('class'))!, /navbar--hidden/);
    await context.close();
  });

  test('hides when a hash target is jumped to', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.goto(env.site.url + '/docs/transitions');
    await hydrated(page);
    const anchor = page.locator('.markdown a[href^="#"], nav a[href^="#"]').first();
    await anchor.click();
    await page.waitForFunction(() => document.querySelector('nav.navbar')!.classList.contains('navbar--hidden'));
    await context.close();
  });

  test('"Skip to main content" is the first thing the keyboard reaches', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.goto(env.site.url + '/');
    await hydrated(page);
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Skip to main content');
    await page.keyboard.press('Enter');
    assert.equal(await page.evaluate(() => location.hash), '#main-content');
    await context.close();
  });

  test('the colour toggle works from the keyboard', async () => {
    const context = await newContext({ colorScheme: 'light' });
    const page = await context.newPage();
    await page.goto(env.site.url + '/');
    await hydrated(page);
    await toggle(page).focus();
    await page.keyboard.press('Enter');
    assert.equal(await theme(page), 'dark');
    await page.keyboard.press('Space');
    assert.equal(await theme(page), 'light');
    await context.close();
  });

  test('external links open safely and carry analytics event classes', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.goto(env.site.url + '/');
    for (const [label, event] of [
      ['Studio', 'studio'],
      ['Editor', 'editor'],
      ['Discover', 'discover'],
    ]) {
      const link = page.locator('.navbar__items a', { hasText: label }).first();
      assert.equal(await link.getAttribute('rel'), 'noopener noreferrer', label);
      assert.equal(await link.getAttribute('target'), '_blank', label);
      assert.match((await link.getAttribute('class'))!, new RegExp(`plausible-event-name=${event}\\+click`));
    }
    assert.match((await page.locator('footer a', { hasText: 'Discord' }).first().getAttribute('class'))!, /plausible-event-name=discord\+click/);
    assert.match((await page.locator('footer button', { hasText: 'Subscribe' }).getAttribute('class'))!, /plausible-event-name=newsletter\+click/);
    await context.close();
  });
});

describe('mobile navigation drawer', () => {
  for (const mode of ['light', 'dark'] as const) {
    test(`opens and closes (${mode} mode), closes on back navigation`, async () => {
      const context = await newContext({ viewport: MOBILE, colorScheme: mode });
      const page = await context.newPage();
      await page.goto(env.site.url + '/');
      await hydrated(page);
      assert.equal(await theme(page), mode);
      await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
      const drawer = page.getByRole('dialog', { name: 'Navigation' });
      await drawer.waitFor();
      assert.ok(await drawer.getByRole('link', { name: 'Blog' }).isVisible());
      await page.getByRole('button', { name: 'Close navigation bar' }).click();
      assert.equal(await drawer.count(), 0);
      // Back navigation closes it.
      await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
      await drawer.getByRole('link', { name: 'Blog' }).click();
      await page.waitForURL('**/blog');
      await drawer.waitFor({ state: 'detached' }); // closes on navigation
      await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
      await drawer.waitFor();
      await page.goBack();
      await page.waitForURL(env.site.url + '/');
      await drawer.waitFor({ state: 'detached' }); // closes on back navigation
      await context.close();
    });
  }

  test('closes when the viewport becomes desktop', async () => {
    const context = await newContext({ viewport: MOBILE });
    const page = await context.newPage();
    await page.goto(env.site.url + '/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await page.getByRole('dialog', { name: 'Navigation' }).waitFor();
    await page.setViewportSize({ width: 1100, height: 800 });
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
    assert.equal(await page.getByRole('button', { name: 'Toggle navigation bar' }).isVisible(), false);
    await context.close();
  });

  test('on a docs page the drawer shows the docs sidebar with "← Back to main menu" at 995 px, and no drawer at 997 px', async () => {
    const context = await newContext({ viewport: { width: 995, height: 800 } });
    const page = await context.newPage();
    await page.goto(env.site.url + '/docs/guards');
    await hydrated(page);
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const secondary = page.locator('[data-testid="navbar-secondary-menu"]');
    await secondary.waitFor();
    assert.ok(await secondary.getByRole('link', { name: 'Guards' }).first().isVisible());
    await page.getByRole('button', { name: '← Back to main menu' }).click();
    assert.ok(await page.getByRole('dialog').getByRole('link', { name: 'Blog' }).isVisible());
    await page.setViewportSize({ width: 997, height: 800 });
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
    assert.equal(await page.getByRole('button', { name: 'Toggle navigation bar' }).isVisible(), false);
    await context.close();
  });
});

describe('newsletter form', () => {
  test('refuses an empty or invalid email without sending anything', async () => {
    const context = await newContext();
    const page = await context.newPage();
    let posts = 0;
    page.on('request', (request) => request.method() === 'POST' && posts++);
    await page.goto(env.site.url + '/');
    await hydrated(page);
    const form = page.locator('form.newsletter');
    const email = form.locator('input[type="email"]');
    assert.equal(await email.getAttribute('required'), '');
    assert.ok(await email.getAttribute('placeholder'));
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await email.fill('not-an-email');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await page.waitForTimeout(300);
    assert.equal(posts, 0);
    assert.equal(await email.evaluate((el: HTMLInputElement) => el.validity.valid), false);
    await context.close();
  });

  test('posts email and embed=1 to the sign-up endpoint in a popup window', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.goto(env.site.url + '/');
    await hydrated(page);
    await context.route('**/registry/api/newsletter/signup', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>Thanks</p>' }));
    const form = page.locator('form.newsletter');
    await form.locator('input[type="email"]').fill('reader@example.com');
    const [popup, request] = await Promise.all([
      page.waitForEvent('popup'),
      context.waitForEvent('request', (r) => r.url().endsWith('/registry/api/newsletter/signup')),
      form.getByRole('button', { name: 'Subscribe' }).click(),
    ]);
    assert.equal(request.method(), 'POST');
    const body = new URLSearchParams(request.postData()!);
    assert.equal(body.get('email'), 'reader@example.com');
    assert.equal(body.get('embed'), '1');
    assert.ok(popup, 'a popup window opened');
    await context.close();
  });
});

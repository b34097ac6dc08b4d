/**
 * No lost keystrokes: typing right after opening search reaches the input whole and in order, however
 * long the modal's code and the first index files take to arrive. The network is slowed by holding
 * every script and stylesheet requested after hydration (the modal's chunk) and every index file,
 * so all the keys are typed while the modal's code is still on its way.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { seriousAccessibilityViolations } from '../support/axe.ts';
import { openPage, waitForHydration } from '../support/browser.ts';
import { realSiteWithBrowser } from '../support/site-with-browser.ts';

const env = realSiteWithBrowser();
/** How long the slowed files are held back. */
const HOLD_MS = 1500;

interface SlowPage {
  page: Page;
  errors: string[];
  /** Whether a held-back file of the modal's code has been let through yet. */
  modalCodeArrived: () => boolean;
}

async function openSlowly(path: string): Promise<SlowPage> {
  const { page, errors } = await openPage(env.browser);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(env.site.url + path);
  await waitForHydration(page);
  let arrived = false;
  const hold = (isCode: boolean) => async (route: { continue: () => Promise<void> }) => {
    await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
    if (isCode) arrived = true;
    await route.continue();
  };
  // Everything the page loads from now on is on-demand code: the modal's chunk and its styles.
  await page.route(/\/assets\/(js|css)\//, hold(true));
  await page.route(/\/search\/.*\.json$/, hold(false));
  return { page, errors, modalCodeArrived: () => arrived };
}

async function expectGuardsFound({ page, errors }: SlowPage): Promise<void> {
  await page.waitForFunction(() => (document.querySelector('.DocSearch-Input') as HTMLInputElement | null)?.value === 'guards');
  const first = page.locator('.DocSearch-Hit a').first();
  await first.waitFor();
  assert.equal(await first.evaluate((a) => (a as HTMLAnchorElement).pathname), '/docs/guards');
  assert.equal(await page.locator('.DocSearch-Input').inputValue(), 'guards');
  assert.deepEqual(errors, []);
}

describe('typing at once after opening search, with the modal code and index slowed', () => {
  for (const shortcut of ['Control+k', '/']) {
    test(`"${shortcut}" then "guards": the input holds "guards" and the Guards page is the first hit`, async () => {
      const slow = await openSlowly('/docs/quick-start');
      await slow.page.keyboard.press(shortcut);
      await slow.page.keyboard.type('guards');
      assert.equal(slow.modalCodeArrived(), false, 'every key was typed before the modal code arrived');
      // The shell is open at once, focused, showing what was typed.
      assert.equal(await slow.page.locator('.search-shell__input').inputValue(), 'guards');
      assert.equal(await slow.page.evaluate(() => document.activeElement?.className), 'search-shell__input');
      await expectGuardsFound(slow);
      await slow.page.close();
    });
  }

  test('typing while the search button has focus opens search with all of that input', async () => {
    const slow = await openSlowly('/');
    await slow.page.getByRole('button', { name: 'Search docs and blog' }).focus();
    await slow.page.keyboard.type('guards');
    assert.equal(slow.modalCodeArrived(), false, 'every key was typed before the modal code arrived');
    await expectGuardsFound(slow);
    await slow.page.close();
  });

  test('Backspace while it loads edits the text; the page behind receives none of the keys', async () => {
    const slow = await openSlowly('/');
    const newsletter = slow.page.locator('form.newsletter input[type="email"]');
    await slow.page.keyboard.press('Control+k');
    await slow.page.keyboard.type('guardx');
    await slow.page.keyboard.press('Backspace');
    await slow.page.keyboard.type('s');
    await expectGuardsFound(slow);
    assert.equal(await newsletter.inputValue(), '');
    await slow.page.close();
  });

  test('typing keeps reaching the input once the modal is open', async () => {
    const slow = await openSlowly('/docs/quick-start');
    await slow.page.keyboard.press('Control+k');
    await slow.page.keyboard.type('gua');
    await slow.page.locator('.DocSearch-Modal').waitFor();
    await slow.page.keyboard.type('rds');
    await expectGuardsFound(slow);
    await slow.page.close();
  });

  test('if the modal code fails to load, the shell says so and Retry loads it, keeping the text', async () => {
    const { page, errors } = await openPage(env.browser);
    await page.goto(env.site.url + '/docs/quick-start');
    await waitForHydration(page);
    let failing = true;
    await page.route(/\/assets\/(js|css)\//, (route) => (failing ? route.abort() : route.continue()));
    await page.keyboard.press('Control+k');
    await page.keyboard.type('guards');
    await page.getByText('Unable to fetch results').waitFor();
    assert.equal(await page.locator('.search-shell__input').inputValue(), 'guards');
    failing = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.locator('.DocSearch-Modal').waitFor();
    await expectGuardsFound({ page, errors: errors.filter((error) => !/ChunkLoadError|Loading (CSS )?chunk/.test(error)), modalCodeArrived: () => true });
    await page.close();
  });

  for (const theme of ['light', 'dark']) {
    test(`the shell is accessible (${theme}): a labelled dialog, labelled input and close button, enough contrast`, async () => {
      const { page } = await openPage(env.browser);
      await page.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
      await page.goto(env.site.url + '/docs/quick-start');
      await waitForHydration(page);
      await page.route(/\/assets\/(js|css)\//, () => {}); // never answered: the shell stays
      await page.keyboard.press('Control+k');
      await page.keyboard.type('guards');
      assert.equal(await page.getByRole('dialog', { name: 'Search the Stately documentation and blog' }).count(), 1);
      assert.equal(await page.getByRole('textbox', { name: 'Search the Stately documentation and blog' }).inputValue(), 'guards');
      assert.deepEqual(await seriousAccessibilityViolations(page), []);
      await page.keyboard.press('Escape');
      await page.locator('.search-shell').waitFor({ state: 'detached' });
      await page.close();
    });
  }
});

/**
 * Headings and titles that read as markup ("<img src=x onerror=...>", written raw in a blog title,
 * as entities in a .md heading, as a string in an .mdx heading) show as text in the search modal,
 * in its recent searches and on the search page, and never run (tests/fixtures/search-site).
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { openPage, waitForHydration } from '../support/browser.ts';
import { fixtureSiteWithBrowser } from '../support/site-with-browser.ts';

const env = fixtureSiteWithBrowser('search-site');

/** The text every markup heading of the fixture holds; its onerror sets `window.xssRan`. */
const TAG_TEXT = '<img src=x onerror="window.xssRan=true">';

async function open(path: string): Promise<Page> {
  const { page } = await openPage(env.browser);
  await page.goto(env.site.url + path);
  await waitForHydration(page);
  return page;
}

/** No element was made from the indexed text (so no onerror can ever fire), and none ran. */
async function assertNothingInjected(page: Page, scope: string): Promise<void> {
  assert.equal(await page.locator(`${scope} img`).count(), 0, `no <img> in ${scope}`);
  assert.equal(await page.evaluate(() => (window as { xssRan?: boolean }).xssRan), undefined, 'no script ran');
}

describe('markup in indexed headings and titles', () => {
  test('the modal shows it as text, highlighted, and runs nothing; so do its recent searches', async () => {
    const page = await open('/docs/markup');
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('img');
    const hits = page.locator('.DocSearch-Hit');
    // The two docs headings and the blog title.
    await page.waitForFunction(() => document.querySelectorAll('.DocSearch-Hit').length >= 3);
    const titles = await page.locator('.DocSearch-Hit-title').allInnerTexts();
    assert.ok(
      titles.some((title) => title === `The img tag ${TAG_TEXT}`),
      `docs heading from entities, as written: ${titles.join(' | ')}`,
    );
    assert.ok(
      titles.some((title) => title === `An img heading ${TAG_TEXT}`),
      'docs heading from an MDX string',
    );
    assert.ok(
      titles.some((title) => title === `${TAG_TEXT} img in a title`),
      'blog title',
    );
    assert.ok((await page.locator('.DocSearch-Hit-title mark').count()) >= 3, 'the query is highlighted');
    await assertNothingInjected(page, '.DocSearch-Modal');

    // Choosing a hit stores it (without its highlights) in the recent searches, shown on the next opening.
    await hits.filter({ hasText: 'in a title' }).click();
    await page.waitForURL(/\/blog\//);
    // (Ctrl+K toggles: wait for the modal to be gone before opening it again.)
    await page.locator('.DocSearch-Modal').waitFor({ state: 'detached' });
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Modal').waitFor();
    await page.locator('.DocSearch-Hit').first().waitFor();
    assert.ok((await page.locator('.DocSearch-Hit-title').allInnerTexts()).includes(`${TAG_TEXT} img in a title`), 'recent search, as written');
    await assertNothingInjected(page, '.DocSearch-Modal');
    await page.close();
  });

  test('the search page shows it as text and runs nothing', async () => {
    const page = await open('/search?q=img');
    await page.waitForFunction(() => document.querySelectorAll('.search-page__result').length >= 3);
    const titles = await page.locator('.search-page__result-title').allInnerTexts();
    assert.ok(
      titles.some((title) => title.includes(`The img tag ${TAG_TEXT}`)),
      titles.join(' | '),
    );
    assert.ok((await page.locator('.search-page__result-title mark').count()) >= 3, 'the query is highlighted');
    await assertNothingInjected(page, '.search-page');
    await page.close();
  });
});

/**
 * Ranking as the reader sees it, in the modal and on the search page (one function serves both):
 * the page titled by the query first, typos tolerated, the reader's docs version first.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { openPage, waitForHydration } from '../support/browser.ts';
import { realSiteWithBrowser } from '../support/site-with-browser.ts';

const env = realSiteWithBrowser();

async function open(path: string): Promise<Page> {
  const { page } = await openPage(env.browser);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(env.site.url + path);
  await waitForHydration(page);
  return page;
}

const pathsOf = (page: Page, links: string) => page.locator(links).evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).pathname));

async function modalPaths(from: string, query: string): Promise<string[]> {
  const page = await open(from);
  await page.keyboard.press('Control+k');
  await page.keyboard.type(query);
  await page.waitForFunction((q) => (document.querySelector('.DocSearch-Input') as HTMLInputElement | null)?.value === q, query);
  // Results for the whole query (DocSearch shows each hit's title; wait for the answer to the last key).
  await page.locator('.DocSearch-Hit').first().waitFor();
  await page.waitForTimeout(300);
  const paths = await pathsOf(page, '.DocSearch-Hit a');
  await page.close();
  return paths;
}

async function searchPagePaths(query: string, check: string[] = []): Promise<string[]> {
  const page = await open(`/search?q=${encodeURIComponent(query)}`);
  for (const label of check) await page.getByRole('checkbox', { name: label }).check();
  await page.locator('.search-page__result').first().waitFor();
  await page.waitForTimeout(300);
  const paths = await pathsOf(page, '.search-page__result-title');
  await page.close();
  return paths;
}

describe('the modal', () => {
  test('the page titled by the query comes before sections of other pages', async () => {
    assert.equal((await modalPaths('/docs/quick-start', 'delayed transitions'))[0], '/docs/delayed-transitions');
    assert.equal((await modalPaths('/docs/quick-start', 'parallel states'))[0], '/docs/parallel-states');
  });

  test('typos are tolerated', async () => {
    assert.equal((await modalPaths('/docs/quick-start', 'gards'))[0], '/docs/guards');
    assert.equal((await modalPaths('/docs/quick-start', 'paralel'))[0], '/docs/parallel-states');
  });

  test('from a v4 page, the v4 docs answer', async () => {
    const first = (await modalPaths('/docs/xstate-v4/studio', 'interpret'))[0];
    assert.equal(first, '/docs/xstate-v4/xstate/running-machines/intro');
  });
});

describe('the search page', () => {
  test('the page titled by the query is the first result', async () => {
    assert.equal((await searchPagePaths('delayed transitions'))[0], '/docs/delayed-transitions');
  });

  test('with the v4 docs searched too, the current docs version still comes first', async () => {
    const paths = await searchPagePaths('guards', ['Docs: XState v4']);
    assert.equal(paths[0], '/docs/guards');
    assert.ok(
      paths.some((path) => path.startsWith('/docs/xstate-v4/')),
      'v4 pages are among the results',
    );
  });
});

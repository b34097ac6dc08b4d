/**
 * Search in Chromium on the real site: every way to open and close the modal, a query landing on
 * a docs section's anchor, contextual results (v4 vs v5), a query fetching only a few index files,
 * the search page, empty results, a failed index fetch, and no script injection through the query.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import type { SearchManifest } from '../../plugins/search/search-index-format.ts';
import { documentStillMarked, markDocument, openPage, waitForHydration } from '../support/browser.ts';
import { realSiteWithBrowser } from '../support/site-with-browser.ts';

const env = realSiteWithBrowser();

async function open(path: string): Promise<{ page: Page; errors: string[] }> {
  const watched = await openPage(env.browser);
  await watched.page.setViewportSize({ width: 1280, height: 900 });
  await watched.page.goto(env.site.url + path);
  await waitForHydration(watched.page);
  return watched;
}
const modal = (page: Page) => page.locator('.DocSearch-Modal');
const searchInput = (page: Page) => page.locator('.DocSearch-Input');

describe('opening and closing the modal', () => {
  test('by clicking the button; Escape closes', async () => {
    const { page } = await open('/');
    const button = page.getByRole('button', { name: 'Search docs and blog' });
    assert.equal(await button.textContent().then((t) => t?.includes('Search')), true);
    await button.click();
    await modal(page).waitFor();
    assert.equal(await searchInput(page).getAttribute('placeholder'), 'Search docs');
    await page.keyboard.press('Escape');
    await modal(page).waitFor({ state: 'detached' });
    await page.close();
  });

  test('by Ctrl+K and Cmd+K (which also close it)', async () => {
    const { page } = await open('/docs/guards');
    await page.keyboard.press('Control+k');
    await modal(page).waitFor();
    await page.keyboard.press('Control+k');
    await modal(page).waitFor({ state: 'detached' });
    await page.keyboard.press('Meta+k');
    await modal(page).waitFor();
    await page.close();
  });

  test('by "/", but not while typing in an input', async () => {
    const { page } = await open('/');
    await page.locator('form.newsletter input[type="email"]').focus();
    await page.keyboard.press('/');
    await page.waitForTimeout(300);
    assert.equal(await modal(page).count(), 0);
    assert.equal(await page.locator('form.newsletter input[type="email"]').inputValue(), '/');
    await page.locator('h1').first().click();
    await page.keyboard.press('/');
    await modal(page).waitFor();
    await page.close();
  });

  test('by typing while the button has focus: the typed text starts the query', async () => {
    const { page } = await open('/');
    await page.getByRole('button', { name: 'Search docs and blog' }).focus();
    await page.keyboard.press('a');
    await modal(page).waitFor();
    assert.equal(await searchInput(page).inputValue(), 'a');
    await page.close();
  });

  test('the modal carries the spec texts', async () => {
    const { page } = await open('/');
    await page.keyboard.press('/');
    await modal(page).waitFor();
    const text = await modal(page).innerText();
    for (const label of ['to select', 'to navigate', 'to close']) assert.ok(text.includes(label), label);
    assert.equal((await page.getByRole('button', { name: 'Cancel' }).count()) > 0, true);
    await page.close();
  });
});

describe('finding things', () => {
  test('a query finds a docs section; choosing it lands on its anchor with client routing', async () => {
    const { page, errors } = await open('/');
    await markDocument(page);
    await page.keyboard.press('/');
    await searchInput(page).fill('multiple guarded transitions');
    const hit = page.locator('.DocSearch-Hit a', { hasText: 'Multiple guarded transitions' }).first();
    await hit.waitFor();
    await hit.click();
    await page.waitForURL('**/docs/guards#multiple-guarded-transitions');
    await page.waitForSelector('#multiple-guarded-transitions');
    assert.equal(await documentStillMarked(page), true, 'client-side navigation');
    assert.ok(await page.locator('#multiple-guarded-transitions').isVisible());
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('results are contextual: v5 docs and blog by default, the v4 docs inside v4', async () => {
    const urlsFor = async (path: string) => {
      const { page } = await open(path);
      await page.keyboard.press('/');
      await searchInput(page).fill('guards');
      await page.locator('.DocSearch-Hit').first().waitFor();
      const urls = await page.locator('.DocSearch-Hit a').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname));
      await page.close();
      return urls;
    };
    const v5 = await urlsFor('/docs/guards');
    assert.ok(v5.length > 0 && v5.every((u) => !u.startsWith('/docs/xstate-v4')), v5.join(' '));
    const v4 = await urlsFor('/docs/xstate-v4/studio');
    assert.ok(v4.length > 0 && v4.every((u) => u.startsWith('/docs/xstate-v4')), v4.join(' '));
  });

  test('a query fetches a few index files of its context, not the whole index', async () => {
    const { page } = await open('/docs/guards');
    const fetched: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/search/')) fetched.push(path);
    });
    await page.keyboard.press('/');
    await searchInput(page).fill('guards');
    await page.locator('.DocSearch-Hit').first().waitFor();
    const manifest = (await (await page.request.get(`${env.site.url}/search/manifest.json`)).json()) as SearchManifest;
    const indexFiles = (tag: string) =>
      fetched.filter((path) => path.startsWith(`/search/${tag}/`) && !path.endsWith(`.${manifest.shards[tag].documentsHash}.json`));
    for (const tag of ['docs-default-current', 'blog']) {
      const partitions = manifest.shards[tag].partitions.length;
      assert.ok(indexFiles(tag).length >= 1 && indexFiles(tag).length < partitions, `${tag}: ${indexFiles(tag).length} of ${partitions} partitions`);
    }
    assert.deepEqual(indexFiles('docs-default-4'), [], 'nothing from the v4 docs outside them');
    await page.close();
  });

  test('empty results show the spec texts', async () => {
    const { page } = await open('/');
    await page.keyboard.press('/');
    await searchInput(page).fill('zzqxwvyy');
    await page.getByText('No results for').waitFor();
    const text = await modal(page).innerText();
    for (const label of ['Believe this query should return results?', 'Let us know.']) assert.ok(text.includes(label), label);
    await page.close();
  });

  test('"See all N results" leads to the search page', async () => {
    const { page } = await open('/');
    await page.keyboard.press('/');
    await searchInput(page).fill('actor');
    const seeAll = page.getByText(/^See all \d+ results$/);
    await seeAll.waitFor();
    await seeAll.click();
    await page.waitForURL('**/search?q=actor');
    await page.locator('.search-page__result').first().waitFor();
    await page.close();
  });

  test('a failed index fetch shows "Unable to fetch results"', async () => {
    const context = await env.browser.newContext();
    await context.route(/\/search\/.*\.json$/, (route) => route.abort());
    const page = await context.newPage();
    await page.goto(env.site.url + '/');
    await waitForHydration(page);
    await page.keyboard.press('/');
    await searchInput(page).fill('guards');
    await page.getByText('Unable to fetch results').waitFor();
    assert.ok(await page.getByText('You might want to check your network connection.').isVisible());
    await context.close();
  });
});

describe('the search page', () => {
  test('runs the query from the URL, with facets and highlighted snippets', async () => {
    const { page } = await open('/search?q=actors');
    await page.locator('.search-page__result').first().waitFor();
    assert.match((await page.locator('h1').textContent())!, /Search results for "actors"/);
    assert.ok((await page.locator('.search-page__result mark').count()) > 0, 'highlighted terms');
    assert.equal(await page.getByRole('checkbox', { name: 'Docs: XState v5' }).isChecked(), true);
    assert.equal(await page.getByRole('checkbox', { name: 'Blog' }).isChecked(), true);
    assert.equal(await page.getByRole('checkbox', { name: 'Docs: XState v4' }).isChecked(), false);
    await page.getByRole('checkbox', { name: 'Blog' }).uncheck();
    await page.getByRole('checkbox', { name: 'Docs: XState v5' }).uncheck();
    await page.getByRole('checkbox', { name: 'Docs: XState v4' }).check();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.search-page__result a')].every((a) => (a as HTMLAnchorElement).pathname.startsWith('/docs/xstate-v4')),
    );
    await page.close();
  });

  test('no results and fetch failure texts', async () => {
    const { page } = await open('/search?q=zzqxwvyy');
    await page.getByText('No results were found').waitFor();
    for (const label of ['No results for', 'Try searching for', 'Believe this query should return results?', 'Let us know.'])
      assert.ok(await page.getByText(label, { exact: false }).first().isVisible(), label);
    await page.close();
    const failing = await openPage(env.browser);
    await failing.page.route('**/search/**', (route) => route.abort());
    await failing.page.goto(env.site.url + '/search?q=guards');
    await failing.page.getByText('Unable to fetch results').waitFor();
    assert.ok(await failing.page.getByText('You might want to check your network connection.').isVisible());
    await failing.page.close();
  });

  test('the query is shown as text, never as HTML', async () => {
    const payload = '<img src=x onerror="window.__xss=1">';
    const { page } = await open(`/search?q=${encodeURIComponent(payload)}`);
    await page.waitForTimeout(800);
    assert.equal(await page.evaluate(() => (window as { __xss?: number }).__xss), undefined);
    assert.equal(await page.locator('.search-page img[src="x"]').count(), 0);
    assert.ok((await page.locator('h1').textContent())!.includes(payload));
    await page.close();
  });
});

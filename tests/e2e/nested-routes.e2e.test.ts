/**
 * Nested routes in Chromium (tests/fixtures/docusaurus-nested-routes): the prerendered child page
 * hydrates, and a link from one child to the other switches the child on the client while the
 * parent stays mounted (its counter keeps its count), as React Router does in Docusaurus.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { documentStillMarked, markDocument, openPage, waitForHydration } from '../support/browser.ts';
import { fixtureSiteWithBrowser } from '../support/site-with-browser.ts';

const state = fixtureSiteWithBrowser('docusaurus-nested-routes');

describe('nested routes', () => {
  test('a link between two children keeps the parent and its state, and changes the child', async () => {
    const { page, errors } = await openPage(state.browser);
    await page.goto(`${state.site.url}/notes/first`);
    await waitForHydration(page);
    await markDocument(page);
    await page.click('#counter');
    await page.click('#counter');
    await page.waitForSelector('text=Visited notes counter: 2');
    await page.click('#next-note');
    await page.waitForSelector('#note-title:has-text("Salt marshes")');
    assert.equal(new URL(page.url()).pathname, '/notes/second');
    assert.equal(await page.locator('#counter').textContent(), 'Visited notes counter: 2', "the parent's state survived");
    assert.equal(await page.locator('#note-extra').textContent(), 'Second only');
    assert.match((await page.locator('#section-path').textContent()) ?? '', /showing \/notes\/second/);
    assert.equal(await documentStillMarked(page), true, 'no full page load');
    // Back to the first child, still on the client.
    await page.goBack();
    await page.waitForSelector('#note-title:has-text("Tide pools")');
    assert.equal(await page.locator('#counter').textContent(), 'Visited notes counter: 2');
    assert.deepEqual(errors, [], 'no errors (a hydration mismatch would be one)');
    await page.close();
  });

  test('from a page outside the section into it', async () => {
    const { page, errors } = await openPage(state.browser);
    await page.goto(`${state.site.url}/`);
    await waitForHydration(page);
    await page.click('#to-notes');
    await page.waitForSelector('#note-title:has-text("Tide pools")');
    assert.equal(await page.locator('#counter').textContent(), 'Visited notes counter: 0');
    assert.deepEqual(errors, []);
    await page.close();
  });
});

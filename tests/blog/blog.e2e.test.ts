/**
 * The real site's blog in Chromium: pages hydrate without errors; "Older posts" / "Newer posts"
 * walk the list and a tag's pages on the client; tags, posts and "View all tags" link up; the
 * mobile table of contents opens.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { openPage, waitForHydration } from '../support/browser.ts';
import { contentOutlineDir } from '../support/fixture-site.ts';
import { realSiteWithBrowser } from '../support/site-with-browser.ts';

const outline = JSON.parse(readFileSync(join(contentOutlineDir, 'blog.json'), 'utf8')) as {
  posts: Array<{ route: string; title: string }>;
};

const env = realSiteWithBrowser();

const waitForClient = waitForHydration;
const itemLinks = (page: Page) => page.$$eval('.blog-post-item__title a', (links) => links.map((a) => a.getAttribute('href')));
const markWindow = (page: Page) => page.evaluate(() => ((window as { __blogMarker?: number }).__blogMarker = 1));
const windowIsMarked = (page: Page) => page.evaluate(() => (window as { __blogMarker?: number }).__blogMarker === 1);

test('blog pages hydrate without console errors', async () => {
  const { page, errors } = await openPage(env.browser);
  for (const path of [
    '/blog',
    '/blog/page/10',
    '/blog/tags',
    '/blog/tags/xstate/page/2',
    '/blog/archive',
    outline.posts[0].route,
    '/blog/2022/03/11/xstate-vscode-extension-now-available-on-the-open-vsx-registry',
  ]) {
    await page.goto(env.site.url + path);
    await waitForClient(page);
    await page.waitForTimeout(100);
  }
  assert.deepEqual(errors, []);
  await page.close();
});

test('"Older posts" walks /blog to /blog/page/10 on the client, and "Newer posts" walks back', async () => {
  const { page, errors } = await openPage(env.browser);
  await page.goto(env.site.url + '/blog');
  await waitForClient(page);
  await markWindow(page);
  const expected = outline.posts.map((post) => post.route);
  assert.deepEqual(await itemLinks(page), expected.slice(0, 10));
  for (let n = 2; n <= 10; n++) {
    await page.click('a:has-text("Older posts")');
    await page.waitForURL(`**/blog/page/${n}`);
    await page.waitForFunction((first) => document.querySelector('.blog-post-item__title a')?.getAttribute('href') === first, expected[(n - 1) * 10]);
    assert.deepEqual(await itemLinks(page), expected.slice((n - 1) * 10, n * 10), `page ${n}`);
  }
  assert.equal((await itemLinks(page)).length, 2, 'page 10 holds 2 posts');
  assert.equal(await page.locator('a:has-text("Older posts")').count(), 0, 'no page after the last');
  await page.click('a:has-text("Newer posts")');
  await page.waitForURL('**/blog/page/9');
  await page.waitForSelector(`.blog-post-item__title a[href="${expected[80]}"]`);
  assert.equal(await page.title(), 'Blog – Page 9 of 10 | Stately');
  assert.ok(await windowIsMarked(page), 'no full page load along the way');
  assert.deepEqual(errors, []);
  await page.close();
});

test('tags index -> a tag\'s pages -> "View all tags", on the client', async () => {
  const { page, errors } = await openPage(env.browser);
  await page.goto(env.site.url + '/blog/tags');
  await waitForClient(page);
  await markWindow(page);
  await page.click('a.blog-tag[href="/blog/tags/xstate"]');
  await page.waitForURL('**/blog/tags/xstate');
  // The URL changes first; the page follows once its code has loaded.
  await page.waitForSelector('h1:has-text("37 posts tagged with")');
  assert.equal(await page.textContent('h1'), '37 posts tagged with "xstate"');
  const seen: string[] = [...((await itemLinks(page)) as string[])];
  for (let n = 2; n <= 4; n++) {
    await page.click('a:has-text("Older posts")');
    await page.waitForURL(`**/blog/tags/xstate/page/${n}`);
    await page.waitForFunction((previous) => document.querySelector('.blog-post-item__title a')?.getAttribute('href') !== previous, seen.at(-10));
    seen.push(...((await itemLinks(page)) as string[]));
  }
  assert.equal(seen.length, 37);
  assert.equal(new Set(seen).size, 37, 'each post once');
  await page.click('a:has-text("View all tags")');
  await page.waitForURL('**/blog/tags');
  await page.waitForSelector('h1:has-text("Tags")');
  assert.ok(await windowIsMarked(page));
  assert.deepEqual(errors, []);
  await page.close();
});

test('a post: from the list, its tags, and the older post link', async () => {
  const { page, errors } = await openPage(env.browser);
  await page.goto(env.site.url + '/blog');
  await waitForClient(page);
  await markWindow(page);
  const [first, second] = outline.posts;
  await page.click(`.blog-post-item__title a[href="${first.route}"]`);
  await page.waitForURL(`**${first.route}`);
  await page.waitForSelector('h1.blog-post__title');
  assert.equal(await page.textContent('h1'), first.title);
  assert.match((await page.textContent('.blog-post-meta'))!, /\d+ min read/);
  await page.click('a.blog-paginator__link--older');
  await page.waitForURL(`**${second.route}`);
  await page.waitForSelector(`h1:has-text("${second.title}")`);
  await page.click('.blog-post__footer a.blog-tag >> nth=0');
  await page.waitForURL('**/blog/tags/**');
  await page.waitForSelector('h1:has-text("tagged with")');
  assert.ok(await windowIsMarked(page));
  assert.deepEqual(errors, []);
  await page.close();
});

test('on a phone, the table of contents is an "On this page" panel that opens', async () => {
  const context = await env.browser.newContext({ viewport: { width: 390, height: 800 } });
  const { page, errors } = await openPage(context);
  await page.goto(env.site.url + '/blog/2022/03/28/stately-is-hiring');
  await waitForClient(page);
  assert.ok(!(await page.isVisible('.blog-post-layout__toc')), 'no desktop column');
  const button = page.locator('.toc-mobile__button');
  assert.equal(await button.getAttribute('aria-expanded'), 'false');
  await button.click();
  await page.waitForSelector('.toc-mobile__panel a[href="#about-stately"]', { state: 'visible' });
  assert.equal(await button.getAttribute('aria-expanded'), 'true');
  assert.deepEqual(errors, []);
  await context.close();
});

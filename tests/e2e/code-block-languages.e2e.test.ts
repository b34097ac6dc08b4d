/**
 * `@theme/CodeBlock` given code at run time in a language of `themeConfig.prism.additionalLanguages`
 * that the bundled Prism lacks (fixture "client-lifecycles", bash): the grammar loads in the
 * browser, in a chunk of its own, and the block is highlighted.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openPage, waitForHydration } from '../support/browser.ts';
import { fixtureSiteWithBrowser } from '../support/site-with-browser.ts';

const env = fixtureSiteWithBrowser('client-lifecycles');

test('an additional Prism language loads on demand and highlights a CodeBlock made at run time', async () => {
  const { page, errors } = await openPage(env.browser);
  await page.goto(env.site.url + '/code');
  await waitForHydration(page);
  await page.waitForSelector('#dynamic .token.builtin');
  assert.equal(await page.locator('#dynamic .token.builtin').first().textContent(), 'echo');
  assert.ok((await page.locator('#dynamic .token').count()) > 3);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the grammar is not part of what pages load up front', async () => {
  const html = await (await fetch(env.site.url + '/code')).text();
  const scripts = [...html.matchAll(/<script [^>]*src="([^"]+)"/g)].map((m) => m[1]);
  const upFront = (await Promise.all(scripts.map(async (src) => (await fetch(env.site.url + src)).text()))).join('\n');
  assert.ok(!upFront.includes('BASH_VERSINFO'), 'no bash grammar in the scripts the page lists');
});

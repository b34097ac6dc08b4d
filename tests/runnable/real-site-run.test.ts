/**
 * The Run button on the real site: a v5 docs page and a v4 page each run an example the content
 * tests execute, and show what the example prints when those tests run it in Node (printedBy),
 * followed by the actor's final snapshot value; the worker is the page's XState version's.
 * Reads the site built into REAL_SITE_OUT (tests/support/real-site.ts).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { openPage, waitForHydration } from '../support/browser.ts';
import { realSiteWithBrowser } from '../support/site-with-browser.ts';
import { extractCodeBlocks, isChecked, printedBy } from '../content/code-blocks.ts';

const state = realSiteWithBrowser();

const examples = [
  { page: 'docs/finite-states.mdx', url: '/docs/finite-states', block: "type: 'PAUSE'", worker: 'xstate-v5' },
  {
    page: 'versioned_docs/version-4/xstate/states/parallel-states.mdx',
    url: '/docs/xstate-v4/xstate/states/parallel-states',
    block: 'publishMachine',
    worker: 'xstate-v4',
  },
];

for (const { page: file, url, block, worker } of examples) {
  test(`${url}: Run prints what the example with "${block}" prints in Node, with ${worker}`, async () => {
    const blocks = extractCodeBlocks(file, readFileSync(file, 'utf8')).filter(isChecked);
    const index = blocks.findIndex((b) => b.meta.includes('runnable') && b.code.includes(block));
    const inNode = printedBy(file, index);
    const { page, errors } = await openPage(state.browser);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    const workers: string[] = [];
    page.on('worker', (w) => workers.push(w.url()));
    await page.goto(`${state.site.url}${url}`);
    await waitForHydration(page);
    assert.deepEqual(
      requested.filter((u) => u.includes('/assets/runnable/')),
      [],
      'nothing of the examples loads before Run',
    );
    const frame = page
      .locator('.code-block', { hasText: block })
      .filter({ has: page.locator('.code-block__run-button') })
      .first();
    await frame.locator('.code-block__run-button').click();
    await frame.locator('.code-block__output-line--snapshot').first().waitFor();
    const lines = await frame.locator('.code-block__output-line').allTextContents();
    assert.deepEqual(
      lines.filter((line) => !line.startsWith('Final snapshot value: ')),
      inNode,
    );
    assert.ok(lines.at(-1)?.startsWith('Final snapshot value: '), lines.join('\n'));
    assert.match(workers[0] ?? '', new RegExp(`/assets/runnable/worker-${worker}-[0-9a-f]{12}\\.js$`));
    assert.deepEqual(errors, []);
    await page.close();
  });
}

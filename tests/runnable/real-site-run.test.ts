/**
 * The Run button on the real site: a v5 docs page and a v4 page each run an example the content
 * tests execute, and show what the example prints when those tests run it in Node (printedBy),
 * followed by the actor's final snapshot value; the worker is the page's XState version's, and the
 * button is named by the block's title, else the heading above it (the page's script carries
 * neither: see plugins/runnable-examples/rehype-runnable-examples.ts). And every runnable block
 * of the site finds its compiled example under the name the button computes from the code shown.
 * Reads the site built into REAL_SITE_OUT (tests/support/real-site.ts).
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { exampleFileName } from '../../plugins/runnable-examples/example-name.ts';
import { unescapeHtml } from '../../src/shared/escape-html.ts';
import { realSiteOutDir } from '../support/real-site.ts';
import { openPage, waitForHydration } from '../support/browser.ts';
import { realSiteWithBrowser } from '../support/site-with-browser.ts';
import { extractCodeBlocks, isChecked, printedBy } from '../content/code-blocks.ts';

const state = realSiteWithBrowser();

/** `actors`: the example starts an actor, whose final snapshot value follows what it prints. */
const examples = [
  { page: 'docs/finite-states.mdx', url: '/docs/finite-states', block: "type: 'PAUSE'", label: 'playerMachine.ts', worker: 'xstate-v5', actors: true },
  {
    page: 'versioned_docs/version-4/xstate/states/parallel-states.mdx',
    url: '/docs/xstate-v4/xstate/states/parallel-states',
    block: 'publishMachine',
    label: 'Final states and parallel states',
    worker: 'xstate-v4',
    actors: true,
  },
  // Imports that the site's runtime maps to a module of its own (node:assert's stand-in) and to a package's module (svelte/store).
  { page: 'docs/testing.mdx', url: '/docs/testing', block: 'logic tests passed', label: 'Testing logic', worker: 'xstate-v5', actors: false },
  { page: 'docs/xstate-svelte.mdx', url: '/docs/xstate-svelte', block: 'counterActor', label: 'counterStore.ts', worker: 'xstate-v5', actors: true },
];

for (const { page: file, url, block, label, worker, actors } of examples) {
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
    const frame = page
      .locator('.code-block', { hasText: block })
      .filter({ has: page.locator('.code-block__run-button') })
      .first();
    const button = frame.getByRole('button', { name: `Run example: ${label}` });
    await button.waitFor();
    assert.deepEqual(
      requested.filter((u) => u.includes('/assets/runnable/')),
      [],
      'nothing of the examples loads before Run',
    );
    await button.click();
    if (actors) await frame.locator('.code-block__output-line--snapshot').first().waitFor();
    else
      await frame
        .locator('.code-block__output-line')
        .nth(inNode.length - 1)
        .waitFor();
    const lines = await frame.locator('.code-block__output-line').allTextContents();
    assert.deepEqual(
      lines.filter((line) => !line.startsWith('Final snapshot value: ')),
      inNode,
    );
    if (actors) assert.ok(lines.at(-1)?.startsWith('Final snapshot value: '), lines.join('\n'));
    assert.match(workers[0] ?? '', new RegExp(`/assets/runnable/worker-${worker}-[0-9a-f]{12}\\.js$`));
    assert.deepEqual(errors, []);
    await page.close();
  });
}

test('every runnable block of the site finds its compiled example by the code it shows', async () => {
  const out = await realSiteOutDir();
  const folder = join(out, 'assets/pages');
  const missing: string[] = [];
  let blocks = 0;
  for (const name of readdirSync(folder)) {
    const payload = readFileSync(join(folder, name), 'utf8');
    for (const marker of payload.matchAll(/"data-runnable":\s*"[^"]+"/g)) {
      // The marked block's props: its language and highlighted lines, whose text (line numbers left out) the button reads.
      // The page's code is minified: a string may be in any of JavaScript's three quotes, read as JavaScript reads it.
      const literal = String.raw`(["'\`])((?:\\.|(?!\1)[^\\])*)\1`;
      const props = new RegExp(String.raw`^[\s\S]*?language:\s*${literal}[\s\S]*?codeHtml:\s*${literal.replaceAll('\\1', '\\3')}`).exec(
        payload.slice(marker.index),
      );
      assert.ok(props, `${name}: a runnable block without language and code`);
      const stringOf = (quote: string, body: string) => new Function(`return ${quote}${body}${quote}`)() as string;
      const html = stringOf(props[3], props[4]).replace(/<span class="code-block__line-number"[^>]*>\d+<\/span>/g, '');
      const language = stringOf(props[1], props[2]);
      const example = exampleFileName(language, unescapeHtml(html.replace(/<[^>]*>/g, '')));
      if (!existsSync(join(out, 'assets/runnable', example))) missing.push(`${name}: ${example}`);
      blocks++;
    }
  }
  assert.ok(blocks > 100, `only ${blocks} runnable blocks found in the pages' scripts`);
  assert.deepEqual(missing, []);
});

/** axe-core scans of representative pages in both colour modes: no serious or critical violations. */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser.ts';
import type { ServedSite } from '../support/fixture-site.ts';
import { serveRealSite } from '../support/real-site.ts';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
let browser: Browser;
let site: ServedSite;

before(async () => {
  site = await serveRealSite();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await site?.close();
});

const pages = ['/', '/docs/guards', '/blog', '/blog/2023-10-02-persisting-state', '/this-page-does-not-exist', '/pricing'];

for (const colorScheme of ['light', 'dark'] as const) {
  for (const path of pages) {
    test(`${path} (${colorScheme}) has no serious or critical accessibility violations`, async () => {
      const context = await browser.newContext({ colorScheme, viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await page.goto(site.url + path);
      await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
      await page.addScriptTag({ content: axeSource });
      const violations = await page.evaluate(async () => {
        const result = await (window as unknown as { axe: { run(): Promise<{ violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }> }> } }).axe.run();
        return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
      });
      assert.deepEqual(violations, []);
      await context.close();
    });
  }
}

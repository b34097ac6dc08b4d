/** axe-core scans of representative pages in both colour modes: no serious or critical violations. */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { waitForHydration } from '../support/browser.ts';
import { realSiteWithBrowser } from '../support/site-with-browser.ts';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const env = realSiteWithBrowser();

const pages = ['/', '/docs/guards', '/blog', '/blog/2023-10-02-persisting-state', '/this-page-does-not-exist', '/pricing'];

for (const colorScheme of ['light', 'dark'] as const) {
  for (const path of pages) {
    test(`${path} (${colorScheme}) has no serious or critical accessibility violations`, async () => {
      const context = await env.browser.newContext({ colorScheme, viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await page.goto(env.site.url + path);
      await waitForHydration(page);
      await page.addScriptTag({ content: axeSource });
      const violations = await page.evaluate(async () => {
        const result = await (
          window as unknown as { axe: { run(): Promise<{ violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }> }> } }
        ).axe.run();
        return result.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map(
            (v) =>
              `${v.id}: ${v.nodes
                .slice(0, 3)
                .map((n) => n.target.join(' '))
                .join(' | ')}`,
          );
      });
      assert.deepEqual(violations, []);
      await context.close();
    });
  }
}

/**
 * The JS budget of a docs page, checked on the real site's built output: every HTML page under
 * /docs/ (current and older versions) lists at most 90 KB of same-origin gzipped JS before it is
 * interactive, measured as the benchmark measures it (bench/page-weight.ts). A size check, not a
 * timing: the bytes a build writes do not depend on the machine.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DOCS_PAGE_JS_BUDGET_KB, measurePageWeight } from '../../bench/page-weight.ts';
import { realSiteOutDir } from '../support/real-site.ts';

test(`every docs page lists at most ${DOCS_PAGE_JS_BUDGET_KB} KB of gzipped JS before it is interactive`, async () => {
  const weight = await measurePageWeight(await realSiteOutDir());
  assert.ok(weight.docsPages > 100, `only ${weight.docsPages} docs pages measured: the real site's docs are missing`);
  const budget = DOCS_PAGE_JS_BUDGET_KB * 1024;
  assert.ok(weight.js.max.gzip <= budget, `${weight.heaviestJsPage} lists ${weight.js.max.gzip} bytes of gzipped JS, over the budget of ${budget} bytes`);
});

/**
 * The real site's statecharts: every code block marked `statechart` in the docs (v5 and v4) has
 * its diagram under it in the built page, each with its text alternative. Reads the site built
 * into REAL_SITE_OUT (tests/support/real-site.ts).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { test } from 'node:test';
import { glob } from 'tinyglobby';
import { repoRoot } from '../support/fixture-site.ts';
import { realSiteOutDir } from '../support/real-site.ts';

/** Content folders and the route each one's pages are under. */
const CONTENT = [
  { folder: 'docs', route: 'docs' },
  { folder: 'versioned_docs/version-4', route: 'docs/xstate-v4' },
];

const MARKED_BLOCK = /^\s*```\w+[^\n]*\bstatechart\b/gm;

test('every block marked statechart on the real site has its diagram', async () => {
  const out = await realSiteOutDir();
  let pages = 0;
  for (const { folder, route } of CONTENT) {
    for (const file of await glob('**/*.mdx', { cwd: join(repoRoot, folder) })) {
      const marked = readFileSync(join(repoRoot, folder, file), 'utf8').match(MARKED_BLOCK)?.length ?? 0;
      if (marked === 0) continue;
      pages++;
      const page = join(route, file.replace(/\.mdx$/, ''));
      const html = readFileSync(join(out, page, 'index.html'), 'utf8');
      const figures = html.match(/<figure class="statechart"[^>]*>/g) ?? [];
      assert.equal(figures.length, marked, `${relative(repoRoot, join(repoRoot, folder, file))}: ${marked} marked blocks, ${figures.length} diagrams`);
      assert.ok(
        figures.every((figure) => figure.includes('tabindex="0"')),
        page,
      );
      assert.match(html, /<svg role="img"[^>]*aria-labelledby=/, page);
      assert.match(html, /<p>Transitions:<\/p>/, page);
    }
  }
  // The pages the issue names: states, parallel, history, delayed transitions, guards, the quick start and a studio page, in both versions.
  assert.ok(pages >= 15, `${pages} pages with diagrams`);
});

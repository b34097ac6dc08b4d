/**
 * The real site sets `blogSidebarCount: 0` (SPEC, Blog: "The list shows no post count in a
 * sidebar"): its blog pages have no recent-posts sidebar, publish none in their global data, and
 * are laid out as without one.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { realSiteOutDir } from '../support/real-site.ts';

test("the real site's blog pages have no blog sidebar", async () => {
  const outDir = await realSiteOutDir();
  for (const route of ['/blog', '/blog/page/2', '/blog/tags', '/blog/tags/xstate', '/blog/2023-11-20-stately-studio-2-0']) {
    const html = readFileSync(join(outDir, route.slice(1), 'index.html'), 'utf8');
    assert.doesNotMatch(html, /Blog recent posts navigation|blog-layout|"sidebar":\{"title"/, route);
    assert.match(html, /<main><div class="container blog-/, route);
  }
});

/**
 * On the built real site: no internal link is broken (pages, anchors, files), and a reader can
 * get from "Quick start" to actors, guards and testing by following links inside the v5 docs.
 */
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { before, test } from 'node:test';
import { findBrokenLinks, type CheckedPage } from '../../src/core/check-links.ts';
import { extractPageLinks } from '../../src/core/prerender/page-links.ts';
import { listOutputFiles } from '../../src/core/output-folder.ts';
import { realSiteOutDir } from '../support/real-site.ts';

let outDir: string;
let pages: CheckedPage[];
/** Links inside each page's <article> (its content and prev/next links, not the sidebar or navbar). */
const articleLinks = new Map<string, string[]>();

before(async () => {
  outDir = await realSiteOutDir();
  pages = readdirSync(outDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name === 'index.html')
    .map((entry): CheckedPage | null => {
      const file = join(entry.parentPath, entry.name);
      const path = '/' + relative(outDir, entry.parentPath).split(sep).join('/');
      const html = readFileSync(file, 'utf8');
      // Redirect pages are not content pages.
      if (html.includes('http-equiv="refresh"')) return null;
      const article = /<article[\s\S]*<\/article>/.exec(html)?.[0] ?? '';
      articleLinks.set(path, extractPageLinks(article).links);
      return { path, ...extractPageLinks(html) };
    })
    .filter((page): page is CheckedPage => page !== null);
});

test('no broken internal links anywhere on the site', async () => {
  assert.ok(pages.length > 400, `${pages.length} pages`);
  assert.deepEqual(findBrokenLinks(pages, await listOutputFiles(outDir), 'https://stately.ai'), { links: [], anchors: [] });
});

test('from Quick start, links in the v5 docs content reach actors, guards and testing', () => {
  const seen = new Set(['/docs/quick-start']);
  const queue = ['/docs/quick-start'];
  while (queue.length) {
    for (const href of articleLinks.get(queue.shift()!) ?? []) {
      const path = href.split('#')[0].replace(/\/$/, '');
      if (!path.startsWith('/docs/') || path.startsWith('/docs/xstate-v4') || seen.has(path)) continue;
      seen.add(path);
      queue.push(path);
    }
  }
  for (const target of ['/docs/actors', '/docs/guards', '/docs/testing']) assert.ok(seen.has(target), target);
});

test('install commands are one tab group per block: npm, pnpm and Yarn (npm2yarn), not three unlabelled blocks', () => {
  const html = readFileSync(join(outDir, 'docs/installation/index.html'), 'utf8');
  const tabLabels = [...html.matchAll(/<[^>]*role="tab"[^>]*>([\s\S]*?)<\/[a-z]+>/g)].map((m) => m[1].replace(/<[^>]+>/g, '').trim());
  assert.deepEqual(tabLabels, ['npm', 'pnpm', 'Yarn']);
  const text = html.replace(/<[^>]+>/g, '');
  for (const command of ['npm install xstate', 'pnpm add xstate', 'yarn add xstate']) assert.ok(text.includes(command), command);
});

/**
 * llms.txt, llms-full.txt and the Markdown twins of the real site (REAL_SITE_OUT): llms.txt is
 * well-formed (llmstxt.org's layout) and lists every current doc and every post the sitemap has;
 * every twin it links exists; llms-full.txt holds the current docs in the sidebar's order; a doc
 * page's head links its twin.
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { before, test } from 'node:test';
import sidebars from '../../sidebars.ts';
import { realSiteOutDir } from '../support/real-site.ts';

const SITE = 'https://stately.ai';
let out: string;
let llms: string;

before(async () => {
  out = await realSiteOutDir();
  llms = await readFile(join(out, 'llms.txt'), 'utf8');
});

/** The sitemap's page URLs. */
async function sitemapUrls(): Promise<string[]> {
  const xml = await readFile(join(out, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(/\/$/, ''));
}

/** The file a URL of the site names in the output. */
const fileOf = (url: string) => join(out, decodeURIComponent(new URL(url).pathname));

test('llms.txt is well-formed: title, summary, sections of linked pages with descriptions', () => {
  const lines = llms.split('\n');
  assert.equal(lines[0], '# Stately');
  assert.equal(lines[1], '');
  assert.match(lines[2], /^> \S/);
  const body = lines.slice(3).filter((line) => line !== '');
  const sections = body.filter((line) => line.startsWith('## '));
  assert.ok(sections.length >= 5, `sections: ${sections.join(', ')}`);
  assert.ok(sections.includes('## Blog'));
  for (const line of body.slice(body.indexOf(sections[0]))) {
    if (line.startsWith('## ')) continue;
    assert.match(line, /^- \[[^\]\n]+\]\(https:\/\/stately\.ai\/[^\s)]*\)(: \S.*)?$/, line);
  }
});

test('llms.txt lists every current doc (by its twin) and every post, and each twin exists', async () => {
  const linked = new Set([...llms.matchAll(/\]\((https:[^)]+)\)/g)].map((m) => m[1]));
  const urls = await sitemapUrls();
  const docs = urls.filter((url) => /^https:\/\/stately\.ai\/docs(\/|$)/.test(url) && !/\/docs\/(xstate-v4|category|tags)(\/|$)/.test(url));
  const posts = urls.filter((url) => /\/blog\/./.test(url) && !/\/blog\/(page|tags|archive|authors)(\/|$)/.test(url));
  assert.ok(docs.length > 60 && posts.length > 50, `${docs.length} docs, ${posts.length} posts`);
  assert.deepEqual(
    docs.filter((url) => !linked.has(`${url}.md`)),
    [],
  );
  assert.deepEqual(
    posts.filter((url) => !linked.has(url)),
    [],
  );
  for (const url of [...linked].filter((u) => u.endsWith('.md'))) {
    const twin = await readFile(fileOf(url), 'utf8');
    assert.match(twin, /^# \S/, url);
    // Plain Markdown: no imports, exports or components' tags left.
    assert.doesNotMatch(twin.replace(/^(```|~~~)[\s\S]*?^\1/gm, ''), /^(import|export) |<(Tabs|TabItem|Admonition)\b/m, url);
  }
});

/** Doc ids of a sidebar, in order (a category's linked doc before its items). */
function sidebarDocIds(items: unknown[]): string[] {
  return items.flatMap((item): string[] => {
    if (typeof item === 'string') return [item];
    const entry = item as { type?: string; id?: string; items?: unknown[]; link?: { type?: string; id?: string } };
    if (entry.type === 'doc' && entry.id) return [entry.id];
    if (entry.type === 'category') return [...(entry.link?.type === 'doc' && entry.link.id ? [entry.link.id] : []), ...sidebarDocIds(entry.items ?? [])];
    return [];
  });
}

test('llms-full.txt holds the current docs in sidebar order', async () => {
  const full = await readFile(join(out, 'llms-full.txt'), 'utf8');
  assert.ok(full.startsWith('# Stately\n\n> '));
  const sources = [...full.matchAll(/^Source: (\S+)$/gm)].map((m) => m[1]);
  const twins = [...llms.matchAll(/\]\((https:[^)]+)\.md\)/g)].map((m) => m[1]);
  assert.deepEqual([...sources].sort(), [...twins].sort());
  // The sidebar's docs, by URL (the about page is the docs' root), appear in its order.
  const order = Object.values(sidebars)
    .flatMap((items) => sidebarDocIds(items as unknown[]))
    .map((id) => (id === 'about' ? `${SITE}/docs` : `${SITE}/docs/${id}`));
  const positions = order.map((url) => sources.indexOf(url)).filter((at) => at !== -1);
  assert.ok(positions.length >= order.length * 0.9, `${positions.length} of ${order.length} sidebar docs found`);
  assert.deepEqual(
    positions,
    [...positions].sort((a, b) => a - b),
  );
});

test("a doc page's head links its twin", async () => {
  const html = await readFile(join(out, 'docs/guards/index.html'), 'utf8');
  const head = html.slice(0, html.indexOf('</head>'));
  assert.match(head, /<link rel="alternate" type="text\/markdown" href="\/docs\/guards\.md"/);
  assert.ok(existsSync(join(out, 'docs/guards.md')));
  // Older versions have no twins (the site lists the current one).
  assert.doesNotMatch(await readFile(join(out, 'docs/xstate-v4/studio/index.html'), 'utf8'), /text\/markdown/);
});

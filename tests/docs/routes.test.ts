/**
 * The real site's docs against the content outline (shared/content-outline/docs-v5.json and
 * docs-v4.json): every doc route and category index route of both versions is built, and nothing
 * else under /docs; each version's sidebar has the outline's labels, routes and collapsed states.
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { before, describe, test } from 'node:test';
import type { SidebarEntry } from '../../plugins/docs/docs-client-data.ts';
import { contentOutlineDir, repoRoot } from '../support/fixture-site.ts';
import { realSiteOutDir } from '../support/real-site.ts';
import { loadDocs } from './load-docs.ts';

const OUTLINE_DIR = contentOutlineDir;

interface OutlineItem {
  type: 'doc' | 'category' | 'link';
  label: string;
  id?: string;
  route?: string;
  href?: string;
  collapsed_effective?: boolean;
  link?: { type: 'doc' | 'generated-index'; route: string };
  items?: OutlineItem[];
}
interface Outline {
  version: string;
  sidebar_id: string;
  sidebar_tree: OutlineItem[];
  docs: Array<{ id: string; route: string; in_sidebar: boolean }>;
}

/** Every route path of a build (from its route manifests). */
function builtRoutePaths(outDir: string): string[] {
  const dir = join(outDir, 'assets/routes');
  return readdirSync(dir).map((file) => (JSON.parse(readFileSync(join(dir, file), 'utf8')) as { path: string }).path);
}

const clean = (route: string) => (route.length > 1 ? route.replace(/\/$/, '') : route);
const readOutline = (name: string): Outline => JSON.parse(readFileSync(`${OUTLINE_DIR}/${name}.json`, 'utf8'));

function outlineCategoryRoutes(items: OutlineItem[]): string[] {
  return items.flatMap((item) => [...(item.link?.type === 'generated-index' ? [clean(item.link.route)] : []), ...outlineCategoryRoutes(item.items ?? [])]);
}

/** Sidebar trees as lines "label -> route [collapsed]", for readable diffs. */
function outlineLines(items: OutlineItem[], depth = 0): string[] {
  return items.flatMap((item) => {
    const route = item.route ?? item.href ?? item.link?.route;
    const state = item.type === 'category' ? ` [${item.collapsed_effective ? 'collapsed' : 'open'}]` : '';
    return [`${'  '.repeat(depth)}${item.label.trim()}${route ? ` -> ${clean(route)}` : ''}${state}`, ...outlineLines(item.items ?? [], depth + 1)];
  });
}
function sidebarLines(items: SidebarEntry[], depth = 0): string[] {
  return items.flatMap((item) => {
    const state = item.type === 'category' ? ` [${item.collapsed ? 'collapsed' : 'open'}]` : '';
    return [
      `${'  '.repeat(depth)}${item.label.trim()}${item.href ? ` -> ${item.href}` : ''}${state}`,
      ...(item.type === 'category' ? sidebarLines(item.items, depth + 1) : []),
    ];
  });
}

const outlines = existsSync(OUTLINE_DIR) ? [readOutline('docs-v5'), readOutline('docs-v4')] : [];

describe('docs routes of the real site', { skip: outlines.length === 0 && `no content outline at ${OUTLINE_DIR}` }, () => {
  let outDir: string;
  before(async () => {
    outDir = await realSiteOutDir();
  });

  test('every outlined doc and category index is built, and no other route under /docs', () => {
    const expected = new Set(outlines.flatMap((o) => [...o.docs.map((d) => clean(d.route)), ...outlineCategoryRoutes(o.sidebar_tree)]));
    const built = new Set(builtRoutePaths(outDir).filter((path) => path === '/docs' || path.startsWith('/docs/')));
    assert.deepEqual(
      { missing: [...expected].filter((r) => !built.has(r)).sort(), extra: [...built].filter((r) => !expected.has(r)).sort() },
      { missing: [], extra: [] },
    );
  });
});

describe('docs sidebars of the real site', { skip: outlines.length === 0 && `no content outline at ${OUTLINE_DIR}` }, () => {
  for (const outline of outlines) {
    test(`version "${outline.version}": the ${outline.sidebar_id} sidebar and the docs it leaves out`, async () => {
      const content = await loadDocs(repoRoot);
      const version = content.versions.find((v) => v.metadata.name === outline.version)!;
      const sidebar = version.sidebars.sidebars.find((s) => s.name === outline.sidebar_id)!;
      assert.deepEqual(sidebarLines(sidebar.items), outlineLines(outline.sidebar_tree));
      const unlisted = [...version.docsById.keys()].filter((id) => !version.sidebars.sidebarOfDoc.has(id)).sort();
      assert.deepEqual(
        unlisted,
        outline.docs
          .filter((d) => !d.in_sidebar)
          .map((d) => d.id)
          .sort(),
      );
    });
  }
});

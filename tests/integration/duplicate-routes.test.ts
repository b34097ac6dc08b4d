/** Two pages with one route: the build warns (naming both files) and keeps the first. */
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { buildSite, copyFixture, removeDir } from '../support/fixture-site.ts';

test('duplicate routes warn and the build still succeeds', async () => {
  const siteDir = await copyFixture('basic');
  try {
    mkdirSync(join(siteDir, 'src/pages/about'), { recursive: true });
    writeFileSync(join(siteDir, 'src/pages/about/index.mdx'), '---\ntitle: Second about\n---\n\nA second page at /about.\n');
    const result = await buildSite(siteDir);
    const warning = result.report.warnings.find((w) => w.startsWith('Duplicate routes'));
    assert.ok(warning, result.report.warnings.join('\n'));
    assert.match(
      warning!,
      /\/about \(from docusaurus-plugin-content-pages: .*src\/pages\/about\.mdx and docusaurus-plugin-content-pages: .*src\/pages\/about\/index\.mdx\)/,
    );
    assert.match(readFileSync(join(siteDir, 'build/about/index.html'), 'utf8'), /<h2 id="details">/, 'the first page wins');
  } finally {
    await removeDir(siteDir);
  }
});

/**
 * Incremental builds on the docs fixture: a build with no change reuses the bundle and copies
 * every page; editing a page's body re-renders that page only; changing what the sidebar shows
 * re-renders the pages with that sidebar; a new theme override (a file the bundler looked for and
 * did not find) makes a new bundle. Every rebuild's output must equal what a fresh build makes.
 */
import assert from 'node:assert/strict';
import { appendFile, mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { BuildResult } from '../../src/core/build.ts';
import { buildSite, copyFixture, removeDir } from '../support/fixture-site.ts';

let siteDir: string;
let first: BuildResult;
const page = (route: string) => readFile(join(siteDir, 'build', route.slice(1), 'index.html'), 'utf8');
const renderedCount = (result: BuildResult) => {
  const note = result.report.notes.find((n) => n.startsWith('prerender:'));
  return note ? Number(/(\d+) of/.exec(note)![1]) : undefined;
};
const bundleReused = (result: BuildResult) => result.report.notes.includes('bundle: reused, no input changed');
/** How many payloads the build made (the others came from the last output). */
const payloadsMade = (result: BuildResult) => {
  const note = result.report.notes.find((n) => n.startsWith('payloads:'));
  return note ? Number(/(\d+) of/.exec(note)![1]) : undefined;
};

before(async () => {
  siteDir = await copyFixture('docs-site');
  first = await buildSite(siteDir);
});
after(() => removeDir(siteDir));

test('a first build renders every page and reuses nothing', () => {
  assert.equal(bundleReused(first), false);
  assert.equal(renderedCount(first), undefined);
});

test('a build with no change reuses the bundle and copies every page unchanged', async () => {
  const before = await page('/docs/getting-started');
  const again = await buildSite(siteDir);
  assert.equal(bundleReused(again), true);
  assert.equal(renderedCount(again), 0);
  assert.equal(payloadsMade(again), 0, 'every payload comes from the last output');
  assert.equal(await page('/docs/getting-started'), before);
  // The route manifests are the last output's files, linked (the replaced output, kept in the work folder, holds the other link).
  const manifests = await readdir(join(siteDir, 'build/assets/routes'));
  assert.ok(manifests.length > 0);
  for (const name of manifests) assert.equal((await stat(join(siteDir, 'build/assets/routes', name))).nlink, 2, `${name} is linked, not written again`);
});

test('a page changed by hand in the output is rendered again, not copied', async () => {
  const file = join(siteDir, 'build/docs/custom/path/index.html');
  const good = await readFile(file, 'utf8');
  await writeFile(file, good.replace('</body>', '<p>changed by hand</p></body>'));
  const result = await buildSite(siteDir);
  assert.equal(renderedCount(result), 1);
  assert.equal(await readFile(file, 'utf8'), good);
});

test("editing a page's body re-renders that page only, with the new text, and reuses the bundle", async () => {
  const otherBefore = await page('/docs/custom/path');
  await appendFile(join(siteDir, 'docs/01-getting-started.mdx'), '\nA sentence added by the incremental test.\n');
  const result = await buildSite(siteDir);
  assert.equal(bundleReused(result), true, 'content is not bundled');
  assert.equal(renderedCount(result), 1);
  assert.equal(payloadsMade(result), 1, 'only the edited page has a new payload');
  assert.match(await page('/docs/getting-started'), /A sentence added by the incremental test\./);
  assert.equal(await page('/docs/custom/path'), otherBefore);
});

test('changing a sidebar label re-renders the pages showing that sidebar', async () => {
  const file = join(siteDir, 'docs/custom.mdx');
  await writeFile(file, (await readFile(file, 'utf8')).replace('title: Custom path', 'title: Custom path\nsidebar_label: Renamed in the sidebar'));
  const result = await buildSite(siteDir);
  assert.ok(renderedCount(result)! > 1, `rendered ${renderedCount(result)}`);
  assert.match(await page('/docs/getting-started'), /Renamed in the sidebar/);
});

test('a new theme override file makes a new bundle that uses it', async () => {
  await mkdir(join(siteDir, 'src/theme'), { recursive: true });
  await writeFile(join(siteDir, 'src/theme/Footer.tsx'), 'export default function Footer() {\n  return <footer>An overriding footer</footer>;\n}\n');
  const result = await buildSite(siteDir);
  assert.equal(bundleReused(result), false);
  assert.match(await page('/docs/getting-started'), /An overriding footer/);
});

test('after all the edits, the output equals a fresh build of the same files', async () => {
  const incremental = await page('/docs/getting-started');
  await removeDir(join(siteDir, '.cache'));
  await buildSite(siteDir);
  assert.equal(await page('/docs/getting-started'), incremental);
});

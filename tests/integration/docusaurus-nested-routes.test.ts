/**
 * Nested routes as Docusaurus renders them (tests/fixtures/docusaurus-nested-routes): a plugin's
 * parent route with two children; each child's page renders the parent's component around its own,
 * each with its own modules and props, the parent rendering the child with `@docusaurus/renderRoutes`.
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { BuildResult } from '../../src/core/build.ts';
import { buildSite, copyFixture, removeDir } from '../support/fixture-site.ts';

let siteDir: string;
let result: BuildResult;

const page = (route: string) => readFile(join(result.outDir, route.slice(1), 'index.html'), 'utf8');
const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

before(async () => {
  siteDir = await copyFixture('docusaurus-nested-routes');
  result = await buildSite(siteDir);
});
after(() => removeDir(siteDir));

test('each child is a page; the parent alone is not', () => {
  assert.ok(existsSync(join(result.outDir, 'notes/first/index.html')));
  assert.ok(existsSync(join(result.outDir, 'notes/second/index.html')));
  assert.ok(!existsSync(join(result.outDir, 'notes/index.html')), 'a parent route is rendered around its children, not on its own');
});

test("a child's page holds the parent's markup around the child's", async () => {
  for (const [route, title] of [
    ['/notes/first', 'Tide pools'],
    ['/notes/second', 'Salt marshes'],
  ]) {
    const html = await page(route);
    const shown = text(html);
    assert.match(html, /<div id="section-layout">[\s\S]*<section id="section-child"><article id="note">/, `${route}: the note sits inside the layout`);
    assert.match(shown, /Field notes/, `${route}: the parent's module`);
    assert.match(shown, /Parent props arrive too\./, `${route}: the parent's props`);
    assert.match(shown, new RegExp(`Section at /notes, showing ${route}`), `${route}: the parent's route and React Router's location`);
    assert.match(shown, /Visited notes counter: 0/);
    assert.match(shown, new RegExp(title), `${route}: the child's module`);
    assert.match(shown, new RegExp(`Note route ${route}`), `${route}: the child's route prop`);
  }
  assert.match(text(await page('/notes/second')), /Second only/, "the second child's props");
  assert.doesNotMatch(text(await page('/notes/first')), /Second only/);
});

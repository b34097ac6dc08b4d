/**
 * The pieces of `npm run bench -- --look` that need neither Docusaurus nor a browser: the share of
 * pixels two screenshots agree on (an uncovered area differs, anti-aliasing and the background
 * count as they should), which pages of a Docusaurus output are picked by kind, the request paths
 * under a base URL, the contact sheet's layout and the report's table.
 */
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { PNG } from 'pngjs';
import { namedPages, pageKindOf, pickPages, pickPagesFromOutput, type PageMarkup } from '../../bench/look-pages.ts';
import { comparePngs } from '../../bench/look-pixels.ts';
import { lookTable } from '../../bench/look-report.ts';
import { pathInOutput } from '../../bench/look-server.ts';
import { composeSheet } from '../../bench/look-sheet.ts';
import type { LookShot } from '../../bench/look-shots.ts';

type Rgb = [number, number, number];
const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

/** A PNG of `width` x `height` in `ground`, with the pixels `ink` says painted `colour`. */
function png(width: number, height: number, ground: Rgb, ink: (x: number, y: number) => boolean = () => false, colour: Rgb = BLACK): Buffer {
  const image = new PNG({ width, height });
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) image.data.set([...(ink(x, y) ? colour : ground), 255], (y * width + x) * 4);
  return PNG.sync.write(image);
}

test('identical screenshots agree on every pixel, and the diff image has their size', () => {
  const image = png(40, 30, WHITE, (x, y) => x > 5 && x < 20 && y > 5 && y < 10);
  const result = comparePngs(image, image);
  assert.equal(result.agreement, 1);
  assert.equal(result.contentAgreement, 1);
  assert.equal(result.differingPixels, 0);
  const diff = PNG.sync.read(result.diffPng);
  assert.deepEqual([diff.width, diff.height], [40, 30]);
});

test('a differing block counts by its area; over content pixels only, the same block weighs far more', () => {
  // A 10 x 10 black block on 100 x 100 white, in different places: 200 pixels differ (both blocks).
  const reference = png(100, 100, WHITE, (x, y) => x < 10 && y < 10);
  const candidate = png(100, 100, WHITE, (x, y) => x >= 50 && x < 60 && y < 10);
  const result = comparePngs(reference, candidate);
  assert.equal(result.differingPixels, 200);
  assert.equal(result.agreement, 1 - 200 / 10_000);
  // The content pixels are the two blocks, and none of them agrees.
  assert.equal(result.contentAgreement, 0);
});

test('colours within pixelmatch threshold agree; a dark page against a light one differs everywhere', () => {
  const reference = png(50, 50, WHITE, (x) => x < 25, [200, 30, 30]);
  const nearly = png(50, 50, WHITE, (x) => x < 25, [201, 31, 30]);
  assert.equal(comparePngs(reference, nearly).agreement, 1);
  // A dark page against a light one: everything differs, the background included.
  assert.equal(comparePngs(png(20, 20, WHITE), png(20, 20, BLACK)).agreement, 0);
});

test('where only one screenshot has pixels (a taller or wider image), they differ', () => {
  const short = png(20, 10, WHITE);
  const tall = png(20, 30, WHITE);
  const result = comparePngs(short, tall);
  assert.deepEqual([result.width, result.height], [20, 30]);
  assert.equal(result.differingPixels, 400);
  assert.equal(result.agreement, 1 - 400 / 600);
  const diff = PNG.sync.read(result.diffPng);
  assert.deepEqual([...diff.data.subarray((25 * 20 + 3) * 4, (25 * 20 + 3) * 4 + 4)], [255, 0, 0, 255], 'the uncovered area is solid red in the diff');
});

/** A page of a Docusaurus 3.10 output, as its `<html>` element and a piece of its body. */
const page = (route: string, htmlClass: string, body = ''): PageMarkup => ({
  route,
  html: `<!doctype html><html lang=en dir=ltr class="${htmlClass}" data-has-hydrated=false><body>${body}</body></html>`,
});

const DOC = 'docs-wrapper plugin-docs plugin-id-default docs-version-current docs-doc-page';
const LATEST_DOC = 'docs-wrapper plugin-docs plugin-id-default docs-version-2.0 docs-doc-page';
const OLD_DOC = 'docs-wrapper plugin-docs plugin-id-default docs-version-1.0 docs-doc-page';
const GENERATED_INDEX = '<div class="generatedIndexPage_ak01"><h1 class="title_kItE">Tutorial - Basics</h1></div>';

test('the page kinds come from the classes Docusaurus puts on <html> and the generated index wrapper', () => {
  assert.equal(pageKindOf(page('/', 'plugin-pages plugin-id-default'), '/'), 'home');
  assert.equal(pageKindOf(page('/docs/intro', `${DOC} docs-doc-id-intro`), '/'), 'docs');
  assert.equal(pageKindOf(page('/docs/category/basics', DOC, GENERATED_INDEX), '/'), 'category');
  assert.equal(pageKindOf(page('/blog', 'blog-wrapper blog-list-page plugin-blog plugin-id-default'), '/'), 'blog list');
  assert.equal(pageKindOf(page('/blog/welcome', 'blog-wrapper blog-post-page plugin-blog plugin-id-default'), '/'), 'blog post');
  assert.equal(pageKindOf(page('/blog/tags', 'blog-wrapper blog-tags-list-page plugin-blog plugin-id-default'), '/'), undefined);
  assert.equal(pageKindOf(page('/markdown-page', 'plugin-pages plugin-id-default mdx-page'), '/'), undefined);
  // Under a base URL, the home page is the base URL.
  assert.equal(pageKindOf(page('/repo', 'plugin-pages plugin-id-default'), '/repo/'), 'home');
  assert.equal(pageKindOf(page('/', 'plugin-pages plugin-id-default'), '/repo/'), undefined);
});

test('one page of each kind: the shallowest route (the version served at /docs), the first list page', () => {
  const pages = [
    page('/docs/next/intro', `${DOC} docs-doc-id-intro`),
    page('/docs/1.0/intro', `${OLD_DOC} docs-doc-id-intro`),
    page('/docs/tutorial-basics/create-a-page', `${LATEST_DOC} docs-doc-id-tutorial-basics/create-a-page`),
    page('/docs/intro', `${LATEST_DOC} docs-doc-id-intro`),
    page('/docs/category/tutorial---extras', DOC, GENERATED_INDEX),
    page('/docs/category/tutorial---basics', DOC, GENERATED_INDEX),
    page('/blog/page/2', 'blog-wrapper blog-list-page plugin-blog plugin-id-default'),
    page('/blog', 'blog-wrapper blog-list-page plugin-blog plugin-id-default'),
    page('/blog/welcome', 'blog-wrapper blog-post-page plugin-blog plugin-id-default'),
    page('/blog/first-blog-post', 'blog-wrapper blog-post-page plugin-blog plugin-id-default'),
    page('/', 'plugin-pages plugin-id-default'),
  ];
  assert.deepEqual(pickPages(pages, '/'), [
    { name: 'home', path: '/' },
    { name: 'docs', path: '/docs/intro' },
    { name: 'category', path: '/docs/category/tutorial---basics' },
    { name: 'blog list', path: '/blog' },
    { name: 'blog post', path: '/blog/first-blog-post' },
  ]);
  // A kind the site lacks (no blog, no generated index) is left out.
  assert.deepEqual(
    pickPages([pages[3], pages[10]], '/').map((picked) => picked.name),
    ['home', 'docs'],
  );
});

test("an output folder's pages are picked with the base URL in their paths", async () => {
  const dir = await mkdtemp(join(tmpdir(), 'bench-look-pages-'));
  try {
    const files: Record<string, PageMarkup> = {
      'index.html': page('', 'plugin-pages plugin-id-default'),
      'docs/intro/index.html': page('', `${DOC} docs-doc-id-intro`),
      '404.html': page('', 'plugin-pages'),
    };
    for (const [file, markup] of Object.entries(files)) {
      await mkdir(dirname(join(dir, file)), { recursive: true });
      await writeFile(join(dir, file), markup.html);
    }
    assert.deepEqual(pickPagesFromOutput(dir, '/repo/'), [
      { name: 'home', path: '/repo' },
      { name: 'docs', path: '/repo/docs/intro' },
    ]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('a contact sheet lays the images out in rows and columns on a grey ground', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'bench-look-sheet-'));
  try {
    const file = async (name: string, width: number, height: number, colour: Rgb) => {
      await writeFile(join(dir, name), png(width, height, colour));
      return join(dir, name);
    };
    const red: Rgb = [255, 0, 0];
    const rows = [
      [await file('a.png', 10, 5, BLACK), await file('b.png', 8, 5, WHITE), await file('c.png', 10, 5, red)],
      [await file('d.png', 10, 7, WHITE), await file('e.png', 10, 7, BLACK), await file('f.png', 10, 7, red)],
    ];
    const sheet = PNG.sync.read(await composeSheet(rows));
    // Gaps of 16 around and between cells 10 wide; rows 5 and 7 tall.
    assert.deepEqual([sheet.width, sheet.height], [16 + 3 * (10 + 16), 16 + 5 + 16 + 7 + 16]);
    const at = (x: number, y: number) => [...sheet.data.subarray((y * sheet.width + x) * 4, (y * sheet.width + x) * 4 + 3)];
    assert.deepEqual(at(0, 0), [128, 128, 128]);
    assert.deepEqual(at(16, 16), BLACK, 'the first image at the top left, inside the gap');
    assert.deepEqual(at(16 + 26, 16), WHITE, 'the second beside it');
    assert.deepEqual(at(16 + 26 + 9, 16), [128, 128, 128], 'a narrower image leaves its cell grey');
    assert.deepEqual(at(16 + 52, 16 + 5 + 16), red, 'the second row below the first');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('--look-pages names the pages, each with a leading slash', () => {
  assert.deepEqual(namedPages('/docs/a, docs/b,,/'), [
    { name: '/docs/a', path: '/docs/a' },
    { name: '/docs/b', path: '/docs/b' },
    { name: '/', path: '/' },
  ]);
});

test('under a base URL, requests are answered from the output root', () => {
  assert.equal(pathInOutput('/docs/intro', '/'), '/docs/intro');
  assert.equal(pathInOutput('/repo/docs/intro', '/repo/'), '/docs/intro');
  assert.equal(pathInOutput('/repo/', '/repo/'), '/');
  assert.equal(pathInOutput('/repo', '/repo/'), '/');
  assert.equal(pathInOutput('/repo?x=1', '/repo/'), '/?x=1');
  assert.equal(pathInOutput('/other/a', '/repo/'), '/other/a');
});

test('the report: a row per page, a column per width and colour mode, each cell against the target', () => {
  const shot = (
    path: string,
    width: number,
    theme: 'light' | 'dark',
    agreement: number,
    notes: string[] = [],
    area: LookShot['area'] = 'viewport',
  ): LookShot => ({
    page: path === '/' ? 'home' : 'docs',
    path,
    slug: 'x',
    width,
    height: 900,
    theme,
    area,
    agreement,
    contentAgreement: agreement / 2,
    differingPixels: 0,
    notes,
    files: { docusaurus: '', generator: '', diff: '' },
  });
  const figures = {
    pages: [
      { name: 'home', path: '/' },
      { name: 'docs', path: '/docs/intro' },
    ],
    viewports: [
      { width: 1280, height: 900 },
      { width: 390, height: 844 },
    ],
    themes: ['light', 'dark'] as const,
    target: 0.9,
    shots: [
      shot('/', 1280, 'light', 0.95),
      shot('/', 1280, 'dark', 0.899),
      shot('/', 390, 'light', 0.9),
      shot('/', 390, 'dark', 0.5, ['generator answered 404']),
      shot('/docs/intro', 1280, 'light', 1),
      shot('/', 1280, 'light', 0.42, [], 'full page'),
    ],
  };
  assert.equal(
    lookTable(figures),
    [
      '| Page | URL | 1280 px light | 1280 px dark | 390 px light | 390 px dark |',
      '| --- | --- | --- | --- | --- | --- |',
      '| home | `/` | 95.0 % ✓ | 89.9 % ✗ | 90.0 % ✓ | 50.0 % ✗ * |',
      '| docs | `/docs/intro` | 100.0 % ✓ |  |  |  |',
    ].join('\n'),
  );
  assert.match(lookTable(figures, { content: true }), /\| home \| `\/` \| 47\.5 % \| 45\.0 % \| 45\.0 % \| 25\.0 % \|/);
  // Full-page shots have a table of their own.
  assert.ok(lookTable(figures, { area: 'full page' }).includes('| home | `/` | 42.0 % ✗ |  |  |  |'));
});

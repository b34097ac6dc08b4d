/**
 * The social-cards plugin on a small site (served under a base URL) built for the test: each page's
 * head names a 1200x630 PNG card with absolute URLs (og:image, twitter:image, twitter:card
 * summary_large_image); a doc, a category's doc and a post get cards of their own, other pages the
 * site's card; a doc or page whose front matter names an image keeps it; a second build with nothing
 * changed makes no card and links the last output's files; an edited title makes that one card
 * again; a card rewritten in place in the output is made again with a warning, never published
 * again, and the work folder keeps no card (only the output cache's record).
 */
import assert from 'node:assert/strict';
import { existsSync, writeFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { after, before, test } from 'node:test';
import { buildSite, removeDir } from '../support/fixture-site.ts';
import { readPng } from './png-file.ts';

const siteDir = await mkdtemp(join(tmpdir(), 'social-cards-site-'));
const out = join(siteDir, 'build');
const ORIGIN = 'https://cards.example.com';
after(() => removeDir(siteDir));

const FILES: Record<string, string> = {
  'site.config.ts': `export default {
  title: 'Cards fixture',
  tagline: 'A site whose pages have social cards',
  url: '${ORIGIN}',
  baseUrl: '/sub/',
  plugins: ['pages', ['docs', { routeBasePath: '/docs', sidebarPath: './sidebars.ts' }], ['blog', { routeBasePath: '/blog' }], 'social-cards'],
  themeConfig: { navbar: { title: 'Cards', logo: { alt: 'Cards', src: '/img/logo.svg' } } },
};
`,
  'sidebars.ts': `export default { main: ['intro', { type: 'category', label: 'Guides', items: ['guides/setup', 'guides/with-image'] }] };
`,
  'docs/intro.md': '---\ntitle: Introduction\n---\n\nWhere to start.\n',
  'docs/guides/setup.md': '---\ntitle: Setting up\n---\n\nInstall it.\n',
  'docs/guides/with-image.md': '---\ntitle: With its own image\nimage: /img/own.png\n---\n\nThis page has its own card.\n',
  'blog/2024-01-02-hello.md': '---\ntitle: Hello cards\n---\n\nA post.\n',
  'src/pages/index.md': '# Home\n\nThe home page.\n',
  'src/pages/about.md': '# About\n\nA page of the site.\n',
  'src/pages/press.md': '---\nimage: /img/press.png\n---\n\n# Press\n\nA page with its own card.\n',
  'static/img/logo.svg':
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32"><rect width="32" height="32" rx="8" fill="#0b5fd9"/><circle cx="16" cy="16" r="6" fill="#fff"/></svg>',
};

/** The page's social meta tags: og:image, twitter:image, twitter:card. */
async function socialTags(page: string): Promise<{ og?: string; twitter?: string; card?: string }> {
  const html = await readFile(join(out, page, 'index.html'), 'utf8');
  const content = (pattern: RegExp) => pattern.exec(html)?.[1];
  return {
    og: content(/<meta property="og:image" content="([^"]*)">/),
    twitter: content(/<meta name="twitter:image" content="([^"]*)">/),
    card: content(/<meta name="twitter:card" content="([^"]*)">/),
  };
}

/** The output file a card URL names. */
const cardFile = (url: string) => join(out, new URL(url).pathname.replace(/^\/sub\//, ''));

/** The work folder's card cache: the output cache's record, and no card. */
const cardCache = join(siteDir, '.cache/social-cards/default');

const CARD_URL = new RegExp(`^${ORIGIN}/sub/img/cards/[0-9a-f]{20}\\.png$`);
const CARD_PAGES = ['docs/intro', 'docs/guides/setup', 'blog/2024/01/02/hello', 'about', 'blog'];
let firstNotes: string[] = [];

before(async () => {
  for (const [file, text] of Object.entries(FILES)) {
    await mkdir(dirname(join(siteDir, file)), { recursive: true });
    await writeFile(join(siteDir, file), text);
  }
  await writeFile(join(siteDir, 'static/img/own.png'), Buffer.alloc(0));
  await writeFile(join(siteDir, 'static/img/press.png'), Buffer.alloc(0));
  firstNotes = (await buildSite(siteDir)).report.notes;
});

test('each page names a 1200x630 PNG card by absolute URL, as og:image and twitter:image', async () => {
  for (const page of CARD_PAGES) {
    const tags = await socialTags(page);
    assert.match(tags.og ?? '', CARD_URL, `${page}: og:image`);
    assert.equal(tags.twitter, tags.og, `${page}: twitter:image`);
    assert.equal(tags.card, 'summary_large_image', `${page}: twitter:card`);
    const png = readPng(await readFile(cardFile(tags.og!)));
    assert.deepEqual([png.width, png.height], [1200, 630], `${page}: the card's size`);
    assert.equal(png.scanlines.length, (1200 * 4 + 1) * 630, `${page}: the card's pixel data`);
  }
});

test('docs and posts get cards of their own; other pages share the site card', async () => {
  const [intro, setup, post, about, blogList] = await Promise.all(CARD_PAGES.map(async (page) => (await socialTags(page)).og));
  assert.equal(new Set([intro, setup, post, about]).size, 4);
  assert.equal(blogList, about, 'the blog list and a page of the site show the site card');
  const files = await readdir(join(out, 'img/cards'));
  assert.equal(files.length, 4, 'one file per card, no more');
  assert.ok(
    firstNotes.some((note) => /^social cards: 4 made in [\d.]+ s, 0 reused$/.test(note)),
    firstNotes.join('\n'),
  );
});

test("a page's own front matter image wins over its card", async () => {
  const doc = await socialTags('docs/guides/with-image');
  assert.equal(doc.og, `${ORIGIN}/sub/img/own.png`);
  assert.equal(doc.twitter, `${ORIGIN}/sub/img/own.png`);
  assert.equal((await socialTags('press')).og, `${ORIGIN}/sub/img/press.png`, 'a Markdown page of the site');
});

test('a warm build makes no card and reuses the files; an edited title makes its card again', async () => {
  const setupCard = cardFile((await socialTags('docs/guides/setup')).og!);
  const made = await stat(setupCard);

  const warm = await buildSite(siteDir);
  assert.ok(warm.report.notes.includes('social cards: 0 made, 4 reused'), warm.report.notes.join('\n'));
  const linked = await stat(setupCard);
  assert.deepEqual([linked.ino, linked.mtimeMs], [made.ino, made.mtimeMs], "the last output's card, linked and not written again");
  assert.deepEqual(await readdir(cardCache), ['record.json'], 'the work folder keeps no card');

  await writeFile(join(siteDir, 'docs/guides/setup.md'), '---\ntitle: Setting it all up\n---\n\nInstall it.\n');
  const edited = await buildSite(siteDir);
  assert.ok(
    edited.report.notes.some((note) => /^social cards: 1 made in [\d.]+ s, 3 reused$/.test(note)),
    edited.report.notes.join('\n'),
  );
  const newCard = (await socialTags('docs/guides/setup')).og!;
  assert.notEqual(cardFile(newCard), setupCard);
  assert.ok(existsSync(cardFile(newCard)));
  assert.ok(!existsSync(setupCard), 'the old card is no longer published');
  assert.ok(!(await readFile(join(cardCache, 'record.json'), 'utf8')).includes(basename(setupCard)), 'nor recorded');
});

test('a card rewritten in place in the output is made again with a warning, and the work folder is left as it was', async () => {
  const card = cardFile((await socialTags('docs/intro')).og!);
  const good = await readFile(card);
  const tampered = Buffer.from('not the card this build made');
  writeFileSync(card, tampered);

  const rebuilt = await buildSite(siteDir);
  assert.ok(good.equals(await readFile(card)), 'the card as drawn, not the rewritten bytes');
  assert.ok(
    rebuilt.report.notes.some((note) => /^social cards: 1 made in [\d.]+ s, 3 reused$/.test(note)),
    rebuilt.report.notes.join('\n'),
  );
  const damage = (warnings: string[]) => warnings.filter((warning) => warning.includes('damaged or edited'));
  assert.equal(damage(rebuilt.report.warnings).length, 1, rebuilt.report.warnings.join('\n'));
  assert.ok(damage(rebuilt.report.warnings)[0].includes(`(img/cards/${basename(card)})`), rebuilt.report.warnings.join('\n'));
  assert.deepEqual(await readdir(cardCache), ['record.json'], 'no card in the work folder to carry the edit');

  const next = await buildSite(siteDir);
  assert.ok(good.equals(await readFile(card)), 'not published again later');
  assert.ok(next.report.notes.includes('social cards: 0 made, 4 reused'), next.report.notes.join('\n'));
  assert.deepEqual(damage(next.report.warnings), []);
});

/**
 * Content built to exhaust the build fails it quickly with an error naming the file and line, and
 * leaves the last good output as it was: a YAML "billion laughs" (nine levels of nine aliases)
 * in front matter, authors.yml and _category_.yml, 10,000 nested blockquotes, a 2,000-level
 * nested list, 10,000 nested JSX elements, and a sidebars object that contains itself.
 */
import { after, before, describe, test } from 'node:test';
import { expectBuildError } from '../support/expect-build-error.ts';
import { buildSite, copyFixture, removeDir } from '../support/fixture-site.ts';

/** 305 bytes of YAML whose aliases expand to 9^9 values: `a` on the first line, `i` on the ninth. */
const BILLION_LAUGHS = [
  'a: &a [x, x, x, x, x, x, x, x, x]',
  ...'bcdefghi'.split('').map((name, i) => `${name}: &${name} [${Array(9).fill(`*${'abcdefgh'[i]}`).join(', ')}]`),
].join('\n');

/** Generous for a fixture build on a busy machine; today's code takes minutes or runs out of memory. */
const TIMEOUT = { timeout: 120_000 };

describe('pages', () => {
  let siteDir: string;
  before(async () => {
    siteDir = await copyFixture('basic');
    await buildSite(siteDir);
  });
  after(() => removeDir(siteDir));
  const page = (body: string) => `---\ntitle: About\n---\n\n${body}\n`;

  test('a billion laughs in front matter: the line where the aliases pass the bound', TIMEOUT, async () => {
    // The YAML starts on line 2; `e` (9^4 values) is its fifth line.
    await expectBuildError(
      siteDir,
      'src/pages/about.mdx',
      `---\n${BILLION_LAUGHS}\n---\n\nText\n`,
      /src\/pages\/about\.mdx:6: invalid front matter: YAML aliases expand to more than 10,000 values/,
      'index.html',
    );
  });

  test('10,000 nested blockquotes', TIMEOUT, async () => {
    await expectBuildError(siteDir, 'src/pages/about.mdx', page(`${'>'.repeat(10_000)} deep`), /about\.mdx:5: nesting deeper than 100 levels/, 'index.html');
  });

  test('a 2,000-level nested list: the line of the 101st level', TIMEOUT, async () => {
    const list = Array.from({ length: 2000 }, (_, i) => `${'  '.repeat(i)}- level ${i + 1}`).join('\n');
    await expectBuildError(siteDir, 'src/pages/about.mdx', page(list), /about\.mdx:105: nesting deeper than 100 levels/, 'index.html');
  });

  test('10,000 nested JSX elements: a stack overflow named by its file', TIMEOUT, async () => {
    await expectBuildError(
      siteDir,
      'src/pages/about.mdx',
      page(`${'<div>'.repeat(10_000)}deep${'</div>'.repeat(10_000)}`),
      /src\/pages\/about\.mdx: nested too deeply to compile/,
      'index.html',
    );
  });
});

describe('docs', () => {
  let siteDir: string;
  before(async () => {
    siteDir = await copyFixture('docs-site');
    await buildSite(siteDir);
  });
  after(() => removeDir(siteDir));

  test('a billion laughs in _category_.yml', TIMEOUT, async () => {
    await expectBuildError(
      siteDir,
      'docs/03-reference/_category_.yml',
      `${BILLION_LAUGHS}\n`,
      /docs\/03-reference\/_category_\.yml:5: could not parse: YAML aliases expand to more than 10,000 values/,
      'docs/index.html',
    );
  });

  test('a sidebars object that contains itself is a cycle in sidebars.ts', TIMEOUT, async () => {
    const sidebars = [
      "const guides: { type: 'category'; label: string; items: unknown[] } = { type: 'category', label: 'Guides', items: [] };",
      'guides.items.push(guides);',
      'export default { docs: [guides] };',
      '',
    ].join('\n');
    await expectBuildError(
      siteDir,
      'sidebars.ts',
      sidebars,
      /sidebars\.ts: sidebar item docs\[0\]\.items\[0\]\.items: contains itself \(a cycle\)/,
      'docs/index.html',
    );
  });
});

describe('blog', () => {
  let siteDir: string;
  before(async () => {
    siteDir = await copyFixture('blog-site');
    await buildSite(siteDir);
  });
  after(() => removeDir(siteDir));

  test('a billion laughs in authors.yml', TIMEOUT, async () => {
    await expectBuildError(
      siteDir,
      'blog/authors.yml',
      `${BILLION_LAUGHS}\n`,
      /blog\/authors\.yml:5: invalid authors map: YAML aliases expand to more than 10,000 values/,
      'index.html',
    );
  });
});

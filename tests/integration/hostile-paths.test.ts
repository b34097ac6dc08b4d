/**
 * Paths that content gives never lead the build out of the site or the output: a slug, category
 * link or permalink with ".." segments is a build error naming the file, the line and the value
 * (and nothing is written where it pointed), and a Markdown link or image to a file outside the
 * site, or to a hidden one inside it, is a build error naming the link (and nothing is published).
 * Each failed build leaves the last good output as it was. Honest relative slugs and ordinary
 * assets keep working.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { buildSite, copyFixture, removeDir } from '../support/fixture-site.ts';
import { formatError } from '../../src/core/site-error.ts';

/** Every file of a folder with a hash of its bytes: the output as a whole, to compare. */
function snapshot(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .map((file) => `${relative(dir, file)} ${createHash('sha1').update(readFileSync(file)).digest('hex')}`)
    .sort();
}

/** A copy of a fixture, built once: the last good output the hostile builds must leave alone. */
async function builtFixture(name: string): Promise<{ dir: string; good: string[] }> {
  const dir = await copyFixture(name);
  await buildSite(dir);
  return { dir, good: snapshot(join(dir, 'build')) };
}

/** A file to write (text) or a symbolic link to make (`{ link: target }`) for one hostile build. */
type Change = string | { link: string };

/**
 * Applies the changes, expects the build to fail with `expected`, undoes them, then checks that
 * nothing was written at `sentinel` (where the hostile path pointed) and the output is unchanged.
 */
async function expectRefused(site: { dir: string; good: string[] }, changes: Record<string, Change>, expected: RegExp, sentinel?: string): Promise<void> {
  const originals = new Map<string, string | undefined>();
  for (const [file, change] of Object.entries(changes)) {
    const path = join(site.dir, file);
    originals.set(path, existsSync(path) ? readFileSync(path, 'utf8') : undefined);
    mkdirSync(dirname(path), { recursive: true });
    if (typeof change === 'string') writeFileSync(path, change);
    else symlinkSync(change.link, path);
  }
  try {
    await assert.rejects(buildSite(site.dir), (error: unknown) => {
      assert.match(formatError(error), expected);
      return true;
    });
  } finally {
    for (const [path, original] of originals) {
      rmSync(path, { force: true });
      if (original !== undefined) writeFileSync(path, original);
    }
  }
  if (sentinel) assert.equal(existsSync(join(site.dir, sentinel)), false, `nothing is written at ${sentinel}`);
  assert.deepEqual(snapshot(join(site.dir, 'build')), site.good, 'the last good output stays as it was');
}

/** A folder beside the site, outside it, holding files no link may publish. */
let outside: string;
before(() => {
  outside = mkdtempSync(join(tmpdir(), 'hostile-outside-'));
  writeFileSync(join(outside, 'secret.txt'), 'a secret outside the site');
  writeFileSync(join(outside, 'secret.png'), 'a secret outside the site');
});
after(() => removeDir(outside));

describe('docs: slugs, ids and category links', () => {
  let site: { dir: string; good: string[] };
  before(async () => {
    site = await builtFixture('docs-site');
  });
  after(() => removeDir(site.dir));

  test('a doc slug with ".." segments', async () => {
    await expectRefused(
      site,
      { 'docs/hostile.mdx': '---\ntitle: Hostile\nslug: /../../pwned-doc-slug\n---\n\nText.\n' },
      /docs\/hostile\.mdx:3: slug "\/\.\.\/\.\.\/pwned-doc-slug" leads outside the site: a route path may not contain "\." or "\.\." segments/,
      'pwned-doc-slug',
    );
  });

  test('a doc slug with percent-encoded dots', async () => {
    await expectRefused(
      site,
      { 'docs/hostile.mdx': '---\ntitle: Hostile\nslug: /%2e%2e/%2E%2E/pwned-doc-encoded\n---\n\nText.\n' },
      /docs\/hostile\.mdx:3: slug "\/%2e%2e\/%2E%2E\/pwned-doc-encoded" leads outside the site: a route path may not contain "\." or "\.\." segments/,
    );
  });

  test('a doc id with backslashes', async () => {
    await expectRefused(
      site,
      { 'docs/hostile.mdx': '---\ntitle: Hostile\nid: ..\\..\\pwned-doc-id\n---\n\nText.\n' },
      /docs\/hostile\.mdx:3: id "\.\.\\\.\.\\pwned-doc-id" leads outside the site: a route path may not contain a backslash/,
    );
  });

  test('a _category_.json link\'s slug with ".." segments', async () => {
    await expectRefused(
      site,
      {
        'docs/02-guides/_category_.json': JSON.stringify(
          { label: 'Guides', position: 2, link: { type: 'generated-index', slug: '/../../pwned-category' } },
          null,
          2,
        ),
      },
      /docs\/02-guides\/_category_\.json:6: slug "\/\.\.\/\.\.\/pwned-category" leads outside the site: a route path may not contain "\." or "\.\." segments/,
      'pwned-category',
    );
  });

  test('a version name in versions.json that climbs out of versioned_docs', async () => {
    await expectRefused(
      site,
      { 'versions.json': '["1.0", "1.0/../../../.."]\n' },
      /versions\.json: version name "1\.0\/\.\.\/\.\.\/\.\.\/\.\." may not contain "\/"/,
    );
  });

  test('an image outside the site, by "../"', async () => {
    await expectRefused(
      site,
      { 'docs/hostile.mdx': '---\ntitle: Hostile\n---\n\nText.\n\n![x](../../../../../etc/passwd)\n' },
      /docs\/hostile\.mdx:7: image "\.\.\/\.\.\/\.\.\/\.\.\/\.\.\/etc\/passwd" lies outside the site folder/,
    );
  });

  test('a require() of a file outside the site, in MDX', async () => {
    await expectRefused(
      site,
      { 'docs/hostile.mdx': "---\ntitle: Hostile\n---\n\n<a href={require('../../../../../etc/passwd').default}>x</a>\n" },
      /docs\/hostile\.mdx:5: file "\.\.\/\.\.\/\.\.\/\.\.\/\.\.\/etc\/passwd" lies outside the site folder/,
    );
  });

  test('a file outside the site, by "@site/../"', async () => {
    const written = `@site/../${basename(outside)}/secret.txt`;
    await expectRefused(
      site,
      { 'docs/hostile.mdx': `---\ntitle: Hostile\n---\n\n[the file](${written})\n` },
      new RegExp(`docs/hostile\\.mdx:5: file "${written.replace(/\./g, '\\.')}" lies outside the site folder`),
    );
  });

  test('a file outside the site, by "/../" looked up in the static folder', async () => {
    const written = `/../../${basename(outside)}/secret.txt`;
    await expectRefused(
      site,
      { 'static/img/ok.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>', 'docs/hostile.mdx': `---\ntitle: Hostile\n---\n\n[the file](${written})\n` },
      new RegExp(`docs/hostile\\.mdx:5: file "${written.replace(/\./g, '\\.')}" lies outside the site folder`),
    );
  });

  test('a symbolic link in the docs folder that points outside the site', async () => {
    await expectRefused(
      site,
      { 'docs/linked.png': { link: join(outside, 'secret.png') }, 'docs/hostile.mdx': '---\ntitle: Hostile\n---\n\n![linked](./linked.png)\n' },
      /docs\/hostile\.mdx:5: image "\.\/linked\.png" lies outside the site folder \(a symbolic link to .*secret\.png\)/,
    );
  });

  test('a file in a hidden folder of the site (.git)', async () => {
    await expectRefused(
      site,
      {
        '.git/config': '[remote "origin"]\n\turl = https://token@example.com/repo.git\n',
        'docs/hostile.mdx': '---\ntitle: Hostile\n---\n\n[cfg](@site/.git/config)\n',
      },
      /docs\/hostile\.mdx:5: file "@site\/\.git\/config" is hidden \("\.git" starts with a dot\)/,
    );
  });

  test('a hidden file of the site (.npmrc), by "../"', async () => {
    await expectRefused(
      site,
      { '.npmrc.txt': '//registry.example.com/:_authToken=secret\n', 'docs/hostile.mdx': '---\ntitle: Hostile\n---\n\n[npmrc](../.npmrc.txt)\n' },
      /docs\/hostile\.mdx:5: file "\.\.\/\.npmrc\.txt" is hidden \("\.npmrc\.txt" starts with a dot\)/,
    );
  });

  test('relative slugs within the docs, and ordinary assets, work as before', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const files: Record<string, string | Buffer> = {
      'docs/02-guides/up.mdx':
        "---\ntitle: Up\nslug: ../from-guides\n---\n\n![beside](./img.png)\n\n![static](/img/pic.png)\n\n![site](@site/static/img/pic.png)\n\n<img src={require('./img.png').default} />\n\n![inside link](./inside.png)\n",
      'docs/02-guides/way-up.mdx': '---\ntitle: Way up\nslug: ../../../../clamped\n---\n\nText.\n',
      'docs/02-guides/img.png': png,
      'static/img/pic.png': png,
    };
    for (const [file, content] of Object.entries(files)) {
      mkdirSync(dirname(join(site.dir, file)), { recursive: true });
      writeFileSync(join(site.dir, file), content);
    }
    // A symbolic link that stays inside the site is followed, as before.
    symlinkSync('../../static/img/pic.png', join(site.dir, 'docs/02-guides/inside.png'));
    await buildSite(site.dir);
    const build = join(site.dir, 'build');
    const html = readFileSync(join(build, 'docs/from-guides/index.html'), 'utf8');
    assert.ok(existsSync(join(build, 'docs/clamped/index.html')), 'a relative slug climbing past the root stops at it, as in Docusaurus');
    const images = [...html.matchAll(/src="\/(assets\/images\/[^"]+)"/g)].map((match) => match[1]);
    // Beside the page, by require(), through a link inside the site, in static by "/" and by "@site/": three files.
    assert.deepEqual([...new Set(images.map((image) => image.replace(/-[0-9a-f]{8}\.png$/, '')))].sort(), [
      'assets/images/img',
      'assets/images/inside',
      'assets/images/pic',
    ]);
    assert.equal(images.length, 5);
    for (const image of images) assert.deepEqual(readFileSync(join(build, image)), png, `${image} is the file, byte for byte`);
  });
});

describe('blog: post slugs, tag and author permalinks', () => {
  let site: { dir: string; good: string[] };
  let tagsYml: string;
  let authorsYml: string;
  before(async () => {
    site = await builtFixture('blog-site');
    tagsYml = readFileSync(join(site.dir, 'blog/tags.yml'), 'utf8');
    authorsYml = readFileSync(join(site.dir, 'blog/authors.yml'), 'utf8');
  });
  after(() => removeDir(site.dir));

  const post = (frontMatter: string) => `---\ntitle: Hostile\ndate: 2023-09-01\n${frontMatter}\n---\n\nText.\n`;

  test('a post slug with ".." segments', async () => {
    await expectRefused(
      site,
      { 'blog/2023-09-01-hostile.md': post('slug: /../../pwned-post') },
      /blog\/2023-09-01-hostile\.md:4: slug "\/\.\.\/\.\.\/pwned-post" leads outside the site: a route path may not contain "\." or "\.\." segments/,
      'pwned-post',
    );
  });

  test('a tag permalink with ".." segments in tags.yml', async () => {
    const lines = tagsYml.trimEnd().split('\n').length;
    await expectRefused(
      site,
      {
        'blog/tags.yml': `${tagsYml.trimEnd()}\npwned:\n  label: Pwned\n  permalink: /../../../pwned-tag\n`,
        'blog/2023-09-01-hostile.md': post('tags: [pwned]'),
      },
      new RegExp(`blog/tags\\.yml:${lines + 3}: permalink "/\\.\\./\\.\\./\\.\\./pwned-tag" leads outside the site`),
      'pwned-tag',
    );
  });

  test('an inline tag\'s permalink with ".." segments', async () => {
    await expectRefused(
      site,
      { 'blog/2023-09-01-hostile.md': post('tags:\n  - label: Pwned\n    permalink: /../../../pwned-inline') },
      /blog\/2023-09-01-hostile\.md:4: permalink "\/\.\.\/\.\.\/\.\.\/pwned-inline" leads outside the site/,
      'pwned-inline',
    );
  });

  test('an author page\'s permalink with ".." segments in authors.yml', async () => {
    const lines = authorsYml.trimEnd().split('\n').length;
    await expectRefused(
      site,
      {
        'blog/authors.yml': `${authorsYml.trimEnd()}\nmallory:\n  name: Mallory\n  page:\n    permalink: /../../../pwned-author\n`,
        'blog/2023-09-01-hostile.md': post('authors: [mallory]'),
      },
      new RegExp(`blog/authors\\.yml:${lines + 4}: permalink "/\\.\\./\\.\\./\\.\\./pwned-author" leads outside the site`),
      'pwned-author',
    );
  });
});

/**
 * Bad blog input fails the build with an error that names the post's file (and the line of the
 * front matter key where there is one): no date, an unknown author, an impossible date, a wrong type.
 */
import assert from 'node:assert/strict';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { formatError } from '../../src/core/site-error.ts';
import { buildSite, copyFixture, fixturesDir, removeDir } from '../support/fixture-site.ts';

let siteDir: string;

before(async () => {
  siteDir = await copyFixture('blog-site');
});
after(() => removeDir(siteDir));

/** Adds one broken post from tests/fixtures/blog-broken to the blog, expects the build to fail with `expected`. */
async function expectPostError(brokenPost: string, expected: RegExp): Promise<void> {
  const target = join(siteDir, 'blog', brokenPost);
  writeFileSync(target, readFileSync(join(fixturesDir, 'blog-broken', brokenPost)));
  try {
    await assert.rejects(buildSite(siteDir), (error: unknown) => {
      assert.match(formatError(error), expected);
      return true;
    });
  } finally {
    rmSync(target);
  }
}

test('a post with no date in its front matter or file name', async () => {
  await expectPostError('no-date.mdx', /blog\/no-date\.mdx: the post has no date: set "date" in its front matter or start its file name with YYYY-MM-DD$/);
});

test('an author key missing from authors.yml', async () => {
  await expectPostError(
    '2023-01-05-unknown-author.mdx',
    /blog\/2023-01-05-unknown-author\.mdx:3: unknown author "nobody": not a key in authors\.yml \(known: alice, bob\)$/,
  );
});

test('an impossible date in the front matter', async () => {
  await expectPostError('bad-date.mdx', /blog\/bad-date\.mdx:3: invalid date "2023-02-30" in front matter \(expected YYYY-MM-DD\)$/);
});

test('an impossible date in the file name', async () => {
  await expectPostError(
    '2023-13-45-bad-file-date.mdx',
    /blog\/2023-13-45-bad-file-date\.mdx: invalid date "2023-13-45" in the file name \(expected YYYY-MM-DD\)$/,
  );
});

test('a front matter key of the wrong type', async () => {
  await expectPostError('2023-01-06-bad-tags.mdx', /blog\/2023-01-06-bad-tags\.mdx:3: invalid front matter key "tags": .*expected array/);
});

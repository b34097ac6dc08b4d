/**
 * Bad input gets a clear message naming file, line and problem, and a failed build leaves the
 * last good output untouched (and no half-written folder).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { buildSite, copyFixture, removeDir } from '../support/fixture-site.ts';
import { expectBuildError as expectBuildErrorIn } from '../support/expect-build-error.ts';
import { SiteError } from '../../src/core/site-error.ts';

let siteDir: string;

before(async () => {
  siteDir = await copyFixture('basic');
  await buildSite(siteDir);
});
after(() => removeDir(siteDir));

/** Breaks one file of the fixture, expects the build to fail with a message, then restores it (tests/support/expect-build-error.ts). */
const expectBuildError = (file: string, content: string, expected: RegExp) => expectBuildErrorIn(siteDir, file, content, expected);

test('MDX syntax error: file, line and column', async () => {
  await expectBuildError('src/pages/about.mdx', '---\ntitle: About\n---\n\nText\n\n<div>\n{broken\n', /src\/pages\/about\.mdx:9:\d+: MDX syntax error/);
});

test('broken front matter: file and line', async () => {
  await expectBuildError('src/pages/about.mdx', '---\ntitle: About\ndescription: [unclosed\n---\n\nText\n', /about\.mdx:\d+:\d+: invalid front matter/);
});

test('unknown config key: file and key', async () => {
  const config = readFileSync(join(siteDir, 'site.config.ts'), 'utf8');
  await expectBuildError(
    'site.config.ts',
    config.replace('tagline:', "taglne: 'x',\n  tagline:"),
    /site\.config\.ts: invalid site config:\n\s+- unknown key "taglne"/,
  );
});

test('a page module without a default export is a developer error naming the file', async () => {
  await expectBuildError(
    'src/pages/crash.tsx',
    'export function NotDefault() { return null; }\n',
    /export 'default' .*was not found in '.*src\/pages\/crash\.tsx'/s,
  );
});

test('errors are SiteErrors with a location', () => {
  const error = new SiteError('problem', `${process.cwd()}/docs/a.mdx`, 3, 7);
  assert.equal(error.toString(), 'docs/a.mdx:3:7: problem');
});

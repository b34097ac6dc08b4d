/**
 * What the build keeps in its work folder and reuses is checked before it is published again, and
 * the output never shares a writable file with the work folder: a cache cut short by a full disk
 * is made again (one warning), and a tool rewriting output files in place (`fs.writeFileSync` on
 * the existing path) changes neither the cache nor what later builds publish.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { truncateSync, writeFileSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { after, before, test } from 'node:test';
import type { BuildResult } from '../../src/core/build.ts';
import { buildSite, copyFixture, removeDir } from '../support/fixture-site.ts';
import { differingFiles } from '../support/output-tree.ts';

let siteDir: string;
/** A clean build of the fixture as it is, and of the fixture with the content edit below. */
let cleanOutput: string;
let cleanEditedOutput: string;
const scratch: string[] = [];

const EDITED_DOC = 'docs/intro.md';
const editContent = async (dir: string) => {
  const file = join(dir, EDITED_DOC);
  await writeFile(file, (await readFile(file, 'utf8')) + '\nOne more line, added after the first build.\n');
};

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => relative(dir, join(e.parentPath, e.name)));
}

/**
 * Every file of the work folder a later build reads -> the SHA-1 of its bytes. The replaced output
 * kept for the next staging folder (recycled-output) is left out: the next build removes its files
 * unread and keeps only its folders (output-folder.ts).
 */
async function hashesUnder(dir: string): Promise<Map<string, string>> {
  const files = (await filesUnder(dir)).filter((file) => !file.startsWith('recycled-output/'));
  const hashes = await Promise.all(
    files.map(async (file) =>
      createHash('sha1')
        .update(await readFile(join(dir, file)))
        .digest('hex'),
    ),
  );
  return new Map(files.map((file, i) => [file, hashes[i]]));
}

const cacheWarnings = (result: BuildResult) => result.report.warnings.filter((w) => /damaged or edited/.test(w));

/** The cached client bundle's framework, runtime and main scripts and its stylesheets. */
async function cachedBundleFiles(): Promise<string[]> {
  const dir = join(siteDir, '.cache', 'client-bundle');
  const files = (await filesUnder(dir)).filter((file) => /(^|\/)(framework|runtime|main)[.~-][^/]*\.js$/.test(file) || file.endsWith('.css'));
  assert.ok(files.some((f) => /framework/.test(f)) && files.some((f) => /runtime/.test(f)) && files.some((f) => /main/.test(f)), `bundle files: ${files}`);
  assert.ok(
    files.some((f) => f.endsWith('.css')),
    `a stylesheet among ${files}`,
  );
  return files.map((file) => join(dir, file));
}

/**
 * The blog's RSS feed in the last output: the feeds' output cache keeps a record of it, not the
 * file (incremental/output-cache.ts), and links it into the next output while it is as recorded.
 */
async function keptFeed(): Promise<string> {
  const cacheDir = join(siteDir, '.cache');
  const cachedFeeds = (await filesUnder(cacheDir)).filter((file) => file.endsWith('.xml') && !file.startsWith('recycled-output/'));
  assert.deepEqual(cachedFeeds, [], 'no feed kept in the work folder');
  return join(siteDir, 'build', 'blog', 'rss.xml');
}

/** Cuts files to 0 bytes, as a build that ran out of disk space leaves them. */
const truncate = (files: string[]) => files.forEach((file) => truncateSync(file, 0));

async function assertSameOutput(expected: string, message: string) {
  const differing = await differingFiles(expected, join(siteDir, 'build'));
  assert.deepEqual(differing, [], `${message}: files that differ from a clean build:\n  ${differing.join('\n  ')}`);
}

before(async () => {
  // Clean builds to compare with, each in its own folder (the output does not depend on where the site lies).
  const reference = await copyFixture('integrity-site');
  scratch.push(reference);
  await buildSite(reference);
  cleanOutput = await mkdtemp(join(tmpdir(), 'cache-integrity-clean-'));
  scratch.push(cleanOutput);
  await cp(join(reference, 'build'), cleanOutput, { recursive: true });
  await editContent(reference);
  await rm(join(reference, '.cache'), { recursive: true, force: true });
  await rm(join(reference, 'build'), { recursive: true, force: true });
  await buildSite(reference);
  cleanEditedOutput = join(reference, 'build');
});

after(async () => {
  await Promise.all(scratch.map((dir) => removeDir(dir)));
});

test('a cache cut to 0 bytes (a full disk) is made again, with one warning, and the output is a clean build', async () => {
  siteDir = await copyFixture('integrity-site');
  scratch.push(siteDir);
  await buildSite(siteDir);

  // The bundle's record kept: its files are checked and found damaged.
  truncate([...(await cachedBundleFiles()), await keptFeed()]);
  const again = await buildSite(siteDir);
  assert.equal(cacheWarnings(again).length, 1, `one warning for the damaged cache: ${[...again.report.warnings, ...again.report.notes].join('\n')}`);
  assert.match(cacheWarnings(again)[0], /client-bundle\/.*; bundling again; made \S*feeds\S* again$/);
  await assertSameOutput(cleanOutput, 'rebuilt with no change');

  // The build that ran out of space had forgotten the bundle's record first: webpack runs again, and must write every file anew.
  truncate(await cachedBundleFiles());
  await rm(join(siteDir, '.cache', 'build-records', 'bundle.json'));
  await buildSite(siteDir);
  await assertSameOutput(cleanOutput, 'bundled again over files cut short');

  // With a content change too.
  truncate([...(await cachedBundleFiles()), await keptFeed()]);
  await editContent(siteDir);
  const edited = await buildSite(siteDir);
  assert.equal(cacheWarnings(edited).length, 1, `one warning for the damaged cache: ${[...edited.report.warnings, ...edited.report.notes].join('\n')}`);
  await assertSameOutput(cleanEditedOutput, 'rebuilt with a content change');
});

test('output files rewritten in place change neither the cache nor the next output', async () => {
  siteDir = await copyFixture('integrity-site');
  scratch.push(siteDir);
  await buildSite(siteDir);
  // Built twice, so pages and payloads are the ones reused from a last output.
  await buildSite(siteDir);
  const out = join(siteDir, 'build');
  const cacheBefore = await hashesUnder(join(siteDir, '.cache'));

  const outFiles = await filesUnder(out);
  const mainScript = outFiles.find((file) => /^assets\/js\/main\.[^/]*\.js$/.test(file));
  const payload = outFiles.find((file) => file.startsWith('assets/pages/') && file.endsWith('.js'));
  assert.ok(mainScript && payload, `a main script and a payload among ${outFiles.length} files`);
  for (const file of [mainScript, payload, 'blog/rss.xml', 'docs/intro/index.html']) writeFileSync(join(out, file), '/* rewritten in place */');

  const cacheAfter = await hashesUnder(join(siteDir, '.cache'));
  const changed = [...cacheBefore].filter(([file, hash]) => cacheAfter.get(file) !== hash).map(([file]) => file);
  assert.deepEqual(changed, [], 'files under .cache changed by writing output files in place');

  const again = await buildSite(siteDir);
  await assertSameOutput(cleanOutput, 'rebuilt after output files were rewritten in place');
  assert.ok(cacheWarnings(again).length <= 1, `at most one warning: ${again.report.warnings.join('\n')}`);
});

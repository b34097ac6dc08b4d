/**
 * Plugins' output caches (src/core/incremental/output-cache.ts) keep records, not files: a build
 * whose key is unchanged links the last output's files (the same inodes) into the new output, a
 * file of the last output rewritten in place is made again (one warning) and never published, a
 * cache used inside another's `write` reuses the last output's files too, and the work folder
 * holds no file of the output.
 */
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, test } from 'node:test';
import { BuildReport } from '../../src/core/build-report.ts';
import { reportCacheDamage } from '../../src/core/incremental/cache-damage.ts';
import { OutputCache } from '../../src/core/incremental/output-cache.ts';
import { createStagingFolder, swapInOutput } from '../../src/core/output-folder.ts';
import { removeDir } from '../support/fixture-site.ts';

let root: string;
let outDir: string;
let recycled: string;
let cacheDir: string;

before(async () => {
  root = await mkdtemp(join(tmpdir(), 'output-cache-'));
  outDir = join(root, 'site/build');
  recycled = join(root, 'site/.cache/recycled-output');
  cacheDir = join(root, 'site/.cache/feeds');
  await mkdir(dirname(outDir), { recursive: true });
});
after(() => removeDir(root));

const FEED = { 'blog/rss.xml': '<rss>posts</rss>', 'blog/atom.xml': '<feed>posts</feed>' };

async function writeFiles(dir: string, files: Record<string, string>): Promise<void> {
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text);
  }
}

/** One build as build.ts runs it: a staging folder, the cache's files put into it (made by `write` when not reused), swapped in. */
async function build(key: string, report = new BuildReport(), write = (folder: string) => writeFiles(folder, FEED).then(() => 'made')) {
  const staging = await createStagingFolder(outDir, recycled);
  const made: string[] = [];
  const { summary, reused } = await new OutputCache<string>(cacheDir, report).reuseOrBuild(key, staging, async (folder) => {
    made.push(folder);
    return write(folder);
  });
  reportCacheDamage(report);
  await swapInOutput(staging, outDir, recycled);
  return { summary, reused, made, report };
}

const inode = async (file: string) => (await stat(join(outDir, file))).ino;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name).slice(dir.length + 1));
}

test('an unchanged key links the last output files into the new output (no new file), keeping only a record in the work folder', async () => {
  const first = await build('k1');
  assert.equal(first.reused, false);
  assert.deepEqual((await filesUnder(outDir)).sort(), Object.keys(FEED).sort(), 'the writing folder is gone from the output');
  const inodes = await Promise.all(Object.keys(FEED).map(inode));

  const second = await build('k1');
  assert.deepEqual([second.reused, second.summary], [true, 'made']);
  assert.deepEqual(await Promise.all(Object.keys(FEED).map(inode)), inodes, 'the same files as the last output, linked');
  assert.equal(await readFile(join(outDir, 'blog/rss.xml'), 'utf8'), FEED['blog/rss.xml']);
  assert.deepEqual(await filesUnder(cacheDir), ['record.json'], 'no output file in the work folder');

  const changed = await build('k2');
  assert.equal(changed.reused, false, 'another key makes the files again');
});

test('a file of the last output rewritten in place is made again, with one warning, and never published', async () => {
  await build('k3');
  writeFileSync(join(outDir, 'blog/rss.xml'), '<rss>rewritten in place</rss>');
  const again = await build('k3');
  assert.equal(again.reused, false);
  assert.equal(await readFile(join(outDir, 'blog/rss.xml'), 'utf8'), FEED['blog/rss.xml']);
  assert.equal(again.report.warnings.length, 1, again.report.warnings.join('\n'));
  assert.match(again.report.warnings[0], /damaged or edited \(blog\/rss\.xml\)/);

  // A file missing from the last output is made again too, without a warning.
  await build('k3');
  await rm(join(outDir, 'blog/atom.xml'));
  const cut = await build('k3');
  assert.equal(cut.reused, false);
  assert.deepEqual(cut.report.warnings, []);
  assert.equal(await readFile(join(outDir, 'blog/atom.xml'), 'utf8'), FEED['blog/atom.xml']);
});

test('a cache used inside another cache`s write reuses the last output`s files as well', async () => {
  const innerDir = join(root, 'site/.cache/inner');
  const nested = (innerKey: string) => async (folder: string) => {
    const inner = await new OutputCache<string>(innerDir, new BuildReport()).reuseOrBuild(innerKey, folder, (innerFolder) =>
      writeFiles(innerFolder, { 'search/blog/0.json': `[${innerKey}]` }).then(() => 'inner'),
    );
    await writeFiles(folder, { 'search/manifest.json': '{}' });
    return inner.reused ? 'inner reused' : 'inner made';
  };
  await build('outer1', new BuildReport(), nested('blog1'));
  const innerInode = await inode('search/blog/0.json');
  const outerChanged = await build('outer2', new BuildReport(), nested('blog1'));
  assert.deepEqual([outerChanged.reused, outerChanged.summary], [false, 'inner reused']);
  assert.equal(await inode('search/blog/0.json'), innerInode, 'the inner files linked from the last output');
  assert.equal(await readFile(join(outDir, 'search/blog/0.json'), 'utf8'), '[blog1]');
  // Both records hold the linked file as it is: the next build reuses it again.
  const unchanged = await build('outer2', new BuildReport(), nested('blog1'));
  assert.equal(unchanged.reused, true);
  assert.equal(await inode('search/blog/0.json'), innerInode);
});

/** One build as build.ts runs it, with files reused one by one: `wanted` asked for, each one `write` is given written with its path as text. */
async function buildEach(wanted: string[], report = new BuildReport()) {
  const staging = await createStagingFolder(outDir, recycled);
  const written: string[] = [];
  const result = await new OutputCache<never>(join(root, 'site/.cache/cards'), report).reuseOrBuildEach(wanted, staging, async (folder, missing) => {
    written.push(...missing);
    await writeFiles(folder, Object.fromEntries(missing.map((file) => [file, `card ${file}`])));
  });
  reportCacheDamage(report);
  await swapInOutput(staging, outDir, recycled);
  return { ...result, written, report };
}

test('files reused one by one: only new, missing or damaged ones are made, and the record holds just the files asked for', async () => {
  const first = await buildEach(['cards/a.png', 'cards/b.png']);
  assert.deepEqual([first.reused, first.written], [[], ['cards/a.png', 'cards/b.png']]);
  const inodeOfA = await inode('cards/a.png');

  const warm = await buildEach(['cards/a.png', 'cards/b.png']);
  assert.deepEqual([warm.reused, warm.made], [['cards/a.png', 'cards/b.png'], []]);
  assert.equal(await inode('cards/a.png'), inodeOfA, 'linked from the last output');

  // b is no longer asked for, c is new: c alone is made, and b is forgotten.
  const changed = await buildEach(['cards/a.png', 'cards/c.png']);
  assert.deepEqual([changed.reused, changed.written], [['cards/a.png'], ['cards/c.png']]);
  assert.ok(!(await filesUnder(outDir)).includes('cards/b.png'));
  const record = await readFile(join(root, 'site/.cache/cards/record.json'), 'utf8');
  assert.ok(!record.includes('cards/b.png'), 'a file no longer asked for is not recorded');
  assert.deepEqual(await filesUnder(join(root, 'site/.cache/cards')), ['record.json'], 'no output file in the work folder');
  assert.deepEqual((await buildEach(['cards/a.png', 'cards/b.png'])).written, ['cards/b.png'], 'a forgotten file is made again');

  // One rewritten in place: made again (one warning), its edit never published; the other still linked.
  writeFileSync(join(outDir, 'cards/a.png'), 'rewritten in place');
  const damaged = await buildEach(['cards/a.png', 'cards/b.png']);
  assert.deepEqual([damaged.reused, damaged.written], [['cards/b.png'], ['cards/a.png']]);
  assert.equal(await readFile(join(outDir, 'cards/a.png'), 'utf8'), 'card cards/a.png');
  assert.equal(damaged.report.warnings.length, 1, damaged.report.warnings.join('\n'));
  assert.match(damaged.report.warnings[0], /damaged or edited \(cards\/a\.png\)/);
});

test('unrecorded names the files a build will surely make, before the output folder is known', async () => {
  const cache = new OutputCache<never>(join(root, 'site/.cache/cards'), new BuildReport());
  await buildEach(['cards/a.png']);
  assert.deepEqual(await cache.unrecorded(['cards/a.png', 'cards/d.png']), ['cards/d.png']);
  // A keyed record is not one of files reused one by one.
  assert.deepEqual(await new OutputCache<never>(cacheDir, new BuildReport()).unrecorded(['blog/rss.xml']), ['blog/rss.xml']);
});

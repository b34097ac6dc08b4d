/**
 * The output folder's life across builds (src/core/output-folder.ts): the replaced output is kept
 * as the recycled folder, the next staging folder is made from it (its folders kept, its files
 * gone), folders that no file of the new output is in are removed before the swap, and without a
 * recycled folder (or with one already kept) the old ways hold.
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, test } from 'node:test';
import { createStagingFolder, swapInOutput } from '../../src/core/output-folder.ts';
import { removeDir } from '../support/fixture-site.ts';

let root: string;
let outDir: string;
let recycled: string;

async function writeFiles(dir: string, files: Record<string, string>): Promise<void> {
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text);
  }
}

/** Every entry under a folder, folders marked with a trailing slash, sorted. */
async function tree(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.map((e) => join(e.parentPath, e.name).slice(dir.length + 1) + (e.isDirectory() ? '/' : '')).sort();
}

/** One build: a staging folder (recycled when there is one), these files in it, swapped in. */
async function build(files: Record<string, string>, recycledDir: string | undefined = recycled): Promise<string> {
  const staging = await createStagingFolder(outDir, recycledDir);
  await writeFiles(staging, files);
  await swapInOutput(staging, outDir, recycledDir);
  return staging;
}

before(async () => {
  root = await mkdtemp(join(tmpdir(), 'output-folder-'));
  outDir = join(root, 'site/build');
  recycled = join(root, 'site/.cache/recycled-output');
  await mkdir(dirname(outDir), { recursive: true });
});
after(() => removeDir(root));

test('a first build has nothing to recycle: the output is what it wrote, and the replaced output is kept for the next build', async () => {
  await build({ 'index.html': 'home 1', 'docs/a/index.html': 'a 1', 'docs/b/index.html': 'b 1', 'assets/js/main.1.js': 'js 1' });
  assert.deepEqual(await tree(outDir), [
    'assets/',
    'assets/js/',
    'assets/js/main.1.js',
    'docs/',
    'docs/a/',
    'docs/a/index.html',
    'docs/b/',
    'docs/b/index.html',
    'index.html',
  ]);
  assert.equal(existsSync(recycled), false, 'nothing was replaced yet');
  await build({ 'index.html': 'home 2', 'docs/a/index.html': 'a 2', 'docs/b/index.html': 'b 2', 'assets/js/main.2.js': 'js 2' });
  assert.equal(await readFile(join(recycled, 'docs/a/index.html'), 'utf8'), 'a 1', 'the replaced output is kept whole');
  assert.equal(await readFile(join(outDir, 'docs/a/index.html'), 'utf8'), 'a 2');
});

test('the next staging folder is the recycled one: the same folders, none of its files', async () => {
  const folder = (await stat(join(recycled, 'docs/a'))).ino;
  const staging = await createStagingFolder(outDir, recycled);
  assert.equal(existsSync(recycled), false, 'the recycled folder became the staging folder');
  assert.deepEqual(await tree(staging), ['assets/', 'assets/js/', 'docs/', 'docs/a/', 'docs/b/']);
  assert.equal((await stat(join(staging, 'docs/a'))).ino, folder, 'the folder itself is reused, not made again');
  // A page gone (docs/b) and an asset renamed: their old folders are removed before the swap.
  await writeFiles(staging, { 'index.html': 'home 3', 'docs/a/index.html': 'a 3', 'docs/c/d/index.html': 'd 3' });
  await swapInOutput(staging, outDir, recycled);
  assert.deepEqual(await tree(outDir), ['docs/', 'docs/a/', 'docs/a/index.html', 'docs/c/', 'docs/c/d/', 'docs/c/d/index.html', 'index.html']);
  assert.equal(await readFile(join(outDir, 'docs/a/index.html'), 'utf8'), 'a 3');
  assert.equal(await readFile(join(recycled, 'docs/b/index.html'), 'utf8'), 'b 2', 'the output just replaced is the one kept');
});

test('an empty folder is removed from a new staging folder too, so first builds and rebuilds give the same tree', async () => {
  await removeDir(recycled);
  const staging = await createStagingFolder(outDir, recycled);
  await mkdir(join(staging, 'img/empty'), { recursive: true });
  await writeFiles(staging, { 'index.html': 'home 4' });
  await swapInOutput(staging, outDir, recycled);
  assert.deepEqual(await tree(outDir), ['index.html']);
});

test('when a recycled folder is already kept, the replaced output is deleted instead, and the kept one stays', async () => {
  await build({ 'index.html': 'home 5' });
  const kept = await tree(recycled);
  // A build that swaps without taking the recycled folder (no recycled folder given to its staging).
  const staging = await createStagingFolder(outDir);
  await writeFiles(staging, { 'index.html': 'home 6' });
  await swapInOutput(staging, outDir, recycled);
  assert.deepEqual(await tree(recycled), kept);
  assert.equal(await readFile(join(outDir, 'index.html'), 'utf8'), 'home 6');
  // The replaced output is deleted in the background: give it a moment.
  const besideOutput = async () => (await readdir(dirname(outDir))).filter((name) => name.startsWith('.build-'));
  for (let i = 0; i < 100 && (await besideOutput()).length; i++) await new Promise((resolve) => setTimeout(resolve, 20));
  assert.deepEqual(await besideOutput(), []);
});

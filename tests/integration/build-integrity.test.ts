/**
 * What a build keeps and leaves on disk cannot break the next one: a damaged cache record is
 * ignored with a warning naming it (and the output is the same); builds killed midway leave
 * folders the next build and `clear` remove; two builds sharing a work folder do not run at once;
 * the same sources built in two folders give byte-identical output.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { BuildResult } from '../../src/core/build.ts';
import { formatError } from '../../src/core/site-error.ts';
import { buildSite, copyFixture, fixturesDir, removeDir, repoRoot } from '../support/fixture-site.ts';
import { differingFiles } from '../support/output-tree.ts';

let siteDir: string;
/** The first build's output, kept to compare later builds with. */
let firstOutput: string;
const scratch: string[] = [];
let sleeper: ChildProcess;

/** A pid no process has: one that just ended. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid!;

before(async () => {
  siteDir = await copyFixture('integrity-site');
  await buildSite(siteDir);
  firstOutput = await mkdtemp(join(tmpdir(), 'integrity-first-'));
  scratch.push(firstOutput);
  await cp(join(siteDir, 'build'), firstOutput, { recursive: true });
  // A live process that is not a build, to own locks and folders in the tests.
  sleeper = spawn('sleep', ['600'], { stdio: 'ignore' });
});
after(async () => {
  sleeper.kill();
  await removeDir(siteDir);
  await Promise.all(scratch.map((dir) => removeDir(dir)));
});

test('the same sources built in two other folders give byte-identical output', async () => {
  // At another depth, so that paths relative to the generator differ too.
  const other = await mkdtemp(join(tmpdir(), 'integrity-other-'));
  scratch.push(other);
  const otherSite = join(other, 'one', 'two', 'site');
  await mkdir(otherSite, { recursive: true });
  await cp(join(fixturesDir, 'integrity-site'), otherSite, { recursive: true });
  await buildSite(otherSite);
  const differing = await differingFiles(firstOutput, join(otherSite, 'build'));
  assert.deepEqual(differing, [], `files that differ between the two builds:\n  ${differing.join('\n  ')}`);
});

test('damaged cache records of every kind are ignored, each named in one warning, and the output is the same', async () => {
  const cache = join(siteDir, '.cache');
  const inFolder = async (folder: string, pick: (name: string) => boolean) => {
    const names = (await readdir(folder, { recursive: true })).filter(pick);
    assert.ok(names.length, `a record under ${folder}`);
    return join(folder, names[0]);
  };
  const records = [
    join(cache, 'build-records/bundle.json'),
    join(cache, 'build-records/payloads.json'),
    join(cache, 'build-records/pages.json'),
    await inFolder(join(cache, 'markdown'), (name) => name.endsWith('.json') && name !== 'permalinks.json'),
    join(cache, 'search-sections.ndjson'),
    await inFolder(join(cache, 'search-index'), (name) => name.endsWith('record.json')),
    await inFolder(join(cache, 'search-facets'), (name) => name.endsWith('record.json')),
    await inFolder(join(cache, 'feeds-blog'), (name) => name.endsWith('record.json')),
  ];
  // Cut off mid-write, as a full disk or kill -9 would leave them.
  for (const file of records) {
    const text = await readFile(file, 'utf8');
    await writeFile(file, text.slice(0, Math.max(1, Math.floor(text.length / 2))));
  }
  const result = await buildSite(siteDir);
  for (const file of records) {
    const naming = result.report.warnings.filter((warning) => warning.includes(file));
    assert.equal(naming.length, 1, `one warning names ${file}; warnings:\n${result.report.warnings.join('\n')}`);
    assert.match(naming[0], /damaged cache record/);
  }
  assert.deepEqual(await differingFiles(firstOutput, join(siteDir, 'build')), []);
  // Made again whole: the next build reads them without a warning.
  const again = await buildSite(siteDir);
  assert.deepEqual(again.report.warnings, []);
});

test("a build removes the staging folders of killed builds, and leaves a running build's", async () => {
  const dead = join(siteDir, `.build-staging-${deadPid()}`);
  const deadPrevious = join(siteDir, `.build-previous-${deadPid()}-1700000000000`);
  const running = join(siteDir, `.build-staging-${sleeper.pid}`);
  for (const dir of [dead, deadPrevious, running]) {
    await mkdir(join(dir, 'assets'), { recursive: true });
    await writeFile(join(dir, 'index.html'), 'half written');
  }
  await buildSite(siteDir);
  assert.equal(existsSync(dead), false, "a killed build's staging folder is removed");
  assert.equal(existsSync(deadPrevious), false, "a killed build's replaced output is removed");
  assert.equal(existsSync(running), true, "a running build's staging folder stays");
  await rm(running, { recursive: true });
});

test('clear removes the staging folders of killed builds too', () => {
  const dead = join(siteDir, `.build-staging-${deadPid()}`);
  spawnSync('mkdir', ['-p', join(dead, 'assets')]);
  const run = spawnSync(process.execPath, ['src/core/launcher.mjs', 'clear', '--site-dir', siteDir], { cwd: repoRoot, encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  assert.equal(existsSync(dead), false);
});

test("a second build in the same work folder fails at once, naming the folder and the running build's pid", async () => {
  const builds = await Promise.allSettled([buildSite(siteDir), buildSite(siteDir)]);
  const failed = builds.filter((b): b is PromiseRejectedResult => b.status === 'rejected');
  assert.equal(failed.length, 1, 'one build runs, the other fails');
  assert.match(formatError(failed[0].reason), new RegExp(`another build is running in .*${siteDir.split('/').pop()} \\(pid ${process.pid}\\)`));
  assert.ok(existsSync(join(siteDir, 'build/index.html')));
  assert.equal(existsSync(join(siteDir, '.cache/build.lock')), false, 'the lock is released');
});

test('a lock held by a live process stops the build; one left by a dead process is taken over', async () => {
  const lock = join(siteDir, '.cache/build.lock');
  await writeFile(lock, String(sleeper.pid));
  await assert.rejects(buildSite(siteDir), (error: unknown) => {
    assert.match(formatError(error), new RegExp(`another build is running in .* \\(pid ${sleeper.pid}\\)`));
    return true;
  });
  await writeFile(lock, String(deadPid()));
  const result: BuildResult = await buildSite(siteDir);
  assert.ok(result.routeCount > 0);
  assert.equal(existsSync(lock), false);
});

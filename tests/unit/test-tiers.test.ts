/**
 * The test tiers (tests/support/test-tiers.ts): every test file `npm test` runs is in exactly one
 * tier, unit files import nothing that builds a site, starts a browser or runs a process, and the
 * unit tier's shards (tests/support/unit-shards.ts) keep files with file-wide hooks apart.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { glob } from 'tinyglobby';
import { INTEGRATION_TESTS, listTestFiles, repoRoot, tierOf, tierProblems, UNIT_TESTS, unitImportProblems } from '../support/test-tiers.ts';
import { needsOwnProcess, planUnitRun, writeShardModules } from '../support/unit-shards.ts';

test('the files the test command runs are tests/**/*.test.ts outside fixture folders', async () => {
  const globbed = await glob('tests/**/*.test.ts', { cwd: repoRoot, ignore: ['**/fixtures/**'] });
  assert.deepEqual(listTestFiles(), globbed.sort());
});

test('every test file is in exactly one tier, and every listed file is a test file', () => {
  const files = listTestFiles();
  assert.deepEqual(tierProblems(files), []);
  const counts = { unit: 0, integration: 0, e2e: 0 };
  for (const file of files) counts[tierOf(file)!]++;
  assert.equal(counts.unit + counts.integration + counts.e2e, files.length);
  assert.equal(counts.unit, UNIT_TESTS.length);
  assert.equal(counts.integration, INTEGRATION_TESTS.length);
});

test('the check names a file in no tier, in two, listed twice, listed but missing, or a browser test in a list', () => {
  const files = ['tests/a/one.test.ts', 'tests/a/two.test.ts', 'tests/b/new.test.ts', 'tests/c/page.e2e.test.ts'];
  const lists = {
    unit: ['tests/a/one.test.ts', 'tests/a/two.test.ts', 'tests/a/one.test.ts', 'tests/c/page.e2e.test.ts'],
    integration: ['tests/a/two.test.ts', 'tests/gone.test.ts'],
  };
  assert.deepEqual(tierProblems(files, lists), [
    'tests/a/two.test.ts is in both the unit and the integration list',
    'tests/b/new.test.ts is in no tier: add it to UNIT_TESTS or INTEGRATION_TESTS in tests/support/test-tiers.ts',
    'tests/c/page.e2e.test.ts is a browser test by its name; remove it from the unit list',
    'tests/a/one.test.ts is listed twice in the unit list',
    'tests/gone.test.ts is in the integration list but is not a test file',
  ]);
  assert.equal(tierOf('tests/b/new.test.ts', lists), undefined);
  assert.equal(tierOf('tests/c/page.e2e.test.ts', lists), 'e2e');
});

test('no unit test file imports what builds a site, starts a browser or runs a process', () => {
  const problems = UNIT_TESTS.flatMap((file) => unitImportProblems(file, readFileSync(join(repoRoot, file), 'utf8')));
  assert.deepEqual(problems, []);
});

test('the import check finds processes, browsers, fixture builds and the real site, and lets light helpers and types through', () => {
  const realSiteVariable = ['REAL', 'SITE', 'OUT'].join('_');
  const source = [
    "import { spawnSync } from 'node:child_process';",
    "import { launchBrowser } from '../support/browser.ts';",
    'import {\n  buildSite,\n  removeDir,\n} from "../support/fixture-site.ts";'.replaceAll('"', "'"),
    "import { removeDir, repoRoot } from '../support/fixture-site.ts';",
    "import type { Browser } from 'playwright-core';",
    "import { realSiteOutDir } from '../support/real-site.ts';",
    `const out = process.env.${realSiteVariable};`,
  ].join('\n');
  assert.deepEqual(unitImportProblems('tests/x.test.ts', source), [
    'tests/x.test.ts imports node:child_process',
    'tests/x.test.ts imports ../support/browser.ts',
    'tests/x.test.ts imports buildSite (fixture builds)',
    'tests/x.test.ts imports ../support/real-site.ts',
    `tests/x.test.ts reads the real site (${realSiteVariable})`,
  ]);
});

test('unit files are dealt into one shard per process; a file with top-level beforeEach, afterEach or mocks runs alone', () => {
  const sources: Record<string, string> = {
    'tests/a.test.ts': "import { before, test } from 'node:test';\nbefore(() => {});\ntest('a', () => {});\n",
    'tests/b.test.ts': "test('b', () => {\n  beforeEach(() => {});\n});\n",
    'tests/c.test.ts': 'beforeEach(() => mock.timers.enable());\n',
    'tests/d.test.ts': "mock.method(console, 'log');\n",
    'tests/e.test.ts': '',
    'tests/f.test.ts': '',
  };
  assert.equal(needsOwnProcess(sources['tests/b.test.ts']), false, 'a hook inside a test or suite stays in its file');
  const plan = planUnitRun(Object.keys(sources), (file) => sources[file], 2);
  assert.deepEqual(plan, {
    shards: [
      ['tests/a.test.ts', 'tests/e.test.ts'],
      ['tests/b.test.ts', 'tests/f.test.ts'],
    ],
    alone: ['tests/c.test.ts', 'tests/d.test.ts'],
  });
  assert.deepEqual(planUnitRun(['tests/e.test.ts'], () => '', 4).shards, [['tests/e.test.ts']]);
});

test('a shard module imports its files by absolute URL', () => {
  const dir = mkdtempSync(join(tmpdir(), 'unit-shards-test-'));
  try {
    const [first, second] = writeShardModules(dir, '/repo', [['tests/a.test.ts', 'tests/b c.test.ts'], ['tests/d.test.ts']]);
    assert.equal(first, join(dir, 'unit-1-of-2.test.mjs'));
    assert.match(readFileSync(first, 'utf8'), /^import "file:\/\/\/repo\/tests\/a\.test\.ts";\nimport "file:\/\/\/repo\/tests\/b%20c\.test\.ts";\n$/m);
    assert.match(readFileSync(second, 'utf8'), /^import "file:\/\/\/repo\/tests\/d\.test\.ts";\n$/m);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

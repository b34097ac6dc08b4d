/**
 * The project's test command (tests/run.sh; `npm test` and `npm run test:unit|integration|e2e`).
 *
 *   run.sh                          every tier: the unit tier in parallel, then the setup the others
 *                                   need and the integration and browser tests one file at a time
 *   run.sh --tier TIER [FILE...]    one tier (tests/support/test-tiers.ts), or these files of it,
 *                                   with only the setup that tier needs
 *   run.sh FILE...                  these files, one at a time, each in a process of its own
 *   run.sh --list ...               prints what would run, in order, with each file's tier
 *
 * Setup: Debian's Chromium for the browser tests (integration has a few too), the XState v4
 * packages for the content tests, and the real site built once into .cache/test-site for the tests
 * that read REAL_SITE_OUT, unless REAL_SITE_OUT already names a build (or files are named: a test
 * that needs the real site then builds it itself). The integration and browser tests stay one file
 * at a time: they share .cache/test-site, ports and npm caches.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Setup, planTests, type TestPlan, UsageError } from './test-plan.ts';
import { repoRoot, TEST_TIERS, testFileKey, tierOf, type TestTier } from './test-tiers.ts';
import { planUnitRun, writeShardModules } from './unit-shards.ts';

/** Where tests/support/build-real-site.ts writes the real site. */
const REAL_SITE_BUILD = join(repoRoot, '.cache/test-site/build');

/** Per test. A unit test that needs longer is no unit test; builds on a busy machine may take minutes. */
const UNIT_TIMEOUT_MS = 120_000;
const OTHER_TIMEOUT_MS = 600_000;

/** Runs a command in the repository with the terminal's output; true when it succeeded. */
function run(command: string, args: readonly string[], env: NodeJS.ProcessEnv = process.env): boolean {
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit', env });
  if (result.error) throw result.error;
  return result.status === 0;
}

function nodeTest(files: readonly string[], concurrency: number, timeoutMs: number, env?: NodeJS.ProcessEnv): boolean {
  if (files.length === 0) return true;
  const args = ['--import', 'tsx', '--test', `--test-concurrency=${concurrency}`, `--test-timeout=${timeoutMs}`, '--test-reporter=spec', ...files];
  return run(process.execPath, args, env);
}

/** The unit tier: one process per core, each importing its share of the files (tests/support/unit-shards.ts). */
function runUnitTests(files: readonly string[]): boolean {
  const cores = availableParallelism();
  const plan = planUnitRun(files, (file) => readFileSync(join(repoRoot, file), 'utf8'), cores);
  const dir = mkdtempSync(join(tmpdir(), 'unit-shards-'));
  try {
    return nodeTest([...writeShardModules(dir, repoRoot, plan.shards), ...plan.alone], cores, UNIT_TIMEOUT_MS);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Integration and browser test files, one at a time. */
function runSerialTests(files: readonly string[], env?: NodeJS.ProcessEnv): boolean {
  return nodeTest(files, 1, OTHER_TIMEOUT_MS, env);
}

/** Does the setup and returns the environment the tests run with. */
function prepare(setups: ReadonlySet<Setup>): NodeJS.ProcessEnv {
  const must = (ok: boolean, what: string) => {
    if (!ok) throw new Error(`test setup failed: ${what}`);
  };
  if (setups.has('chromium')) must(run('bash', ['tests/support/ensure-chromium.sh']), 'Chromium');
  if (setups.has('content-packages')) must(run('bash', ['tests/support/ensure-content-packages.sh']), 'the XState v4 packages');
  if (!setups.has('real-site') || process.env.REAL_SITE_OUT) return process.env;
  must(run(process.execPath, ['--import', 'tsx', 'tests/support/build-real-site.ts']), 'the real-site build');
  return { ...process.env, REAL_SITE_OUT: REAL_SITE_BUILD };
}

/** Runs the plan to the end (a failing unit test does not stop the others); true when all passed. */
function runPlan(plan: TestPlan): boolean {
  const unplaced = [...plan.unit, ...plan.serial].filter((file) => file.endsWith('.test.ts') && tierOf(file) === undefined);
  if (unplaced.length > 0) console.error(`In no tier (tests/unit/test-tiers.test.ts fails on them): ${unplaced.join(', ')}`);
  const unitPassed = plan.unit.length === 0 || runUnitTests(plan.unit);
  if (plan.serial.length === 0) return unitPassed;
  return runSerialTests(plan.serial, prepare(plan.setups)) && unitPassed;
}

function printPlan(plan: TestPlan): void {
  const lines = [...plan.unit.map((file) => `unit (parallel)\t${file}`), ...plan.serial.map((file) => `${tierOf(file) ?? 'no tier'}\t${file}`)];
  console.log([...lines, `setup before the one-at-a-time files: ${[...plan.setups].join(', ') || 'none'}`].join('\n'));
}

function main(args: readonly string[]): boolean {
  let tier: TestTier | undefined;
  let list = false;
  const named: string[] = [];
  for (let index = 0; index < args.length; index++) {
    const arg = args[index];
    if (arg === '--tier') {
      const value = args[++index];
      if (!TEST_TIERS.includes(value as TestTier)) throw new UsageError(`--tier takes one of ${TEST_TIERS.join(', ')}`);
      tier = value as TestTier;
    } else if (arg === '--list') {
      list = true;
    } else if (arg.startsWith('-')) {
      throw new UsageError(`unknown option ${arg}`);
    } else {
      if (!existsSync(arg)) throw new UsageError(`no such test file: ${arg}`);
      named.push(testFileKey(arg));
    }
  }
  const plan = planTests(tier, named);
  if (!list) return runPlan(plan);
  printPlan(plan);
  return true;
}

try {
  process.exitCode = main(process.argv.slice(2)) ? 0 : 1;
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  console.error(`tests/run.sh: ${error.message}\nUsage: bash tests/run.sh [--tier unit|integration|e2e] [--list] [FILE...]`);
  process.exitCode = 2;
}

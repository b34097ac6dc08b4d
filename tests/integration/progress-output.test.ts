/**
 * What a log shows of a long command (no terminal: plain pipes, as CI has): one line as each build
 * phase starts and one with its time as it ends, in order, before the summary, and nothing redrawn
 * (no cursor moves); the same with `--no-progress` and under CI; a failing phase says so. The build
 * counts its Markdown compiles and prerendered pages for the terminal's live lines. The dev server
 * tells its start-up phases the same way and ends with "ready in N s at URL". Run through the
 * command line, whose output is what is checked.
 */
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { build } from '../../src/core/build.ts';
import type { PhaseCount } from '../../src/core/progress/phase-count.ts';
import type { PhaseProgress } from '../../src/core/progress/phase-progress.ts';
import { sitePaths } from '../../src/core/site-paths.ts';
import { copyFixture, removeDir, repoRoot } from '../support/fixture-site.ts';

/** The build's phases for a site like the fixture, in the order they run. */
const BUILD_PHASES = [
  'load plugins',
  'load content',
  'compile markdown',
  'bundle',
  'copy files',
  'write payloads',
  'prerender',
  'post build',
  'check links',
  'swap output',
];
/** How every cursor move or erase begins: a log must hold none. */
const CURSOR_ESCAPE = '\x1b[';
const START = (label: string, phase: string) => `[${label}] ${phase} …`;
const END = (label: string, phase: string) => new RegExp(`^\\[${label}\\] ${phase} done in \\d+\\.\\d+ s$`);

let siteDir: string;
before(async () => {
  siteDir = await copyFixture('basic');
});
after(() => removeDir(siteDir));

/** Builds through the command line with plain pipes for its output; without CI unless `env` says so. */
function buildThroughCli(args: string[] = [], env: Record<string, string> = {}) {
  const { CI: _, ...inherited } = process.env;
  return spawnSync(process.execPath, ['src/core/launcher.mjs', 'build', '--site-dir', siteDir, ...args], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...inherited, ...env },
    timeout: 300_000,
  });
}

/** The progress lines of an output, in order. */
const progressLines = (stdout: string, label: string) => stdout.split('\n').filter((line) => line.startsWith(`[${label}] `));

function assertPlainBuildProgress(run: ReturnType<typeof buildThroughCli>): void {
  assert.equal(run.status, 0, run.stderr);
  assert.ok(!run.stdout.includes(CURSOR_ESCAPE), 'nothing is redrawn');
  assert.ok(!run.stderr.includes(CURSOR_ESCAPE));
  const lines = progressLines(run.stdout, 'build');
  assert.equal(lines.length, BUILD_PHASES.length * 2, lines.join('\n'));
  BUILD_PHASES.forEach((phase, i) => {
    assert.equal(lines[2 * i], START('build', phase), `phase ${i + 1} starts: ${lines.join('\n')}`);
    assert.match(lines[2 * i + 1], END('build', phase), `phase ${i + 1} ends with its time`);
  });
  const summary = run.stdout.indexOf('Built 5 routes');
  assert.ok(summary > run.stdout.indexOf(lines.at(-1)!), 'the summary follows the progress');
  assert.match(run.stdout.slice(summary), /^ {2}bundle +\d+\.\d+ s$/m, 'the summary still lists the phases');
}

test('without a terminal, a build logs each phase as it starts and as it ends with its time, in order, nothing redrawn', () => {
  assertPlainBuildProgress(buildThroughCli());
});

test('--no-progress and CI keep the plain lines', () => {
  assertPlainBuildProgress(buildThroughCli(['--no-progress']));
  assertPlainBuildProgress(buildThroughCli([], { CI: 'true' }));
});

test('a phase that fails says so, with its time, before the error', () => {
  const file = join(siteDir, 'src/pages/about.mdx');
  const good = readFileSync(file, 'utf8');
  writeFileSync(file, `${good}\n\n<div>\n{broken\n`);
  try {
    const run = buildThroughCli();
    assert.equal(run.status, 1);
    const lines = progressLines(run.stdout, 'build');
    assert.equal(lines.at(-2), START('build', 'compile markdown'), lines.join('\n'));
    assert.match(lines.at(-1)!, /^\[build\] compile markdown failed after \d+\.\d+ s$/);
    assert.match(run.stderr, /about\.mdx:\d+:\d+: MDX syntax error/);
  } finally {
    writeFileSync(file, good);
  }
});

test('the build counts its Markdown compiles and prerendered pages for the live lines', async () => {
  const dir = await copyFixture('basic');
  try {
    /** Each phase's count as it ended. */
    const build_ = async () => {
      const counts = new Map<string, PhaseCount>();
      const progress: PhaseProgress = {
        phaseCounted: () => {},
        phaseStarted: (name, count) => counts.set(name, count),
        phaseEnded: () => {},
        close: () => {},
      };
      await build(sitePaths(dir), { progress });
      return (phase: string) => counts.get(phase)!.text();
    };
    const cold = await build_();
    // The fixture's two Markdown pages; its five routes and the not-found page.
    assert.equal(cold('compile markdown'), '2/2');
    assert.equal(cold('prerender'), '6/6');
    assert.equal(cold('bundle'), '', 'a phase with no items shows no count');
    // Nothing changed: every compile is cached and every page copied, so nothing is counted.
    const warm = await build_();
    assert.equal(warm('compile markdown'), '');
    assert.equal(warm('prerender'), '');
  } finally {
    await removeDir(dir);
  }
});

test('the dev server logs its start-up phases and ends with "ready in N s at URL"', async () => {
  const { CI: _, ...env } = process.env;
  const child = spawn(process.execPath, ['src/core/launcher.mjs', 'start', '--site-dir', siteDir, '--port', '0', '--host', '127.0.0.1'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  try {
    // Bounded, so a server that never gets ready fails the test rather than stall it.
    const ready = await new Promise<string>((resolve, reject) => {
      const bound = setTimeout(() => reject(new Error(`not ready:\n${stdout}\n${stderr}`)), 180_000);
      child.stdout.on('data', () => {
        const line = /^\[dev\] ready in .*$/m.exec(stdout)?.[0];
        if (!line) return;
        clearTimeout(bound);
        resolve(line);
      });
      void exited.then((code) => reject(new Error(`exited with ${code}:\n${stdout}\n${stderr}`)));
    });
    assert.ok(!stdout.includes(CURSOR_ESCAPE), 'nothing is redrawn');
    const lines = progressLines(stdout, 'dev');
    const phases = ['load plugins', 'load content', 'first compile'];
    assert.equal(lines.length, phases.length * 2 + 1, `start-up phases, then ready (and no other line, such as "compiled in"):\n${lines.join('\n')}`);
    phases.forEach((phase, i) => {
      assert.equal(lines[2 * i], START('dev', phase));
      assert.match(lines[2 * i + 1], END('dev', phase));
    });
    assert.equal(lines.at(-1), ready);
    const url = /^\[dev\] ready in \d+\.\d+ s at (http:\/\/127\.0\.0\.1:\d+\/)$/.exec(ready)?.[1];
    assert.ok(url, ready);
    assert.equal((await fetch(url)).status, 200, 'the address it gives serves the site');
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
});

/**
 * The command line's shape, run as a terminal runs it (a child process): `--help` for the program
 * and a command, `--version` (the package's), and a bad command or option, which print one line and
 * the usage and exit with status 1, with no stack trace. Run in a fixture site, so the unknown
 * command is looked up among its plugins' commands first (as Docusaurus does).
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { copyFixture, removeDir, repoRoot } from '../support/fixture-site.ts';
import { runCli } from './run-cli.ts';

let siteDir: string;
before(async () => {
  siteDir = await copyFixture('docusaurus-cjs');
});
after(() => removeDir(siteDir));

/** A Node stack frame: an error printed raw. */
const STACK_FRAME = /^\s+at /m;

test('--help lists every Docusaurus command and the site plugins’ commands', () => {
  const run = runCli(['--help'], { cwd: siteDir });
  assert.equal(run.status, 0, run.stderr);
  assert.match(run.stdout, /^Usage: docusaurus <command> \[options\]/);
  for (const command of ['start', 'build', 'swizzle', 'deploy', 'serve', 'clear', 'write-translations', 'write-heading-ids', 'docs:version'])
    assert.match(run.stdout, new RegExp(`^  ${command} `, 'm'), `${command} is listed`);
});

test("a command's --help lists Docusaurus's options and ours", () => {
  const run = runCli(['build', '--help'], { cwd: siteDir });
  assert.equal(run.status, 0, run.stderr);
  assert.match(run.stdout, /^Usage: docusaurus build \[options\] \[siteDir\]/);
  for (const option of [
    '--out-dir <dir>',
    '--config <config>',
    '--locale <locale...>',
    '--bundle-analyzer',
    '--no-minify',
    '--dev',
    '--site-dir <dir>',
    '--work-dir <dir>',
    '--no-progress',
  ])
    assert.ok(run.stdout.includes(option), `build --help names ${option}`);
  const start = runCli(['start', '--help'], { cwd: siteDir });
  for (const option of ['--port <port>', '--host <host>', '--hot-only', '--no-open', '--poll [interval]'])
    assert.ok(start.stdout.includes(option), `start --help names ${option}`);
});

test('--version prints the package version', () => {
  const run = runCli(['--version'], { cwd: siteDir });
  assert.equal(run.status, 0, run.stderr);
  const { version } = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { version: string };
  assert.equal(run.stdout.trim(), version);
});

for (const [label, args, line] of [
  ['an unknown command', ['deplo'], "error: unknown command 'deplo'"],
  ['an unknown option', ['build', '--out', 'x'], "error: unknown option '--out'"],
  ['an option without its value', ['serve', '--port'], "error: option '-p, --port <port>' argument missing"],
] as const) {
  test(`${label}: one line, then the usage; status 1, no stack trace`, () => {
    const run = runCli([...args], { cwd: siteDir });
    assert.equal(run.status, 1);
    const lines = run.stderr.split('\n');
    assert.equal(lines[0], line);
    assert.equal(lines[1], '');
    assert.match(lines[2], /^Usage: docusaurus /);
    assert.doesNotMatch(run.stderr, STACK_FRAME);
  });
}

test('a site folder that does not exist: one error line, status 1', () => {
  const run = runCli(['build', join(siteDir, 'missing')], { cwd: siteDir });
  assert.equal(run.status, 1);
  assert.match(run.stderr.trim(), /^\[error\] the site folder .*missing does not exist$/);
});

test('--locale the config does not list: one line naming the locales it has', () => {
  const run = runCli(['build', '--locale', 'fr'], { cwd: siteDir });
  assert.equal(run.status, 1);
  assert.match(run.stderr.trim(), /^\[error\] --locale fr: not one of the site's locales \(i18n.locales: en\)$/);
  assert.doesNotMatch(run.stderr, STACK_FRAME);
});

test('swizzle and write-translations run through the command line (their work is tested in tests/swizzle/)', () => {
  const list = runCli(['swizzle', '--list'], { cwd: siteDir });
  assert.equal(list.status, 0, list.stderr);
  assert.match(list.stdout, /^CodeBlock +Safe +Safe /m);
  const translations = runCli(['write-translations', '.', '--locale', 'en'], { cwd: siteDir });
  assert.equal(translations.status, 0, translations.stderr);
  assert.ok(existsSync(join(siteDir, 'i18n/en/code.json')));
});

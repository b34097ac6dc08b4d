/**
 * A build never ends as a success without its output: a plugin whose promise never settles, once
 * nothing else is left to run, fails the command naming the plugin and hook; one that keeps the
 * process busy fails after the step timeout, named the same way. Run through the command line,
 * where the process's end is what is checked.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { STEP_TIMEOUT_VARIABLE } from '../../src/core/build-report.ts';
import { buildSite, copyFixture, removeDir, repoRoot } from '../support/fixture-site.ts';
import { formatError } from '../../src/core/site-error.ts';

let siteDir: string;
let config: string;

before(async () => {
  siteDir = await copyFixture('basic');
  config = readFileSync(join(siteDir, 'site.config.ts'), 'utf8');
});
after(() => removeDir(siteDir));

/** Adds a site plugin with these hooks (module source) to the fixture's config. */
function usePlugin(hooks: string): void {
  mkdirSync(join(siteDir, 'plugins/odd'), { recursive: true });
  writeFileSync(join(siteDir, 'plugins/odd/index.ts'), `export default function odd() {\n  return { name: 'odd', ${hooks} };\n}\n`);
  writeFileSync(join(siteDir, 'site.config.ts'), config.replace("plugins: ['pages']", "plugins: ['pages', './plugins/odd/index.ts']"));
}

const build = (env: Record<string, string> = {}) =>
  // Bounded: a build that hangs (as one did before the step timeout) fails the test rather than stall it.
  spawnSync(process.execPath, ['src/core/launcher.mjs', 'build', '--site-dir', siteDir], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, ...env },
    timeout: 300_000,
  });

test('a plugin promise that never settles fails the build, naming the plugin and hook, with no output', () => {
  usePlugin('loadContent: () => new Promise(() => {})');
  const run = build();
  assert.equal(run.status, 1, `status ${run.status}; stdout: ${run.stdout}`);
  assert.match(run.stderr, /build stopped before it finished: .*waiting for load content > plugin "odd", loadContent/);
  assert.equal(existsSync(join(siteDir, 'build')), false);
});

test('a plugin hook that keeps the process busy fails after the step timeout, naming the plugin and hook', () => {
  // A first build, so that with the short limit the other steps reuse their work and finish in time.
  usePlugin('postBuild: async () => {}');
  assert.equal(build().status, 0);
  const index = readFileSync(join(siteDir, 'build/index.html'), 'utf8');
  usePlugin('postBuild: () => new Promise(() => { setInterval(() => {}, 1000); })');
  const run = build({ [STEP_TIMEOUT_VARIABLE]: '8' });
  assert.equal(run.status, 1, `status ${run.status}; stdout: ${run.stdout}`);
  assert.match(run.stderr, /post build > plugin "odd", postBuild: did not finish within 8 s/);
  assert.equal(readFileSync(join(siteDir, 'build/index.html'), 'utf8'), index, 'the last output stays');
  assert.deepEqual(
    spawnSync('ls', ['-a', siteDir], { encoding: 'utf8' })
      .stdout.split('\n')
      .filter((name) => name.includes('staging')),
    [],
    'no half-written output',
  );
});

test('a string thrown by a plugin names the plugin and hook', async () => {
  usePlugin("contentLoaded: async () => { throw 'no catalog today'; }");
  await assert.rejects(buildSite(siteDir), (error: unknown) => {
    assert.match(formatError(error), /plugin "odd", contentLoaded: threw "no catalog today"/);
    return true;
  });
});

test('an error thrown by a plugin names the plugin and hook, and keeps its stack', async () => {
  usePlugin("postBuild: async () => { throw new TypeError('cannot read the catalog'); }");
  await assert.rejects(buildSite(siteDir), (error: unknown) => {
    assert.match(formatError(error), /^Error: plugin "odd", postBuild: cannot read the catalog\n\s+at /);
    return true;
  });
});

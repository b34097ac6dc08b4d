/**
 * The command line runs the generator from a bundle of its own TypeScript (src/core/launcher.mjs):
 * a build through it makes the same site, input errors still name file, line and column, and the
 * dev server starts from it. (The other tests import the TypeScript sources directly.)
 */
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { copyFixture, removeDir, repoRoot } from '../support/fixture-site.ts';

let siteDir: string;
const launch = (...args: string[]) => spawnSync(process.execPath, ['src/core/launcher.mjs', ...args], { cwd: repoRoot, encoding: 'utf8' });

before(async () => {
  siteDir = await copyFixture('basic');
});
after(() => removeDir(siteDir));

test('a build through the launcher makes the site from the bundled generator', () => {
  const run = launch('build', '--site-dir', siteDir);
  assert.equal(run.status, 0, run.stderr);
  assert.match(run.stdout, /^Built 5 routes/m);
  assert.match(readFileSync(join(siteDir, 'build/about/index.html'), 'utf8'), /<h2 id="details">Details<\/h2>/);
  const bundles = readdirSync(join(repoRoot, 'node_modules/.cache/site-generator')).filter((name) => !name.startsWith('.'));
  assert.ok(
    bundles.some((name) => existsSync(join(repoRoot, 'node_modules/.cache/site-generator', name, 'src/core/cli.js'))),
    'the bundle is kept for the next run',
  );
});

test('an MDX syntax error through the launcher names file, line and column, and keeps the last output', () => {
  const file = join(siteDir, 'src/pages/about.mdx');
  const good = readFileSync(file, 'utf8');
  writeFileSync(file, good.replace('## Details {#details}', '## Details {#details}\n\n<div>\n{broken'));
  try {
    const run = launch('build', '--site-dir', siteDir);
    assert.equal(run.status, 1);
    assert.match(run.stderr, /about\.mdx:\d+:\d+: MDX syntax error/);
    assert.ok(existsSync(join(siteDir, 'build/about/index.html')), 'the last good output is still there');
  } finally {
    writeFileSync(file, good);
  }
});

test('the dev server starts through the launcher', async () => {
  const port = 3900 + Math.floor(Math.random() * 90);
  const child = spawn(process.execPath, ['src/core/launcher.mjs', 'start', '--site-dir', siteDir, '--port', String(port), '--host', '127.0.0.1'], {
    cwd: repoRoot,
    stdio: 'ignore',
  });
  try {
    const deadline = Date.now() + 120_000;
    let html = '';
    while (Date.now() < deadline) {
      const response = await fetch(`http://127.0.0.1:${port}/about`).catch(() => undefined);
      if (response?.ok) {
        html = await response.text();
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    assert.match(html, /<script defer src="\/assets\/pages\/\w+\.js\?v=\w+"><\/script>/, 'the page lists its payload');
    const payload = await (await fetch(`http://127.0.0.1:${port}${/src="(\/assets\/pages\/[^"]+)"/.exec(html)![1]}`)).text();
    assert.match(payload, /Intro paragraph with a /);
    // A stop signal closes the server, and webpack writes its cache for the next start first.
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    assert.equal(await exited, 0);
    const cacheFiles = readdirSync(join(siteDir, '.cache/webpack'), { recursive: true }).map(String);
    assert.ok(
      cacheFiles.some((file) => file.endsWith('.pack')),
      `webpack's cache was written: ${cacheFiles.join(', ')}`,
    );
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
  }
});

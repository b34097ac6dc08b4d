/**
 * `build --no-minify` leaves the JavaScript unminified (webpack's readable output), and the next
 * build without it minifies again rather than reusing that bundle. Run through the command line.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { copyFixture, removeDir } from '../support/fixture-site.ts';
import { runCli } from './run-cli.ts';

let siteDir: string;
before(async () => {
  siteDir = await copyFixture('basic');
});
after(() => removeDir(siteDir));

/** Lines of the build's main script (minified, a handful; webpack's readable output, thousands). */
function mainScriptLines(): number {
  const jsDir = join(siteDir, 'build/assets/js');
  const main = readdirSync(jsDir).find((name) => /^main\.[0-9a-f]+\.js$/.test(name));
  assert.ok(main, 'the build has a main script');
  return readFileSync(join(jsDir, main), 'utf8').split('\n').length;
}

test('build --no-minify: readable bundles; the next build minifies again', () => {
  const unminified = runCli(['build', '--no-minify', '--no-progress'], { cwd: siteDir });
  assert.equal(unminified.status, 0, unminified.stderr);
  const readableLines = mainScriptLines();
  assert.ok(readableLines > 1000, `unminified main script has ${readableLines} lines`);
  const minified = runCli(['build', '--no-progress'], { cwd: siteDir });
  assert.equal(minified.status, 0, minified.stderr);
  assert.ok(mainScriptLines() < readableLines / 10, 'minified again');
});

test('options without effect here are accepted with one line saying so', () => {
  const run = runCli(['build', '--dev', '--bundle-analyzer', '--no-progress'], { cwd: siteDir });
  assert.equal(run.status, 0, run.stderr);
  assert.match(run.stdout, /^\[build\] --bundle-analyzer, --dev: accepted for Docusaurus compatibility, no effect with this generator$/m);
});

/**
 * A site made by `create-docusaurus` 3.10.2 (classic template, TypeScript; React 19) moved onto
 * the packed generator as README's migration says: its `@docusaurus/*` core, preset, plugin and
 * theme dependencies replaced by the generator's tarball. Made and installed in a temporary folder
 * outside this repository; its own unchanged `npm run build` and `npm run serve` then work, and
 * the served page hydrates in Chromium without an error.
 */
import assert from 'node:assert/strict';
import { mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { launchBrowser, openStrictPage, waitForHydration } from '../support/browser.ts';
import { removeDir, repoRoot } from '../support/fixture-site.ts';
import { installSite, packedGenerator, runCommand, startCommand } from '../support/packed-generator.ts';

/** The packages the generator stands for: the rest of a site's dependencies stay. */
const REPLACED = /^@docusaurus\/(core|faster|preset-classic|plugin-.*|theme-.*)$/;

let workDir: string;
let siteDir: string;

before(async () => {
  const tarball = await packedGenerator();
  workDir = await mkdtemp(join(tmpdir(), 'pack-classic-'));
  await runCommand('npx', ['--yes', 'create-docusaurus@3.10.2', 'my-site', 'classic', '--typescript', '--skip-install'], workDir);
  siteDir = join(workDir, 'my-site');
  const manifest = JSON.parse(await readFile(join(siteDir, 'package.json'), 'utf8'));
  for (const group of ['dependencies', 'devDependencies'])
    for (const name of Object.keys(manifest[group] ?? {})) if (REPLACED.test(name)) delete manifest[group][name];
  manifest.dependencies.velocisaurus = `file:${tarball}`;
  await writeFile(join(siteDir, 'package.json'), JSON.stringify(manifest, null, 2));
  await installSite(siteDir);
});

after(() => removeDir(workDir));

test('the site resolves React (its own 19) and webpack from its own node_modules, nothing from this repository', () => {
  const siteRequire = createRequire(join(siteDir, 'package.json'));
  const generatorRequire = createRequire(join(siteDir, 'node_modules/velocisaurus/package.json'));
  assert.match(siteRequire('react/package.json').version, /^19\./);
  for (const file of [
    siteRequire.resolve('react'),
    siteRequire.resolve('react-dom'),
    generatorRequire.resolve('webpack'),
    generatorRequire.resolve('esbuild'),
  ]) {
    assert.ok(file.startsWith(`${siteDir}/node_modules/`), file);
    assert.ok(!file.startsWith(repoRoot), file);
  }
});

test('its unchanged `npm run build` builds it, with its React in the bundle', async () => {
  const { stdout } = await runCommand('npm', ['run', 'build'], siteDir);
  assert.match(stdout, /Built \d+ routes/);
  const home = await readFile(join(siteDir, 'build/index.html'), 'utf8');
  assert.match(home, /<title>[^<]*My Site/);
  const intro = await readFile(join(siteDir, 'build/docs/intro/index.html'), 'utf8');
  assert.match(intro, /Tutorial Intro/);
  // The site's React (19), not the generator's, is the one bundled.
  const { version } = JSON.parse(await readFile(join(siteDir, 'node_modules/react/package.json'), 'utf8'));
  const scripts = await readdir(join(siteDir, 'build/assets/js'));
  const code = await Promise.all(scripts.map((file) => readFile(join(siteDir, 'build/assets/js', file), 'utf8')));
  assert.ok(
    code.some((text) => text.includes(`"${version}"`)),
    `React ${version} is in the bundle`,
  );
});

test('its unchanged `npm run serve` serves the build, and the page hydrates with React 19 without errors', async () => {
  const server = startCommand('npm', ['run', 'serve', '--', '--port', '0', '--host', '127.0.0.1', '--no-open'], siteDir);
  const browser = await launchBrowser();
  try {
    const [, url] = await server.waitFor(/Serving .* at (http:\S+)/);
    const response = await fetch(url);
    assert.equal(response.status, 200);
    assert.match(await response.text(), /My Site/);
    const { page, errors, close } = await openStrictPage(browser);
    await page.goto(url);
    await waitForHydration(page);
    assert.deepEqual(errors, []);
    await close();
  } finally {
    await browser.close();
    server.stop();
  }
});

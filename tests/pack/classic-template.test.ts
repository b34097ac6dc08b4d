/**
 * A site made by `create-docusaurus` 3.10.2 (classic template, TypeScript; React 19) moved onto
 * the packed generator as README's migration says: its `@docusaurus/*` core, preset, plugin and
 * theme dependencies replaced by the generator's tarball. Made and installed in a temporary folder
 * outside this repository; its own unchanged `npm run build` and `npm run serve` then work, the
 * served page hydrates in Chromium without an error, and Docusaurus's other commands run through
 * the site's installed `docusaurus` bin: docs:version, write-heading-ids, write-translations,
 * swizzle, and deploy to a local bare repository.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
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

test("Docusaurus's other commands run through the site's docusaurus bin, and the site builds after them", async () => {
  const docusaurus = (...args: string[]) => runCommand('npx', ['docusaurus', ...args], siteDir);

  await docusaurus('docs:version', '2.0');
  assert.deepEqual(JSON.parse(await readFile(join(siteDir, 'versions.json'), 'utf8')), ['2.0']);
  assert.ok(existsSync(join(siteDir, 'versioned_docs/version-2.0/intro.mdx')), 'the docs are copied into the version');
  assert.ok(existsSync(join(siteDir, 'versioned_sidebars/version-2.0-sidebars.json')), 'the sidebars are written for the version');

  // The template's docs are MDX and its config (future.v4) turns the {#id} compatibility off: ids are written as MDX comments.
  await docusaurus('write-heading-ids', '--syntax', 'mdx-comment');
  assert.match(await readFile(join(siteDir, 'docs/intro.mdx'), 'utf8'), /^## Getting Started \{\/\* #getting-started \*\/\}$/m);

  await docusaurus('write-translations');
  const code = JSON.parse(await readFile(join(siteDir, 'i18n/en/code.json'), 'utf8')) as Record<string, { message: string }>;
  assert.ok(code['theme.ErrorPageContent.title']?.message, "the theme's strings are written with their messages");
  assert.ok(existsSync(join(siteDir, 'i18n/en/docusaurus-plugin-content-docs/current.json')), "the docs plugin's file is written");

  await docusaurus('swizzle', '@docusaurus/theme-classic', 'Footer', '--wrap', '--typescript');
  assert.match(await readFile(join(siteDir, 'src/theme/Footer/index.tsx'), 'utf8'), /@theme-original\/Footer/);

  // The new version and the wrapped footer build: 2.0 is the last version at /docs/, the current docs move to /docs/next/.
  await runCommand('npm', ['run', 'build'], siteDir);
  assert.ok(existsSync(join(siteDir, 'build/docs/intro/index.html')));
  assert.ok(existsSync(join(siteDir, 'build/docs/next/intro/index.html')));

  // deploy: the template's config names facebook/docusaurus; git sends that SSH URL to a local bare repository.
  const remote = await mkdtemp(join(tmpdir(), 'pack-deploy-'));
  try {
    const bare = join(remote, 'site.git');
    const gitEnv = { GIT_CONFIG_COUNT: '1', GIT_CONFIG_KEY_0: `url.${bare}.insteadOf`, GIT_CONFIG_VALUE_0: 'git@github.com:facebook/docusaurus.git' };
    const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, ...gitEnv } }).trim();
    git(remote, 'init', '--quiet', '--bare', bare);
    git(siteDir, 'init', '--quiet', '--initial-branch', 'main');
    git(siteDir, 'add', '--all');
    git(siteDir, '-c', 'user.name=Source', '-c', 'user.email=source@example.org', 'commit', '--quiet', '-m', 'site');
    // A site's clone has its origin (deploy reads it, as Docusaurus's does); git sends it to the bare repository too.
    git(siteDir, 'remote', 'add', 'origin', 'git@github.com:facebook/docusaurus.git');
    await runCommand('npx', ['docusaurus', 'deploy', '--skip-build'], siteDir, {
      ...gitEnv,
      USE_SSH: 'true',
      GIT_USER_NAME: 'Deployer',
      GIT_USER_EMAIL: 'deployer@example.org',
    });
    assert.equal(git(bare, 'log', '-1', '--format=%s', 'gh-pages'), `Deploy website - based on ${git(siteDir, 'rev-parse', 'HEAD')}`);
    assert.ok(git(bare, 'ls-tree', '-r', '--name-only', 'gh-pages').split('\n').includes('docs/next/intro/index.html'));
  } finally {
    await removeDir(remote);
  }
});

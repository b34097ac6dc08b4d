/**
 * A Docusaurus 3 site outside this repository (tests/pack/fixtures/feature-site, copied to a
 * temporary folder) with the packed generator and its own packages only: a CommonJS config that
 * requires `@docusaurus/remark-plugin-npm2yarn`, a third-party preset (CommonJS, in its
 * node_modules) that wraps `require('@docusaurus/preset-classic')`, and a third-party plugin (an
 * ES module) that validates its options with Joi from `@docusaurus/utils-validation`, logs with
 * `@docusaurus/logger`, adds a webpack plugin with the `webpack` it imports and names its client
 * module without an extension. Its unchanged `npm run build` builds it.
 */
import assert from 'node:assert/strict';
import { cp, mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { existsSync } from 'node:fs';
import { removeDir } from '../support/fixture-site.ts';
import { installSite, packedGenerator, runCommand, type CommandOutput } from '../support/packed-generator.ts';

let siteDir: string;
let built: CommandOutput;

before(async () => {
  const tarball = await packedGenerator();
  siteDir = await mkdtemp(join(tmpdir(), 'pack-feature-site-'));
  await cp(join(import.meta.dirname, 'fixtures/feature-site'), siteDir, { recursive: true });
  const manifest = JSON.parse(await readFile(join(siteDir, 'package.json'), 'utf8'));
  manifest.dependencies.velocisaurus = `file:${tarball}`;
  await writeFile(join(siteDir, 'package.json'), JSON.stringify(manifest, null, 2));
  await installSite(siteDir);
  built = await runCommand('npm', ['run', 'build'], siteDir);
});

after(() => removeDir(siteDir));

test('the config requires @docusaurus/remark-plugin-npm2yarn: code blocks get their yarn and pnpm tabs', async () => {
  const page = await readFile(join(siteDir, 'build/docs/intro/index.html'), 'utf8');
  const text = page.replace(/<[^>]+>/g, '');
  assert.match(text, /npm install some-package/);
  assert.match(text, /yarn add some-package/);
});

test('a preset wrapping require("@docusaurus/preset-classic") gives the classic plugins with its own changes', () => {
  assert.ok(existsSync(join(siteDir, 'build/docs/intro/index.html')));
  // The wrapper turns the blog off.
  assert.ok(!existsSync(join(siteDir, 'build/blog')));
});

test('a plugin package validates with @docusaurus/utils-validation, logs with @docusaurus/logger, and adds a DefinePlugin of the same webpack to its extensionless client module', async () => {
  assert.match(built.stdout + built.stderr, /marker plugin says hello from the marker plugin/);
  const scripts = await readdir(join(siteDir, 'build/assets/js'));
  const code = await Promise.all(scripts.map((file) => readFile(join(siteDir, 'build/assets/js', file), 'utf8')));
  assert.ok(
    code.some((text) => text.includes('marker-webpack-same:true')),
    'the client module with the defined value is in the bundle, made by the same webpack',
  );
});

test('the plugin validation refuses bad options with its Joi message', async () => {
  const config = join(siteDir, 'docusaurus.config.js');
  await writeFile(config, (await readFile(config, 'utf8')).replace("greeting: 'hello from the marker plugin'", 'greeting: 42'));
  await assert.rejects(runCommand('npm', ['run', 'build'], siteDir), /greeting.*must be a string/);
});

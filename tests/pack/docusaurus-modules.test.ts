/**
 * The `@docusaurus/*` namespace the generator serves (src/core/docusaurus-modules/), from a folder
 * outside this repository with no node_modules of its own: CommonJS `require`/`require.resolve`,
 * ES `import` (with the interop Docusaurus's jiti gives its CommonJS helper packages), `webpack`
 * as the generator's instance, and a plugin named by its resolved path loaded as the built-in.
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, test } from 'node:test';
import { installDocusaurusModules } from '../../src/core/docusaurus-modules/install-docusaurus-modules.ts';
import { ENTRY_POINTS, PLUGIN_ENTRY_POINTS } from '../../src/core/entry-points.mjs';
import { generatorDir, generatorModule } from '../../src/core/generator-location.ts';
import { importPluginModule } from '../../src/core/plugins/import-plugin.ts';
import { tempLoadContext, type TempLoadContext } from '../support/temp-load-context.ts';

let site: TempLoadContext;
let siteRequire: NodeJS.Require;

before(async () => {
  site = await tempLoadContext('docusaurus-modules-');
  installDocusaurusModules();
  siteRequire = createRequire(join(site.context.siteDir, 'docusaurus.config.js'));
});

after(() => site.remove());

test('require.resolve of the core, preset and plugin packages gives the generator’s own files', () => {
  assert.equal(siteRequire.resolve('@docusaurus/preset-classic'), generatorModule(ENTRY_POINTS.docusaurusPresetClassic));
  assert.equal(siteRequire.resolve('@docusaurus/core'), generatorModule(ENTRY_POINTS.docusaurusCore));
  assert.equal(siteRequire.resolve('@docusaurus/plugin-content-docs'), generatorModule(PLUGIN_ENTRY_POINTS.docs));
  assert.equal(siteRequire.resolve('@docusaurus/theme-classic'), generatorModule(PLUGIN_ENTRY_POINTS['theme-classic']));
  assert.ok(existsSync(siteRequire.resolve('@docusaurus/preset-classic')));
});

test('require("@docusaurus/preset-classic") is a preset function giving the classic entries', () => {
  const preset = siteRequire('@docusaurus/preset-classic').default;
  const { plugins, themes } = preset(site.context, { blog: false, docs: { routeBasePath: '/' } });
  const names = plugins.map(([name]: [string]) => name);
  assert.ok(names.includes('@docusaurus/plugin-content-docs'));
  assert.ok(!names.includes('@docusaurus/plugin-content-blog'));
  assert.deepEqual(themes, [['@docusaurus/theme-classic', {}]]);
});

test('@docusaurus/core resolves to Docusaurus’s public Node functions', async () => {
  const core = await import(pathToFileURL(siteRequire.resolve('@docusaurus/core')).href);
  for (const name of ['build', 'start', 'serve', 'clear', 'deploy', 'swizzle', 'writeTranslations', 'writeHeadingIds'])
    assert.equal(typeof core[name], 'function', name);
});

test('require("webpack") and require.resolve of its files give the generator’s webpack', () => {
  const generatorRequire = createRequire(join(generatorDir, 'package.json'));
  assert.equal(siteRequire('webpack'), generatorRequire('webpack'));
  assert.equal(siteRequire.resolve('webpack/package.json'), generatorRequire.resolve('webpack/package.json'));
});

test('an ES module imports the helpers as Docusaurus’s jiti gives them: default logger, named Joi, the generator’s webpack', async () => {
  const file = join(site.context.siteDir, 'esm-plugin.mjs');
  await writeFile(
    file,
    [
      "import logger from '@docusaurus/logger';",
      "import { Joi } from '@docusaurus/utils-validation';",
      "import webpack from 'webpack';",
      "import classic from '@docusaurus/preset-classic';",
      'export { logger, Joi, webpack, classic };',
    ].join('\n'),
  );
  const module = await import(pathToFileURL(file).href);
  assert.equal(typeof module.logger.info, 'function');
  assert.equal(typeof module.Joi.object, 'function');
  assert.equal(module.webpack, createRequire(join(generatorDir, 'package.json'))('webpack'));
  assert.equal(typeof module.classic, 'function');
});

test('a plugin named by the path require.resolve gave loads as the built-in', async () => {
  const builtIn = await importPluginModule('@docusaurus/plugin-content-pages', site.context);
  const byPath = await importPluginModule(siteRequire.resolve('@docusaurus/plugin-content-pages'), site.context);
  assert.equal(byPath.plugin, builtIn.plugin);
  assert.equal(byPath.dir, join(generatorDir, 'plugins/pages'));
});

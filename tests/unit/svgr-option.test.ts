/** preset-classic's `svgr` option: `@docusaurus/plugin-svgr`'s `svgrConfig` reaches the SVGR loader; `false` leaves SVG as files. */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { RuleSetRule } from 'webpack';
import { svgrSettingOf } from '../../src/core/bundler/svgr-setting.ts';
import { clientConfig } from '../../src/core/bundler/webpack-config.ts';
import { expandClassicPreset } from '../../src/core/config/presets.ts';
import type { LoadContext } from '../../src/core/plugin-types.ts';
import { createPlugins } from '../../src/core/plugin-host.ts';
import { tempLoadContext, type TempLoadContext } from '../support/temp-load-context.ts';

let context: LoadContext;
let temp: TempLoadContext;

before(async () => {
  temp = await tempLoadContext('svgr-option-');
  context = temp.context;
});
after(() => temp.remove());

interface Loader {
  loader: string;
  options: Record<string, unknown>;
}

/** The loader SVG imported from code goes through, if any. */
function svgLoaderOf(svgr: ReturnType<typeof svgrSettingOf>): Loader | undefined {
  const config = clientConfig({
    context,
    plugins: [],
    svgr,
    clientEntries: new Map(),
    serverModulesFile: '/s.js',
    clientModulesFile: '/c.js',
    outDir: '/out',
    serverOutDir: '/server',
  });
  const assets = (config.module!.rules as RuleSetRule[]).find((rule) => String(rule.test).includes('svg'))!;
  const svgRule = (assets.oneOf as RuleSetRule[]).find((rule) => String(rule.test) === String(/\.svg$/i));
  return svgRule && ((svgRule.use as unknown[])[0] as Loader);
}

/** The preset's plugin names and options. */
const presetPlugins = (options: unknown) => expandClassicPreset(options, 'presets[0][1]').plugins.map((entry) => entry as [string, unknown]);

test('preset-classic adds @docusaurus/plugin-svgr with its svgr options, unless svgr is false', () => {
  const names = (options: unknown) => presetPlugins(options).map(([name]) => name);
  assert.ok(names({}).includes('@docusaurus/plugin-svgr'));
  assert.ok(!names({ svgr: false }).includes('@docusaurus/plugin-svgr'));
  const entry = presetPlugins({ svgr: { svgrConfig: { icon: true } } }).find(([name]) => name === '@docusaurus/plugin-svgr');
  assert.deepEqual(entry?.[1], { svgrConfig: { icon: true } });
});

test("the plugin's svgrConfig is merged over Docusaurus's SVGR defaults and reaches the loader", async () => {
  const { plugins } = await createPlugins(context, [['@docusaurus/plugin-svgr', { svgrConfig: { icon: true, titleProp: false } }]]);
  const loader = svgLoaderOf(svgrSettingOf(plugins));
  assert.match(loader!.loader, /@svgr[\\/]webpack/);
  assert.equal(loader!.options.icon, true);
  assert.equal(loader!.options.titleProp, false, "the site's value wins");
  assert.equal(loader!.options.svgo, true, 'defaults kept');
});

test("a classic-theme site without plugin-svgr (svgr: false) imports SVG as files; a site of the generator's own kind keeps SVGR", async () => {
  const { plugins: themeOnly } = await createPlugins(context, [['@docusaurus/theme-classic', {}]]);
  assert.equal(svgrSettingOf(themeOnly), false);
  assert.equal(svgLoaderOf(false), undefined, 'no SVGR rule: the file rule serves SVG');
  assert.equal(svgLoaderOf(svgrSettingOf([]))!.options.titleProp, true);
});

test('plugin-svgr refuses an option Docusaurus does not have, naming it', async () => {
  await assert.rejects(createPlugins(context, [['@docusaurus/plugin-svgr', { svgo: false }]]), /svgo/);
});

/**
 * preset-classic's `debug` option, as Docusaurus 3.10 reads it: unset, the debug plugin is on in
 * the dev server and off in a production build; `true` and `false` force it. The plugin answers to
 * Docusaurus's package name.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { expandClassicPreset } from '../../src/core/config/presets.ts';
import { builtInPluginFolder } from '../../src/core/plugins/builtin-plugins.ts';

function hasDebug(options: Record<string, unknown>, nodeEnv: string): boolean {
  const saved = process.env.NODE_ENV;
  process.env.NODE_ENV = nodeEnv;
  try {
    return expandClassicPreset(options, 'presets[0][1]').plugins.some((entry) => Array.isArray(entry) && entry[0] === '@docusaurus/plugin-debug');
  } finally {
    process.env.NODE_ENV = saved;
  }
}

test('debug unset: on in development, off in production', () => {
  assert.equal(hasDebug({}, 'development'), true);
  assert.equal(hasDebug({}, 'production'), false);
});

test('debug: true and false force it either way', () => {
  assert.equal(hasDebug({ debug: true }, 'production'), true);
  assert.equal(hasDebug({ debug: false }, 'development'), false);
});

test('@docusaurus/plugin-debug is a built-in plugin', () => {
  assert.equal(builtInPluginFolder('@docusaurus/plugin-debug'), 'debug');
  assert.equal(builtInPluginFolder('docusaurus-plugin-debug'), 'debug');
});

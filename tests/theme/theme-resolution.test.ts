/** Which theme folder `@theme/X`, `@theme-original/X` and `@theme-init/X` come from; Docusaurus's names for ours. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { layerOf, layersToSearch, parseThemeRequest } from '../../src/core/bundler/theme-resolver-plugin.ts';
import { themeComponentNames } from '../../src/core/bundler/theme-component-names.ts';

const layers = ['/gen/src/theme', '/plugin/theme', '/site/src/theme'];

test('theme requests are parsed with their kind and component path', () => {
  assert.deepEqual(parseThemeRequest('@theme/DocItem/Footer'), { kind: 'theme', component: 'DocItem/Footer' });
  assert.deepEqual(parseThemeRequest('@theme-original/CodeBlock'), { kind: 'original', component: 'CodeBlock' });
  assert.deepEqual(parseThemeRequest('@theme-init/Layout/index.js'), { kind: 'init', component: 'Layout' });
  assert.equal(parseThemeRequest('@themes/X'), null);
  assert.equal(parseThemeRequest('./Layout'), null);
});

test('@theme searches from the top, @theme-init from the bottom', () => {
  assert.deepEqual(layersToSearch(3, 'theme', -1), [2, 1, 0]);
  assert.deepEqual(layersToSearch(3, 'theme', 0), [2, 1, 0]);
  assert.deepEqual(layersToSearch(3, 'init', 2), [0, 1, 2]);
});

test('@theme-original searches below the asking file, or below the site for files outside the layers', () => {
  assert.deepEqual(layersToSearch(3, 'original', layerOf(layers, '/site/src/theme/CodeBlock/index.js')), [1, 0]);
  assert.deepEqual(layersToSearch(3, 'original', layerOf(layers, '/plugin/theme/CodeBlock.js')), [0]);
  assert.deepEqual(layersToSearch(3, 'original', layerOf(layers, '/gen/src/theme/CodeBlock.tsx')), []);
  assert.deepEqual(layersToSearch(3, 'original', layerOf(layers, '/site/src/components/Card.js')), [1, 0]);
});

test('a file belongs to the innermost layer holding it', () => {
  assert.equal(layerOf(layers, '/site/src/theme/X.js'), 2);
  assert.equal(layerOf(layers, '/site/src/themes/X.js'), -1);
  assert.equal(layerOf(layers, undefined), -1);
});

test("Docusaurus's names and the generator's lead to the same component", () => {
  assert.deepEqual(themeComponentNames('DocItem'), ['DocItem', 'DocPage']);
  assert.deepEqual(themeComponentNames('DocPage'), ['DocItem', 'DocPage']);
  assert.deepEqual(themeComponentNames('DocItem/Footer'), ['DocItem/Footer', 'DocFooter']);
  assert.deepEqual(themeComponentNames('Error'), ['Error', 'ErrorPageContent']);
  assert.deepEqual(themeComponentNames('Layout'), ['Layout']);
});

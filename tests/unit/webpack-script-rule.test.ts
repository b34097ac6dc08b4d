/** Which scripts the bundler compiles: the site's and the theme's, and packages only by Docusaurus's exception. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isUntranspiledScript } from '../../src/core/bundler/webpack-config.ts';

test("a Docusaurus theme or plugin package's .js/.jsx files are compiled (they ship JSX); other packages are not", () => {
  assert.equal(isUntranspiledScript('/site/node_modules/@acme/docusaurus-theme-search/dist/theme/SearchBar/index.jsx'), false);
  assert.equal(isUntranspiledScript('/site/node_modules/docusaurus-plugin-widget/lib/client.js'), false);
  assert.equal(isUntranspiledScript('/site/node_modules/react-dom/index.js'), true);
  // "docusaurus" must come after the last node_modules: a plain package inside a Docusaurus package's own folder is not.
  assert.equal(isUntranspiledScript('/site/node_modules/docusaurus-plugin-widget/node_modules/left-pad/index.js'), true);
  // TypeScript in a package is left alone, as in Docusaurus.
  assert.equal(isUntranspiledScript('/site/node_modules/docusaurus-plugin-widget/src/index.ts'), true);
});

test("the site's code and the theme's are compiled; generated modules are not", () => {
  assert.equal(isUntranspiledScript('/site/src/pages/index.jsx'), false);
  assert.equal(isUntranspiledScript('/site/src/theme/SearchBar/index.tsx'), false);
  assert.equal(isUntranspiledScript('/site/.generated/app/a1b2.js'), true);
});

/**
 * Portable paths (src/core/portable-paths.ts): module identifiers are told without the machine's
 * folders, so ids, and the files they name, are the same wherever the site, the generator and its
 * bundle are.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { PortablePaths } from '../../src/core/portable-paths.ts';

const repo = join('/', 'home', 'someone', 'site');
const roots = { siteDir: repo, generatorDir: repo, generatedDir: join(repo, '.generated') };

test("a loader in the generator's bundle is named the same whatever its bundle folder is called", () => {
  // The launcher names its bundle folder by the generator's code: any change renames it.
  const identifier = (stamp: string) =>
    `${join(repo, 'node_modules/.cache/site-generator', stamp, 'src/core/bundler/markdown-loader.js')}!${join(repo, 'src/components/example.mdx')}`;
  const before = new PortablePaths(roots, join(repo, 'node_modules/.cache/site-generator/a1b2c3')).portable(identifier('a1b2c3'));
  const after = new PortablePaths(roots, join(repo, 'node_modules/.cache/site-generator/d4e5f6')).portable(identifier('d4e5f6'));
  assert.equal(before, after);
  assert.equal(before, '@generator-bundle/src/core/bundler/markdown-loader.js!@site/src/components/example.mdx');
});

test('each root folder becomes its name, the deepest first', () => {
  const paths = new PortablePaths(roots, undefined);
  assert.equal(paths.portable(join(repo, '.generated', 'app', 'x.js')), '@generated/app/x.js');
  assert.equal(paths.portable(join(repo, 'docs', 'intro.md')), '@site/docs/intro.md');
});

/** Doc ids and routes: number prefixes, slugs (absolute, relative, folder index docs). */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { docSlug, isCategoryIndexFile } from '../../plugins/docs/doc-slug.ts';
import { parseNumberPrefix, stripPathNumberPrefixes } from '../../plugins/docs/number-prefix.ts';

describe('number prefixes', () => {
  test('are stripped and become positions', () => {
    assert.deepEqual(parseNumberPrefix('01-intro'), { name: 'intro', position: 1 });
    assert.deepEqual(parseNumberPrefix('2. setup'), { name: 'setup', position: 2 });
    assert.deepEqual(parseNumberPrefix('10_advanced'), { name: 'advanced', position: 10 });
  });

  test('names that are only numbers, dates or versions keep them', () => {
    assert.deepEqual(parseNumberPrefix('2023'), { name: '2023' });
    assert.deepEqual(parseNumberPrefix('1.2.3-notes'), { name: '1.2.3-notes' });
    assert.deepEqual(parseNumberPrefix('intro'), { name: 'intro' });
  });

  test('every folder of a path loses its prefix', () => {
    assert.equal(stripPathNumberPrefixes('01-guides/02-setup'), 'guides/setup');
  });
});

describe('doc slugs', () => {
  const slug = (sourceDirName: string, file: string, frontMatterSlug?: string, baseId = parseNumberPrefix(file).name) =>
    docSlug({ baseId, fileNameWithoutExtension: file, sourceDirName, frontMatterSlug });

  test('folder + id, without number prefixes', () => {
    assert.equal(slug('.', 'intro'), '/intro');
    assert.equal(slug('01-guides', '02-setup'), '/guides/setup');
  });

  test('index, README and folder-named docs stand for their folder', () => {
    assert.equal(slug('.', 'index'), '/');
    assert.equal(slug('guides', 'README'), '/guides');
    assert.equal(slug('01-guides', 'guides'), '/guides');
    assert.equal(isCategoryIndexFile('Guides', 'api/guides'), true);
    assert.equal(isCategoryIndexFile('intro', 'guides'), false);
  });

  test('absolute front matter slugs are relative to the version root; "/" is the root', () => {
    assert.equal(slug('guides', 'setup', '/custom/path'), '/custom/path');
    assert.equal(slug('guides', 'setup', '/'), '/');
    assert.equal(slug('guides', 'index', '/x/'), '/x');
  });

  test('relative front matter slugs resolve against the folder', () => {
    assert.equal(slug('guides', 'setup', 'start'), '/guides/start');
    assert.equal(slug('guides/deep', 'setup', '../up'), '/guides/up');
    assert.equal(slug('guides', 'index', './here'), '/guides/here');
  });

  test('a front matter id changes the slug', () => {
    assert.equal(slug('guides', 'setup', undefined, 'install'), '/guides/install');
  });
});

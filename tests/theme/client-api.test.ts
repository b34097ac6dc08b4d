/** The pure parts of the @docusaurus/* client modules, against Docusaurus 3's behaviour. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createElement, isValidElement } from 'react';
import { addBaseUrl } from '../../src/client/docusaurus/useBaseUrl.ts';
import isInternalUrl from '../../src/client/docusaurus/isInternalUrl.ts';
import { interpolate } from '../../src/client/docusaurus/Interpolate.tsx';
import { translate } from '../../src/client/docusaurus/Translate.tsx';
import { headValuesOf } from '../../src/client/docusaurus/Head.tsx';
import { usePluralForm, isRegexpStringMatch } from '../../src/client/docusaurus/theme-common.tsx';
import { isPageFile, routeForPageFile } from '../../plugins/pages/index.ts';
import { tabsQueryKey } from '../../src/theme/tabs-query-string.ts';
import { imageUrl } from '../../src/theme/IdealImage.tsx';

test('useBaseUrl adds the base URL once, leaves anchors and external URLs', () => {
  const site = 'https://x.com';
  assert.equal(addBaseUrl(site, '/base/', '/img/a.png'), '/base/img/a.png');
  assert.equal(addBaseUrl(site, '/base/', 'img/a.png'), '/base/img/a.png');
  assert.equal(addBaseUrl(site, '/base/', '/base/img/a.png'), '/base/img/a.png');
  assert.equal(addBaseUrl(site, '/base/', '/base/img/a.png', { forcePrependBaseUrl: true }), '/base/base/img/a.png');
  assert.equal(addBaseUrl(site, '/base/', '/base'), '/base/');
  assert.equal(addBaseUrl(site, '/base/', '#top'), '#top');
  assert.equal(addBaseUrl(site, '/base/', 'https://y.com/a'), 'https://y.com/a');
  assert.equal(addBaseUrl(site, '/', '/docs', { absolute: true }), 'https://x.com/docs');
  assert.equal(addBaseUrl(site, '/', ''), '');
});

test('isInternalUrl: no scheme and not protocol-relative', () => {
  assert.equal(isInternalUrl('/docs'), true);
  assert.equal(isInternalUrl('#x'), true);
  assert.equal(isInternalUrl('docs/a'), true);
  assert.equal(isInternalUrl('mailto:a@b.c'), false);
  assert.equal(isInternalUrl('//cdn.com/x'), false);
  assert.equal(isInternalUrl(undefined), false);
});

test('interpolate and translate fill {placeholders}; elements make a list', () => {
  assert.equal(interpolate('Hi {name}, {missing}', { name: 'Ann' }), 'Hi Ann, {missing}');
  assert.equal(translate({ message: '{n} items', id: 'x' }, { n: 2 }), '2 items');
  assert.equal(translate({ id: 'only.id' }), 'only.id');
  assert.throws(() => translate({}), /message or an id/);
  const parts = interpolate('See {link}.', { link: createElement('a', { href: '/x' }, 'x') }) as unknown[];
  assert.ok(Array.isArray(parts) && parts.length === 3 && isValidElement(parts[1]));
});

test("Head's children become head values", () => {
  const values = headValuesOf([
    createElement('title', { key: 1 }, 'A title'),
    createElement('meta', { key: 2, name: 'description', content: 'About' }),
    createElement('meta', { key: 3, property: 'og:image', content: '/a.png' }),
    createElement('link', { key: 4, rel: 'preconnect', href: 'https://cdn.x', crossOrigin: 'anonymous' }),
    createElement('html', { key: 5, className: 'a b' }),
    createElement('script', { key: 6, type: 'application/ld+json' }, '{"a":1}'),
  ]);
  assert.equal(values.title, 'A title');
  assert.equal(values.description, 'About');
  assert.equal(values.htmlClassName, 'a b');
  assert.deepEqual(values.tags, [
    { tagName: 'meta', attributes: { property: 'og:image', content: '/a.png' }, innerHTML: undefined },
    { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://cdn.x', crossorigin: 'anonymous' }, innerHTML: undefined },
    { tagName: 'script', attributes: { type: 'application/ld+json' }, innerHTML: '{"a":1}' },
  ]);
});

test('theme-common helpers', () => {
  const { selectMessage } = usePluralForm();
  assert.equal(selectMessage(1, 'One post|{count} posts'), 'One post');
  assert.equal(selectMessage(3, 'One post|{count} posts'), '{count} posts');
  assert.equal(isRegexpStringMatch(['^/docs'], '/docs/a'), true);
  assert.equal(isRegexpStringMatch(undefined, '/docs/a'), false);
});

test('pages: every Docusaurus extension; _-prefixed, tests and declarations are not pages', () => {
  for (const file of ['index.js', 'a.jsx', 'b.ts', 'c.tsx', 'd.md', 'e.mdx', 'f/index.js']) assert.equal(isPageFile(file), true, file);
  for (const file of ['_a.js', '_dir/a.js', 'a.test.js', 'b.test.tsx', '__tests__/a.js', 'types.d.ts', 'styles.module.css'])
    assert.equal(isPageFile(file), false, file);
  assert.equal(routeForPageFile('f/index.js'), '/f');
  assert.equal(routeForPageFile('b.ts'), '/b');
});

test('Tabs queryString names its key; IdealImage takes a required image', () => {
  assert.equal(tabsQueryKey(true, 'pm'), 'pm');
  assert.equal(tabsQueryKey('os', 'pm'), 'os');
  assert.equal(tabsQueryKey(undefined, 'pm'), null);
  assert.throws(() => tabsQueryKey(true, undefined), /groupId/);
  assert.equal(imageUrl('/a.png'), '/a.png');
  assert.equal(imageUrl({ default: '/b.png' }), '/b.png');
  assert.equal(imageUrl({ src: { src: '/c.png' } }), '/c.png');
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { candidateRoutePaths, htmlFileForRoute, normalizeRoutePath, routeKey, stripHtmlEnding, withBaseUrl } from '../../src/shared/route-path.ts';

test('route paths have one normal form', () => {
  assert.equal(normalizeRoutePath('/docs/'), '/docs');
  assert.equal(normalizeRoutePath('docs//a/'), '/docs/a');
  assert.equal(normalizeRoutePath('/'), '/');
  assert.equal(normalizeRoutePath(''), '/');
});

test('.html and index.html endings are stripped, exact path tried first', () => {
  assert.equal(stripHtmlEnding('/docs/a.html'), '/docs/a');
  assert.equal(stripHtmlEnding('/docs/a/index.html'), '/docs/a');
  assert.equal(stripHtmlEnding('/index.html'), '/');
  assert.deepEqual(candidateRoutePaths('/docs/a.html'), ['/docs/a.html', '/docs/a']);
  assert.deepEqual(candidateRoutePaths('/docs/a/'), ['/docs/a']);
});

test('route keys are stable, short and distinct', () => {
  assert.equal(routeKey('/docs/guards'), routeKey('/docs/guards'));
  const keys = new Set(Array.from({ length: 20000 }, (_, i) => routeKey(`/docs/page-${i}`)));
  assert.equal(keys.size, 20000);
  assert.match(routeKey('/'), /^[0-9a-z]{6,12}$/);
});

test('html files and base URLs', () => {
  assert.equal(htmlFileForRoute('/'), 'index.html');
  assert.equal(htmlFileForRoute('/docs/intro'), 'docs/intro/index.html');
  assert.equal(withBaseUrl('/sub/', '/docs'), '/sub/docs');
  assert.equal(withBaseUrl('/', '/'), '/');
  assert.equal(withBaseUrl('/sub/', 'https://x.dev/a'), 'https://x.dev/a');
});

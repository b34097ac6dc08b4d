import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  applyTrailingSlash,
  candidateRoutePaths,
  htmlFileForRoute,
  normalizeRoutePath,
  routeKey,
  stripHtmlEnding,
  withBaseUrl,
} from '../../src/shared/route-path.ts';

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

test('trailingSlash: html files', () => {
  assert.equal(htmlFileForRoute('/docs/intro', true), 'docs/intro/index.html');
  assert.equal(htmlFileForRoute('/docs/intro', false), 'docs/intro.html');
  assert.equal(htmlFileForRoute('/', false), 'index.html');
});

test('trailingSlash: page URLs', () => {
  assert.equal(applyTrailingSlash('/docs/a', undefined, '/'), '/docs/a');
  assert.equal(applyTrailingSlash('/docs/a/', undefined, '/'), '/docs/a/');
  assert.equal(applyTrailingSlash('/docs/a', true, '/'), '/docs/a/');
  assert.equal(applyTrailingSlash('/docs/a?x=1#part', true, '/'), '/docs/a/?x=1#part');
  assert.equal(applyTrailingSlash('/docs/a/#part', false, '/'), '/docs/a#part');
  assert.equal(applyTrailingSlash('/docs/a//', false, '/'), '/docs/a');
  // The root and the base URL keep their slash; a bare #hash is left alone.
  assert.equal(applyTrailingSlash('/', false, '/'), '/');
  assert.equal(applyTrailingSlash('/sub/', false, '/sub/'), '/sub/');
  assert.equal(applyTrailingSlash('#top', true, '/'), '#top');
});

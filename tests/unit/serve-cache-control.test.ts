import assert from 'node:assert/strict';
import { test } from 'node:test';
import { cacheControlFor, STATIC_FILE_MAX_AGE_S } from '../../src/core/serve.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';

test('content-hashed files are cached for a year, under any base URL', () => {
  assert.equal(cacheControlFor('/out/assets/js/main.1ac610ff.js', '/assets/js/main.1ac610ff.js'), IMMUTABLE);
  assert.equal(cacheControlFor('/out/assets/pages/124rgaqie7z.aac54589.js', '/assets/pages/124rgaqie7z.aac54589.js'), IMMUTABLE);
  assert.equal(cacheControlFor('/out/assets/css/module-x.f8d50cb0.css', '/sub/assets/css/module-x.f8d50cb0.css'), IMMUTABLE);
});

test('pages and route manifests are always revalidated: they name the current build', () => {
  assert.equal(cacheControlFor('/out/docs/guards/index.html', '/docs/guards'), REVALIDATE);
  assert.equal(cacheControlFor('/out/404.html', '/missing'), REVALIDATE);
  assert.equal(cacheControlFor('/out/assets/routes/84b0ec39sn.json', '/assets/routes/84b0ec39sn.json'), REVALIDATE);
});

test('other static files (the icon a browser asks for on each client navigation) get a short lifetime', () => {
  assert.equal(cacheControlFor('/out/img/favicon.svg', '/img/favicon.svg'), `public, max-age=${STATIC_FILE_MAX_AGE_S}`);
});

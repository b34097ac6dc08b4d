import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { trailingSlashRedirect } from '../../src/core/http/trailing-slash-redirect.ts';

const out = (file: string) => join('/out', file);

test('trailingSlash true: a folder page asked without its slash redirects to it', () => {
  assert.equal(trailingSlashRedirect('/docs/a', out('docs/a/index.html'), true), '/docs/a/');
  assert.equal(trailingSlashRedirect('/docs/a/', out('docs/a/index.html'), true), undefined);
  assert.equal(trailingSlashRedirect('/img/a.png', out('img/a.png'), true), undefined, 'files are served as they are');
  assert.equal(trailingSlashRedirect('/docs/a/index.html', out('docs/a/index.html'), true), undefined);
});

test('trailingSlash false: a page asked with a slash redirects to the form without', () => {
  assert.equal(trailingSlashRedirect('/docs/a/', out('docs/a.html'), false), '/docs/a');
  assert.equal(trailingSlashRedirect('/docs/a', out('docs/a.html'), false), undefined);
  assert.equal(trailingSlashRedirect('/', out('index.html'), false), undefined);
  assert.equal(trailingSlashRedirect('/sub/', out('sub/index.html'), false), undefined, 'a folder index (the base URL) keeps its slash');
});

test('trailingSlash unset: both forms are served without a redirect', () => {
  assert.equal(trailingSlashRedirect('/docs/a', out('docs/a/index.html'), undefined), undefined);
  assert.equal(trailingSlashRedirect('/docs/a/', out('docs/a.html'), undefined), undefined);
});

/** The links and ids the broken-link check reads from each rendered page (src/core/prerender/page-links.ts). */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { extractPageLinks } from '../../src/core/prerender/page-links.ts';

test('hrefs of <a> elements and every id, decoded as attribute values', () => {
  const html = [
    '<!doctype html><html><head><title>A <a href="/not-a-link"> title</title></head><body>',
    '<main id="main"><A HREF="/docs/x?a=1&amp;b=2#step" ID="Upper">x</A>',
    '<a class=\'c\' href=\'/single\' data-x="a > b">y</a><a href=/bare>z</a><a href>empty</a><a name="no-href">n</a>',
    '<div title="pretend id=fake and href=/fake" id="real">t</div><link href="/not-an-anchor.css" id="sheet">',
    '<a id="first" id="second" href="/one" href="/two">dup</a><span id="">empty id</span>',
    '<!-- <a href="/commented" id="commented"> -->',
    '<script id="data">document.write(\'<a href="/scripted" id="scripted">\')</script>',
    '<style>.x{content:"<a href=/styled>"}</style><textarea><a href="/typed"></textarea>',
    '<h2 id="caf&#xe9;-&quot;q&quot;">h</h2></main></body></html>',
  ].join('\n');
  assert.deepEqual(extractPageLinks(html), {
    links: ['/docs/x?a=1&b=2#step', '/single', '/bare', '', '/one'],
    ids: ['main', 'Upper', 'real', 'sheet', 'first', 'data', 'café-"q"'],
  });
});

/** The redirect page and the sitemap document. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { redirectPageHtml } from '../../plugins/redirects/redirect-page.ts';
import { sitemapXml } from '../../plugins/sitemap/sitemap-xml.ts';

test('a redirect page redirects at once (script keeping query and hash, meta refresh) and shows a link', () => {
  const html = redirectPageHtml('/docs/new?a=1&b=<2>', 'https://example.com/docs/new');
  assert.match(html, /<meta http-equiv="refresh" content="0; url=\/docs\/new\?a=1&amp;b=&lt;2&gt;">/);
  assert.match(html, /<a href="\/docs\/new\?a=1&amp;b=&lt;2&gt;">/);
  assert.match(html, /location\.replace/);
  assert.match(html, /var t="\/docs\/new\?a=1&b=\\u003c2>"/, 'the target is a safe script string');
  assert.match(html, /<meta name="robots" content="noindex">/);
  assert.match(html, /<link rel="canonical" href="https:\/\/example.com\/docs\/new">/);
});

test('the sitemap lists escaped absolute URLs', () => {
  const xml = sitemapXml(['https://example.com/', 'https://example.com/a?b=1&c=2']);
  assert.match(xml, /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
  assert.match(xml, /<url><loc>https:\/\/example.com\/<\/loc><\/url>/);
  assert.match(xml, /<loc>https:\/\/example.com\/a\?b=1&amp;c=2<\/loc>/);
});

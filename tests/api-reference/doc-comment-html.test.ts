/** Doc comments from packages become safe HTML: no raw HTML, no script links, code highlighted as the site's Markdown does it. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { markdownToSafeHtml } from '../../plugins/api-reference/doc-comment-html.ts';

test('raw HTML in a comment is left out, its text stays', () => {
  const html = markdownToSafeHtml('Runs <script>alert(1)</script> **fast**.\n\n<img src=x onerror="alert(2)">\n\n<div onclick="x()">block</div>');
  assert.doesNotMatch(html, /<script|onerror|onclick|<img|<div/);
  assert.match(html, /<strong>fast<\/strong>/);
});

test('only web and site links stay links', () => {
  const html = markdownToSafeHtml('[bad](javascript:alert(1)) [data](data:text/html,x) [ok](https://stately.ai) [page](/api/core/createActor)');
  assert.doesNotMatch(html, /javascript:|data:text/);
  assert.match(html, /<a href="https:\/\/stately\.ai">ok<\/a>/);
  assert.match(html, /<a href="\/api\/core\/createActor">page<\/a>/);
  assert.match(html, /<span>bad<\/span>/);
});

test('code blocks are highlighted at build time in the theme code block frame', () => {
  const html = markdownToSafeHtml('```ts\nconst actor = createActor(machine); // <b>\n```');
  assert.match(html, /<div class="code-block language-ts"><div class="code-block__body"><pre class="code-block__pre" tabindex="0"><code>/);
  assert.match(html, /<span class="token keyword">const<\/span>/);
  assert.match(html, /&#x3C;b>|&lt;b&gt;/, 'code text is escaped');
  assert.doesNotMatch(html, /<b>/);
});

test('blank text gives no HTML', () => {
  assert.equal(markdownToSafeHtml('  \n'), '');
});

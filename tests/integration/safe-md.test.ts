/**
 * `markdown.safeMd` (tests/fixtures/safe-md): a `.md` file is CommonMark whatever the format
 * setting says, its raw HTML is sanitised, Markdown links and images lose `javascript:` URLs, and
 * front matter cannot turn it back into MDX. Without the setting, `.md` behaves as in Docusaurus
 * (MDX under the default format, raw HTML kept under `format: md`). And in Chromium, the hostile
 * page hydrates without any injected script running.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import type { BuildResult } from '../../src/core/build.ts';
import { formatError } from '../../src/core/site-error.ts';
import { launchBrowser, openPage, waitForHydration } from '../support/browser.ts';
import { buildSite, copyFixture, removeDir, serveBuild } from '../support/fixture-site.ts';

const SECRET = `safe-md-secret-${process.pid}-${Date.now()}`;
process.env.SAFE_MD_SECRET = SECRET;

/** Every file of a build, as text. */
function outputTexts(outDir: string): Map<string, string> {
  const texts = new Map<string, string>();
  for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) texts.set(join(entry.parentPath, entry.name), readFileSync(join(entry.parentPath, entry.name), 'utf8'));
  }
  return texts;
}

/** A page's HTML and its payload (the content module, in assets/pages): the files that carry its content. */
function pageFiles(outDir: string, route: string, marker: string): string {
  const html = readFileSync(join(outDir, route.slice(1), 'index.html'), 'utf8');
  const payloads = readdirSync(join(outDir, 'assets/pages'))
    .map((name) => readFileSync(join(outDir, 'assets/pages', name), 'utf8'))
    .filter((code) => code.includes(marker));
  assert.ok(payloads.length > 0, `a payload holds ${marker}`);
  return [html, ...payloads].join('\n');
}

describe('safeMd: true', () => {
  let siteDir: string;
  let result: BuildResult;
  before(async () => {
    siteDir = await copyFixture('safe-md');
    result = await buildSite(siteDir);
  });
  after(() => removeDir(siteDir));

  test('the secret is nowhere in the output: {expressions}, import and export are text', () => {
    for (const [file, text] of outputTexts(result.outDir)) assert.ok(!text.includes(SECRET), `${file} holds the secret`);
    const html = readFileSync(join(result.outDir, 'hostile/index.html'), 'utf8');
    // `<Component prop={1} />` is an HTML tag to CommonMark: not an allowed one, so it goes.
    assert.match(html, /The secret: \{process\.env\.SAFE_MD_SECRET\} and (<!-- -->)?\./);
    assert.match(html, /import Evil from &#x27;@site\/src\/evil&#x27;;|import Evil from '@site\/src\/evil';/);
    assert.match(html, /export const leaked = process\.env\.SAFE_MD_SECRET;/);
  });

  test('no script, event handler, srcdoc, style, javascript: URL or forged theme element survives', () => {
    const files = pageFiles(result.outDir, '/hostile', 'Hostile page');
    assert.doesNotMatch(files, /__pwned/);
    assert.doesNotMatch(files, /\b(href|src|action|poster|data|formaction)"?\s*[:=]\s*["']?\s*(javascript|vbscript|data):/i);
    assert.doesNotMatch(files, /onerror|onclick|srcdoc|codeHtml="<img/i);
    const html = /<article[\s\S]*<\/article>/.exec(readFileSync(join(result.outDir, 'hostile/index.html'), 'utf8'))?.[0] ?? '';
    assert.doesNotMatch(html, /<(script|style|object|embed|form|base|meta|link|svg|math)\b/i);
    assert.doesNotMatch(html, /style=|display: none|position: fixed|forged/);
    assert.doesNotMatch(html, /evil\.example\.com/);
    // The forged <admonition> and <codeblock> are gone as elements; the admonition's text stays as text.
    assert.match(html, /A theme element written as raw HTML/);
    assert.doesNotMatch(html, /admonition--danger/);
    // Links and images keep their text, lose the URL.
    assert.match(html, /<a>raw link<\/a>/);
    assert.match(html, /<a>markdown link<\/a>/);
    assert.match(html, /<a>vbscript:msgbox<\/a>/);
    assert.match(html, /<img alt="markdown image"\/?>/);
  });

  test('what the Markdown makes, and harmless raw HTML, come through', () => {
    const html = readFileSync(join(result.outDir, 'hostile/index.html'), 'utf8');
    assert.match(html, /<h2[^>]*id="what-stays"/);
    assert.match(html, /<div class="callout" id="kept-div">A kept <strong>div<\/strong> with \*\*Markdown\*\* in it\.<\/div>/);
    assert.match(html, /<details[^>]*><summary>More<\/summary>[\s\S]*Hidden <em>content<\/em>/);
    assert.match(html, /<img src="https:\/\/example\.com\/a\.png" width="120" alt="kept image"\/?>/);
    // An https iframe stays (video embeds), with the permissions a player needs and not the camera.
    assert.match(html, /<iframe src="https:\/\/www\.youtube-nocookie\.com\/embed\/abc" width="560" height="315" title="A video"[^>]*allowfullscreen/i);
    assert.doesNotMatch(html, /camera/);
    assert.match(html, /admonition--tip[\s\S]*Kept title[\s\S]*An admonition\./);
    assert.match(html, /a\.js/);
    assert.match(html, /<input type="checkbox" disabled="" checked=""\/?>/);
    assert.match(html, /<table>/);
    assert.match(html, /href="#user-content-fn-1"/);
    assert.match(html, /<a href="https:\/\/example\.com"[^>]*>a web link<\/a> and <a href="mailto:a@example\.com"[^>]*>mail<\/a>/);
  });

  test('in Chromium, the page hydrates and no injected script runs', async () => {
    const served = await serveBuild(result.outDir);
    let browser: Browser | undefined;
    try {
      browser = await launchBrowser();
      const { page } = await openPage(browser);
      await page.goto(`${served.url}/hostile`);
      await waitForHydration(page);
      // Click what could carry a payload: the links and the overlay.
      for (const text of ['raw link', 'mixed case', 'markdown link', 'overlay']) await page.click(`text=${text}`);
      assert.equal(await page.evaluate(() => (window as Window & { __pwned?: unknown }).__pwned), undefined);
      assert.equal(new URL(page.url()).pathname, '/hostile');
    } finally {
      await browser?.close();
      await served.close();
    }
  });

  test('front matter cannot turn a .md file back into MDX: a build error at the line of the key', async () => {
    const file = join(siteDir, 'docs/override.md');
    const original = readFileSync(file, 'utf8');
    try {
      writeFileSync(file, original.replace('format: md', 'format: mdx'));
      await assert.rejects(buildSite(siteDir), (error: unknown) => {
        assert.match(formatError(error), /docs\/override\.md:4(:\d+)?: .*format: mdx.*safeMd/);
        return true;
      });
      writeFileSync(file, original.replace('format: md', 'mdx:\n  format: mdx'));
      await assert.rejects(buildSite(siteDir), (error: unknown) => {
        assert.match(formatError(error), /docs\/override\.md:5(:\d+)?: .*format: mdx.*safeMd/);
        return true;
      });
    } finally {
      writeFileSync(file, original);
    }
  });
});

describe('safeMd unset: .md is what Docusaurus makes of it', () => {
  let siteDir: string;
  let result: BuildResult;
  before(async () => {
    siteDir = await copyFixture('safe-md');
    const config = join(siteDir, 'site.config.ts');
    writeFileSync(config, readFileSync(config, 'utf8').replace("markdown: { format: 'detect', safeMd: true },", ''));
    rmSync(join(siteDir, 'src/pages/hostile.md'));
    // Under the default format (mdx) a .md file is MDX; `format: md` front matter makes it CommonMark with raw HTML.
    writeFileSync(join(siteDir, 'src/pages/as-mdx.md'), '# As MDX\n\nThe secret: {process.env.SAFE_MD_SECRET}\n');
    writeFileSync(join(siteDir, 'src/pages/raw-html.md'), '---\nformat: md\n---\n\n# Raw HTML\n\n<script>window.__raw = 1</script>\n');
    result = await buildSite(siteDir);
  });
  after(() => removeDir(siteDir));

  test('the default format compiles .md as MDX: expressions run at build time', () => {
    assert.match(readFileSync(join(result.outDir, 'as-mdx/index.html'), 'utf8'), new RegExp(`The secret: (<!-- -->)?${SECRET}`));
  });

  test('CommonMark keeps raw HTML as written', () => {
    assert.match(readFileSync(join(result.outDir, 'raw-html/index.html'), 'utf8'), /<script>window.__raw = 1<\/script>/);
  });
});

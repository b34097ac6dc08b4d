/**
 * The blog options of Docusaurus 3.5+ a new site's config carries: `feedOptions.xslt` (the built-in
 * stylesheet, or the site's own with its CSS), `onInlineAuthors` and `onUntruncatedBlogPosts`.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { BuildResult } from '../../src/core/build.ts';
import { buildSite, copyFixture, removeDir } from '../support/fixture-site.ts';

let siteDir: string;
let result: BuildResult;

before(async () => {
  siteDir = await copyFixture('docusaurus-blog-options');
  result = await buildSite(siteDir);
});
after(() => removeDir(siteDir));

const output = (file: string) => readFileSync(join(result.outDir, file), 'utf8');

test('xslt: true gives the RSS feed the built-in stylesheet, written beside it with its CSS', () => {
  assert.match(output('blog/rss.xml'), /^<\?xml version="1\.0" encoding="utf-8"\?><\?xml-stylesheet type="text\/xsl" href="rss\.xsl"\?>\s*<rss/);
  assert.match(output('blog/rss.xsl'), /<xsl:stylesheet/);
  assert.ok(existsSync(join(result.outDir, 'blog/rss.css')));
});

test("a stylesheet file (relative to the blog folder) is the site's own, copied with its CSS", () => {
  assert.match(output('blog/atom.xml'), /<\?xml-stylesheet type="text\/xsl" href="tides\.xsl"\?>\s*<feed/);
  assert.match(output('blog/tides.xsl'), /class="tides"/);
  assert.equal(output('blog/tides.css').trim(), '.tides { color: navy; }');
});

test('an author written inline and a post without a truncate marker are reported, naming the post', () => {
  const inline = result.report.warnings.find((warning) => warning.startsWith('Blog authors not defined'));
  assert.match(inline ?? '', /blog\/2025-03-08-neap-tides\.md: Visiting Skipper/);
  assert.doesNotMatch(inline ?? '', /spring-tides/);
  const untruncated = result.report.warnings.find((warning) => warning.startsWith('Blog posts without a truncate marker'));
  assert.match(untruncated ?? '', /\(1\):\n {2}- blog\/2025-03-08-neap-tides\.md/);
});

test("authors pages: the list of the map's authors, and a page of posts for each author with `page`", () => {
  const list = output('blog/authors/index.html');
  for (const name of ['Harbour Office', 'Lighthouse Keeper', 'Harbour Pilot']) assert.match(list, new RegExp(`>${name}<`));
  // A page at the kebab-cased key, or at the author's permalink; none for an author without `page`.
  assert.match(output('blog/authors/harbour/index.html'), /<h1>Harbour Office<\/h1>[\s\S]*Spring tides/);
  assert.match(output('blog/authors/the-keeper/index.html'), /<h1>Lighthouse Keeper<\/h1>/);
  assert.ok(!existsSync(join(result.outDir, 'blog/authors/pilot')));
  // A post links its authors to their pages, else to their URL.
  const post = output('blog/2025/03/01/spring-tides/index.html');
  assert.match(post, /href="\/blog\/authors\/harbour"[^>]*>Harbour Office</);
  assert.match(post, /href="\/blog\/authors\/the-keeper"[^>]*>Lighthouse Keeper</);
  assert.match(post, /href="https:\/\/pilots\.example\.net"[^>]*>Harbour Pilot</);
});

test("authors' socials: handles become profile URLs as in Docusaurus, URLs are kept, each an icon link named by its platform", () => {
  const post = output('blog/2025/03/01/spring-tides/index.html');
  const links = [
    ...post.matchAll(
      /<a href="([^"]+)"[^>]*? class="blog-author__social blog-author__social--([\w-]+)" title="([^"]+)" aria-label="\3"><svg[^>]*aria-hidden="true"/g,
    ),
  ].map(([, href, platform, label]) => [platform, href, label]);
  assert.deepEqual(links, [
    ['github', 'https://github.com/harbour-office', 'GitHub'],
    ['x', 'https://x.com/harbouroffice', 'X'],
    ['stackoverflow', 'https://stackoverflow.com/users/4242', 'Stack Overflow'],
    ['linkedin', 'https://www.linkedin.com/in/harbour-office/', 'LinkedIn'],
    ['email', 'mailto:tides@harbour.example.net', 'Email'],
    ['newsletter', 'https://tides.example.net/letters', 'newsletter'],
  ]);
  // On the authors list too, and for an author written inline in a post's front matter.
  assert.match(output('blog/authors/index.html'), /href="https:\/\/github\.com\/harbour-office"[^>]* class="blog-author__social/);
  const neap = output('blog/2025/03/08/neap-tides/index.html');
  assert.match(neap, /href="https:\/\/bsky\.app\/profile\/skipper\.example\.net"[^>]*title="Bluesky"/);
  assert.match(neap, /href="https:\/\/mastodon\.social\/@skipper"[^>]*title="Mastodon"/);
});

test("the authors list: an author's picture links where the name does (a pointer target only), the post count follows the name", () => {
  const list = output('blog/authors/index.html');
  assert.match(
    list,
    /<a (?=[^>]*class="blog-author__avatar-link")(?=[^>]*tabindex="-1")(?=[^>]*aria-hidden="true")[^>]*href="\/blog\/authors\/harbour"[^>]*><img class="blog-author__avatar" src="https:\/\/tides\.example\.net\/img\/harbour\.png"/,
  );
  assert.match(
    list,
    />Harbour Office<\/a><\/h2><span class="blog-authors-list__count" aria-hidden="true">1<\/span><span class="visually-hidden"> \(One post\)<\/span>/,
  );
});

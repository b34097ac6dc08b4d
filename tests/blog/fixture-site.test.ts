/**
 * The blog plugin on a small fixture (tests/fixtures/blog-site): every post file layout, dates,
 * permalinks, authors, tags (map, inline, case variants), drafts, unlisted posts, excerpts,
 * pagination, archive, head metadata and feeds, as the built HTML shows them.
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { parseFeed } from 'htmlparser2';
import type { BlogContent } from '../../plugins/blog/types.ts';
import type { BuildResult } from '../../src/core/build.ts';
import { prepareSite } from '../../src/core/load-site.ts';
import { sitePaths } from '../../src/core/site-paths.ts';
import { buildSite, copyFixture, removeDir } from '../support/fixture-site.ts';
import { anchors, builtRoutes, hrefOf, listItemLinks, tagsIndexEntries, textOf } from './built-html.ts';

let siteDir: string;
let result: BuildResult;
const page = (route: string) => readFileSync(join(result.outDir, route === '/' ? 'index.html' : `${route.slice(1)}/index.html`), 'utf8');

before(async () => {
  siteDir = await copyFixture('blog-site');
  result = await buildSite(siteDir);
});
after(() => removeDir(siteDir));

const POSTS_NEWEST_FIRST = [
  '/blog/2023/08/01/long-read',
  '/blog/2023/07/01/no-marker',
  '/blog/custom-slug',
  '/blog/2023/03/05/dated-path',
  '/blog/2023/02/20/folder-post',
  '/blog/2023/01/10/first-post',
];
const UNLISTED = '/blog/2023/06/01/unlisted';

describe('routes', () => {
  test('every listed and unlisted post, list pages, tags, tag pages and the archive; no drafts, no "_" files', () => {
    const tags = ['news', 'react', 'react/page/2', 'secret', 'state-machine', 'use-reducer', 'x-state', 'xstate-v-5'].map((t) => `/blog/tags/${t}`);
    // /blog/authors lists the map's authors, as Docusaurus 3.10 does, though none has a page of their own.
    const expected = ['/blog', '/blog/page/2', '/blog/page/3', '/blog/archive', '/blog/authors', '/blog/tags', ...POSTS_NEWEST_FIRST, UNLISTED, ...tags];
    assert.deepEqual(builtRoutes(result.outDir, '/blog'), expected.sort());
  });

  test('permalinks: file name date, folder with index.mdx, date folders, front matter slug', () => {
    // The folder post's front matter date (Feb 21) wins for its date, but its permalink keeps the path's date.
    assert.match(page('/blog/2023/02/20/folder-post'), /<time dateTime="2023-02-21T00:00:00.000Z">February 21, 2023<\/time>/);
    assert.match(page('/blog/2023/03/05/dated-path'), /March 5, 2023/);
    assert.match(page('/blog/custom-slug'), /April 1, 2023/);
  });
});

describe('list pages', () => {
  test('newest first, two per page, with Newer/Older links', () => {
    const links = ['/blog', '/blog/page/2', '/blog/page/3'].flatMap((route) => listItemLinks(page(route)));
    assert.deepEqual(links, POSTS_NEWEST_FIRST);
    assert.match(page('/blog'), /href="\/blog\/page\/2"[^>]*>Older posts/);
    assert.doesNotMatch(page('/blog'), /Newer posts/);
    assert.match(page('/blog/page/2'), /href="\/blog"[^>]*><span aria-hidden="true">← <\/span>Newer posts/);
    assert.doesNotMatch(page('/blog/page/3'), /Older posts/);
  });

  test('excerpts stop at either truncate marker; a post without one shows whole, without "Read more"', () => {
    const last = page('/blog/page/3');
    assert.match(last, /The first post’s excerpt|The first post&#x27;s excerpt/);
    assert.doesNotMatch(last, /Only the post page shows this paragraph/);
    assert.doesNotMatch(last, /The rest of the folder post/, '{/* truncate */} works too');
    assert.match(last, /aria-label="Read more about The first post"/);
    const first = page('/blog');
    assert.match(first, /Still part of the list item/);
    assert.doesNotMatch(first, /Read more about A post without a truncate marker/);
  });

  test('items show date, reading time, title link and authors', () => {
    const html = page('/blog');
    assert.match(html, /August 1, 2023<\/time><span aria-hidden="true"> · <\/span><span class="blog-post-meta__reading-time">3 min read/);
    assert.match(html, /July 1, 2023<\/time><span aria-hidden="true"> · <\/span><span class="blog-post-meta__reading-time">One min read/);
    assert.match(html, /Bob Builder/);
  });
});

describe('post pages', () => {
  test('header, authors, tags, table of contents (h2-h3), edit link, newer/older posts', () => {
    const html = page('/blog/2023/01/10/first-post');
    assert.equal(textOf(html, 'h1'), 'The first post');
    assert.equal(hrefOf(html, 'Alice Author'), 'https://example.com/alice');
    assert.match(html, /<img class="blog-author__avatar" src="\/img\/alice.svg"/);
    assert.equal(hrefOf(html, 'State machine'), '/blog/tags/state-machine');
    assert.equal(hrefOf(html, 'XState'), '/blog/tags/x-state');
    assert.match(html, /Only the post page shows this paragraph/);
    assert.deepEqual(
      anchors(html, 'table-of-contents').map((a) => a.href),
      ['#after-the-marker', '#a-third-level-heading'],
      'h2 and h3 only',
    );
    assert.equal(hrefOf(html, 'Edit this page'), 'https://github.com/example/blog-fixture/edit/main/blog/2023-01-10-first-post.mdx');
    assert.deepEqual(
      anchors(html, 'blog-paginator').map((a) => [a.text, a.href]),
      [['Newer post« A post in a folder', '/blog/2023/02/20/folder-post']],
      'a newer post, and no older one',
    );
  });

  test('hide_table_of_contents hides it; inline authors; co-located images are bundled', () => {
    assert.doesNotMatch(page('/blog/2023/07/01/no-marker'), /table-of-contents/);
    assert.match(page('/blog/2023/03/05/dated-path'), /Guest Writer<\/span><span class="blog-author__title">Visiting/);
    const media = readdirSync(join(result.outDir, 'assets/media')).find((f) => f.startsWith('diagram.'));
    assert.ok(media, 'the co-located image is emitted');
    assert.match(page('/blog/2023/02/20/folder-post'), new RegExp(`src="/assets/media/${media!.replace('.', '\\.')}"`));
  });

  test('head: title, description (front matter, else the first paragraph), keywords', () => {
    assert.match(page('/blog/2023/01/10/first-post'), /<title>The first post \| Blog fixture<\/title>/);
    assert.match(
      page('/blog/2023/01/10/first-post'),
      /<meta name="description" content="The first post&#x27;s excerpt, shown on list pages.">|<meta name="description" content="The first post's excerpt, shown on list pages.">/,
    );
    assert.match(page('/blog/custom-slug'), /<meta name="description" content="Its own description, for lists and feeds.">/);
    assert.match(page('/blog/custom-slug'), /<meta name="keywords" content="fixture, slug">/);
    assert.match(page('/blog'), /<title>Blog \| Blog fixture<\/title>/);
    assert.match(page('/blog/page/2'), /<title>Blog – Page 2 of 3 \| Blog fixture<\/title>/);
    assert.match(page('/blog'), /<link rel="alternate" type="application\/rss\+xml" href="\/blog\/rss.xml"/);
  });

  test('an unlisted post is built with noindex and a banner, and listed nowhere', () => {
    const html = page(UNLISTED);
    assert.match(html, /<meta name="robots" content="noindex, nofollow">/);
    assert.match(html, /Unlisted page/);
    assert.doesNotMatch(html, /Newer post|Older post/);
    for (const route of ['/blog', '/blog/page/2', '/blog/page/3', '/blog/archive', '/blog/tags', '/blog/tags/news'])
      assert.doesNotMatch(page(route), /unlisted/i, route);
    assert.doesNotMatch(readFileSync(join(result.outDir, 'blog/rss.xml'), 'utf8'), /unlisted/);
    // Its only-unlisted tag still has a page, itself unlisted.
    assert.match(page('/blog/tags/secret'), /<meta name="robots" content="noindex, nofollow">/);
  });
});

describe('tags', () => {
  test('tags index: grouped by first letter, with counts; labels from the tags map or the newest post', () => {
    const html = page('/blog/tags');
    // The letter is the heading's id, as in Docusaurus (/blog/tags#N).
    const groups = [...html.matchAll(/<h2 id="(.)">/g)].map((m) => m[1]);
    assert.deepEqual(groups, ['N', 'R', 'S', 'U', 'X']);
    const counts = tagsIndexEntries(html).map((t) => `${t.label} ${t.permalink} ${t.count}`);
    assert.deepEqual(counts, [
      'news /blog/tags/news 2',
      'React /blog/tags/react 3',
      'State machine /blog/tags/state-machine 2',
      'useReducer /blog/tags/use-reducer 1',
      'XState /blog/tags/x-state 1',
      'xstate v5 /blog/tags/xstate-v-5 1',
    ]);
  });

  test('tag pages: plural headings, description, "View all tags", pagination', () => {
    const react = page('/blog/tags/react');
    assert.equal(textOf(react, 'h1'), '3 posts tagged with "React"');
    assert.equal(hrefOf(react, 'View all tags'), '/blog/tags');
    assert.deepEqual(listItemLinks(react), ['/blog/2023/07/01/no-marker', '/blog/2023/03/05/dated-path']);
    assert.deepEqual(listItemLinks(page('/blog/tags/react/page/2')), ['/blog/2023/02/20/folder-post']);
    assert.match(react, /href="\/blog\/tags\/react\/page\/2"[^>]*>Older posts/);
    assert.match(textOf(page('/blog/tags/x-state'), 'h1'), /^One post tagged with "XState"$/);
    assert.match(page('/blog/tags/state-machine'), /Posts about finite state machines\./);
  });

  test('a tag missing from the tags map is reported', () => {
    const warning = result.report.warnings.find((w) => w.startsWith('Blog tags not in blog/tags.yml'));
    assert.ok(warning, 'one warning for all posts');
    assert.match(warning!, /^\s+- blog\/2023-01-10-first-post\.mdx: "XState"$/m);
    assert.match(warning!, /^\s+- blog\/no-date-in-name\.mdx: "state machine"$/m);
  });
});

test('archive: as Docusaurus\'s, years as h3 with the year as id, each post one link "Month Day - Title", a year\'s posts oldest first', () => {
  const html = page('/blog/archive');
  assert.match(html, /<h3 id="2023">2023<\/h3>/);
  const links = [...html.matchAll(/<li><a href="([^"]+)"[^>]*><time dateTime="[^"]+">(\w+ \d+)<\/time> - ([^<]+)<\/a>/g)].map((m) => m[1]);
  assert.deepEqual(links, [...POSTS_NEWEST_FIRST].reverse(), 'every post is of 2023');
  assert.match(html, /<time dateTime="2023-01-10T00:00:00\.000Z">January 10<\/time> - /);
});

describe('feeds', () => {
  test('RSS, Atom and JSON Feed: listed posts newest first, absolute links, full content', () => {
    for (const file of ['rss.xml', 'atom.xml']) {
      const feed = parseFeed(readFileSync(join(result.outDir, 'blog', file), 'utf8'));
      assert.ok(feed, `${file} parses`);
      assert.deepEqual(
        feed!.items.map((item) => new URL(item.link!).pathname),
        POSTS_NEWEST_FIRST,
        file,
      );
      assert.equal(new URL(feed!.items[0].link!).origin, 'https://blog-fixture.example.com');
    }
    const json = JSON.parse(readFileSync(join(result.outDir, 'blog/feed.json'), 'utf8')) as {
      items: Array<{ url: string; content_html: string; date_published: string }>;
    };
    assert.deepEqual(
      json.items.map((item) => new URL(item.url).pathname),
      POSTS_NEWEST_FIRST,
    );
    const first = json.items.find((item) => item.url.endsWith('/first-post'))!;
    assert.match(first.content_html, /Only the post page shows this paragraph/, 'full content, past the truncate marker');
    assert.doesNotMatch(first.content_html, /Edit this page|table-of-contents/, 'only the article body');
    const folder = json.items.find((item) => item.url.endsWith('/folder-post'))!;
    assert.match(folder.content_html, /src="https:\/\/blog-fixture.example.com\/assets\/media\/diagram\.[0-9a-f]{8}\.png"/, 'absolute image URLs');
  });
});

test('the build output holds nothing of drafts or "_" folders', () => {
  const files = readdirSync(result.outDir, { recursive: true }).map(String);
  assert.ok(!files.some((f) => /a-draft|ignored/.test(f)), files.filter((f) => /draft|ignored/.test(f)).join(', '));
  assert.ok(existsSync(join(result.outDir, 'blog/feed.json')));
  assert.ok(relative(siteDir, result.outDir).startsWith('build'));
});

test('in development, drafts are built and unlisted posts are listed (as in Docusaurus)', async () => {
  const site = await prepareSite(sitePaths(siteDir, 'build-dev', join(siteDir, '.dev-work')), { isProduction: false });
  await site.context.markdown.close();
  assert.ok(
    site.routes.some((route) => route.path === '/blog/2023/05/01/a-draft'),
    'the draft has a page',
  );
  const blog = site.contents.get(site.plugins.find((plugin) => plugin.name === 'docusaurus-plugin-content-blog')!) as BlogContent;
  assert.deepEqual(blog.listedPosts.map((post) => post.path).slice(0, 4), [
    '/blog/2023/08/01/long-read',
    '/blog/2023/07/01/no-marker',
    '/blog/2023/06/01/unlisted',
    '/blog/2023/05/01/a-draft',
  ]);
});

test('a rebuild with no change reuses the feed files; editing a post gives its feed item the new text', async () => {
  const feedFile = () => join(siteDir, 'build/blog/feed.json');
  const firstInode = statSync(feedFile()).ino;
  await buildSite(siteDir);
  assert.equal(statSync(feedFile()).ino, firstInode, 'the same file, linked from the cache');

  const post = join(siteDir, 'blog/2023-01-10-first-post.mdx');
  writeFileSync(post, `${readFileSync(post, 'utf8')}\nA paragraph added after the first build.\n`);
  await buildSite(siteDir);
  assert.notEqual(statSync(feedFile()).ino, firstInode, 'written again');
  const json = JSON.parse(readFileSync(feedFile(), 'utf8')) as { items: Array<{ url: string; content_html: string }> };
  assert.match(json.items.find((item) => item.url.endsWith('/first-post'))!.content_html, /A paragraph added after the first build/);
});

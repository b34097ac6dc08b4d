/**
 * The real site's blog against the content outline (shared/content-outline/blog.json beside the repository, copied
 * facts: every post's route, date, title and tags; every tag's permalink, label and count): list
 * pages 1-10 (page 10 holds 2), every post, every tag page and tag pagination page, the archive,
 * the tags index, and the feeds.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { before, describe, test } from 'node:test';
import { parseFeed } from 'htmlparser2';
import { contentOutlineDir } from '../support/fixture-site.ts';
import { realSiteOutDir } from '../support/real-site.ts';
import kebabCase from 'lodash.kebabcase';
import { anchors, builtRoutes, listItemLinks, tagsIndexEntries, textOf } from './built-html.ts';

interface OutlinePost {
  route: string;
  date: string;
  title: string;
  tags: string[];
}
interface OutlineTag {
  label: string;
  permalink: string;
  count: number;
}
interface BlogOutline {
  posts_per_page: number;
  posts: OutlinePost[];
  tags: OutlineTag[];
}

const OUTLINE_FILE = join(contentOutlineDir, 'blog.json');
const outline = JSON.parse(readFileSync(OUTLINE_FILE, 'utf8')) as BlogOutline;
const PER_PAGE = outline.posts_per_page;
const pagesOf = (count: number) => Math.max(1, Math.ceil(count / PER_PAGE));
const pagePath = (base: string, n: number) => (n === 1 ? base : `${base}/page/${n}`);

let outDir: string;
const html = (route: string) => readFileSync(join(outDir, `${route.slice(1)}/index.html`), 'utf8');

before(async () => {
  outDir = await realSiteOutDir();
});

test("the built blog routes are exactly the outline's", () => {
  const expected = [
    '/blog/archive',
    // The authors list: Docusaurus 3.10 emits it whenever the authors map has authors.
    '/blog/authors',
    '/blog/tags',
    ...Array.from({ length: pagesOf(outline.posts.length) }, (_, i) => pagePath('/blog', i + 1)),
    ...outline.posts.map((post) => post.route),
    ...outline.tags.flatMap((tag) => Array.from({ length: pagesOf(tag.count) }, (_, i) => pagePath(tag.permalink, i + 1))),
  ];
  assert.deepEqual(builtRoutes(outDir, '/blog'), [...new Set(expected)].sort());
});

describe('list pages', () => {
  test('/blog and /blog/page/2 to 10, ten posts a page, page 10 holds 2, newest first', () => {
    const pages = Array.from({ length: 10 }, (_, i) => listItemLinks(html(pagePath('/blog', i + 1))));
    assert.deepEqual(
      pages.map((links) => links.length),
      [10, 10, 10, 10, 10, 10, 10, 10, 10, 2],
    );
    assert.deepEqual(
      pages.flat(),
      outline.posts.map((post) => post.route),
    );
    assert.ok(!existsSync(join(outDir, 'blog/page/11')));
  });
});

describe('posts', () => {
  test('every post: its title, date and tags', () => {
    for (const post of outline.posts) {
      const page = html(post.route);
      assert.equal(textOf(page, 'h1'), post.title, post.route);
      assert.match(page, new RegExp(`<time dateTime="${post.date}T00:00:00.000Z">`), post.route);
      assert.deepEqual(
        anchors(page, 'blog-post__footer')
          .filter((a) => a.attributes.class === 'blog-tag')
          .map((a) => a.text),
        post.tags,
        post.route,
      );
    }
  });
});

describe('tags', () => {
  test('the tags index lists every tag with its label, permalink and count', () => {
    const listed = tagsIndexEntries(html('/blog/tags'));
    assert.deepEqual(listed, outline.tags);
  });

  test('every tag page: its heading, its posts (newest first) across its pages', () => {
    for (const tag of outline.tags) {
      const heading = tag.count === 1 ? `One post tagged with "${tag.label}"` : `${tag.count} posts tagged with "${tag.label}"`;
      const links = Array.from({ length: pagesOf(tag.count) }, (_, i) => {
        const page = html(pagePath(tag.permalink, i + 1));
        assert.equal(textOf(page, 'h1'), heading, tag.permalink);
        return listItemLinks(page);
      }).flat();
      // Docusaurus 3: a label's page is /blog/tags/ + lodash kebabCase(label).
      const expected = outline.posts.filter((post) => post.tags.some((label) => `/blog/tags/${kebabCase(label)}` === tag.permalink)).map((post) => post.route);
      assert.equal(links.length, tag.count, tag.permalink);
      assert.deepEqual(links, expected, tag.permalink);
    }
  });

  test('the tags the specification names as paginated have further pages', () => {
    for (const name of ['announcement', 'changelog', 'editor', 'fixed', 'improved', 'new', 'state-machine', 'statechart', 'stately', 'studio', 'xstate']) {
      assert.ok(existsSync(join(outDir, `blog/tags/${name}/page/2/index.html`)), name);
    }
  });
});

test('the archive lists every post, by year (newest year first, a year oldest first, as Docusaurus)', () => {
  const page = html('/blog/archive');
  const years = [...new Set(outline.posts.map((post) => post.date.slice(0, 4)))];
  assert.deepEqual(
    [...page.matchAll(/<h3 id="(\d{4})">/g)].map((m) => m[1]),
    years,
  );
  assert.deepEqual(
    anchors(page, 'main-wrapper')
      .filter((a) => a.href.startsWith('/blog/') && !a.href.startsWith('/blog/tags'))
      .map((a) => a.href),
    years.flatMap((year) =>
      outline.posts
        .filter((post) => post.date.startsWith(year))
        .map((post) => post.route)
        .reverse(),
    ),
  );
});

describe('feeds', () => {
  const newest = () => outline.posts.slice(0, 20).map((post) => `https://stately.ai${post.route}`);

  test('RSS and Atom parse and list the newest posts first, with absolute links and content', () => {
    for (const file of ['rss.xml', 'atom.xml']) {
      const feed = parseFeed(readFileSync(join(outDir, 'blog', file), 'utf8'));
      assert.ok(feed, `${file} is a feed`);
      assert.deepEqual(
        feed!.items.map((item) => item.link),
        newest(),
        file,
      );
      const dates = feed!.items.map((item) => item.pubDate!.getTime());
      assert.deepEqual(
        dates,
        [...dates].sort((a, b) => b - a),
        `${file}: newest first`,
      );
    }
    assert.match(readFileSync(join(outDir, 'blog/rss.xml'), 'utf8'), /<content:encoded><!\[CDATA\[<p>/);
  });

  test('JSON Feed parses and lists the newest posts first, with their HTML', () => {
    const feed = JSON.parse(readFileSync(join(outDir, 'blog/feed.json'), 'utf8')) as {
      version: string;
      items: Array<{ url: string; content_html: string; date_published: string }>;
    };
    assert.match(feed.version, /^https:\/\/jsonfeed.org\/version\//);
    assert.deepEqual(
      feed.items.map((item) => item.url),
      newest(),
    );
    const dates = feed.items.map((item) => Date.parse(item.date_published));
    assert.deepEqual(
      dates,
      [...dates].sort((a, b) => b - a),
    );
    for (const item of feed.items) assert.ok(item.content_html.length > 200, `${item.url} has its content`);
  });
});

test('newer/older links to posts that share a title show the post date; other links show the title alone', () => {
  const titleCounts = new Map<string, number>();
  for (const post of outline.posts) titleCounts.set(post.title, (titleCounts.get(post.title) ?? 0) + 1);
  const byRoute = new Map(outline.posts.map((post) => [post.route, post]));
  const shared = outline.posts.filter((post) => (titleCounts.get(post.title) ?? 0) > 1);
  assert.ok(shared.length >= 4, 'the outline has posts sharing a title');
  let datedLinks = 0;
  for (const post of outline.posts) {
    const page = html(post.route);
    const paginator = /<nav class="blog-paginator blog-paginator--posts"[\s\S]*?<\/nav>/.exec(page)?.[0] ?? '';
    for (const link of paginator.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/g)) {
      const linked = byRoute.get(link[1].replace(/\/$/, ''))!;
      const time = /<time [^>]*dateTime="([^"]+)"/.exec(link[2]);
      if ((titleCounts.get(linked.title) ?? 0) > 1) {
        assert.equal(time?.[1].slice(0, 10), linked.date, `${post.route} links ${linked.route} with its date`);
        datedLinks++;
      } else {
        assert.equal(time, null, `${post.route} links ${linked.route} by title alone`);
      }
    }
  }
  assert.ok(datedLinks >= shared.length, `${datedLinks} dated links`);
});

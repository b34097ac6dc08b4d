/**
 * The blog sidebar (recent posts) on a fixture whose four blogs read one folder of posts with
 * Docusaurus's default (5), 'ALL', 0 and a custom title with 2 (tests/fixtures/blog-sidebar), as
 * the built HTML shows it: which pages have it, its posts and year groups, the current post
 * marked, the data published once (global data), and a site's swizzle of it.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { DomUtils, parseDocument } from 'htmlparser2';
import type { BuildResult } from '../../src/core/build.ts';
import type { BlogGlobalData } from '../../plugins/blog/types.ts';
import { buildSite, copyFixture, removeDir } from '../support/fixture-site.ts';
import { anchors } from './built-html.ts';

let siteDir: string;
let result: BuildResult;
const page = (route: string) => readFileSync(join(result.outDir, `${route.slice(1)}/index.html`), 'utf8');

before(async () => {
  siteDir = await copyFixture('blog-sidebar');
  result = await buildSite(siteDir);
});
after(() => removeDir(siteDir));

interface ShownSidebar {
  title: string;
  /** Year headings, in order. */
  years: string[];
  links: Array<{ href: string; text: string; current: boolean }>;
}

/** The desktop sidebar a page's HTML holds, or undefined. */
function sidebarOf(html: string): ShownSidebar | undefined {
  const nav = DomUtils.findOne((e) => e.name === 'nav' && e.attribs['aria-label'] === 'Blog recent posts navigation', parseDocument(html).children);
  if (!nav) return undefined;
  const title = DomUtils.findOne((e) => e.attribs.class === 'blog-sidebar__title', nav.children);
  return {
    title: title ? DomUtils.textContent(title) : '',
    years: DomUtils.findAll((e) => e.name === 'h3', nav.children).map((h) => DomUtils.textContent(h)),
    links: DomUtils.findAll((e) => e.name === 'a', nav.children).map((a) => ({
      href: a.attribs.href,
      text: DomUtils.textContent(a),
      current: a.attribs['aria-current'] === 'page',
    })),
  };
}

/** The blog instance's global data, from the page's embedded site data. */
function globalDataOf(html: string, id: string): BlogGlobalData {
  const json = /<script id="__site-data" type="application\/json">(.*?)<\/script>/s.exec(html)![1];
  return JSON.parse(json).site.globalData['docusaurus-plugin-content-blog'][id];
}

// Newest first; "A hidden post" (unlisted) is the sixth, so the default 5 hold only listed posts.
const POSTS = [
  ['2024/03/01/spring-release', 'Spring release'],
  ['2024/02/01/winter-notes', 'Winter notes'],
  ['2024/01/10/new-year', 'A new year'],
  ['2023/12/01/december', 'December update'],
  ['2023/06/01/summer', 'Summer post'],
  ['2023/03/01/hidden', 'A hidden post'],
  ['2023/01/01/first', 'The first post'],
  ['2022/05/01/oldest', 'The oldest post'],
] as const;
const linksOf = (base: string, posts: ReadonlyArray<readonly [string, string]>, current?: string) =>
  posts.map(([path, text]) => ({ href: `/${base}/${path}`, text, current: path === current }));
const listed = POSTS.filter(([path]) => path !== '2023/03/01/hidden');

describe('default (5 posts)', () => {
  test('the list page: "Recent posts", the 5 newest by year, newest year first; the front matter sidebar_label as title', () => {
    assert.deepEqual(sidebarOf(page('/blog')), { title: 'Recent posts', years: ['2024', '2023'], links: linksOf('blog', POSTS.slice(0, 5)) });
  });

  test('a post page marks its post (aria-current="page", the active class)', () => {
    const html = page('/blog/2024/01/10/new-year');
    assert.deepEqual(sidebarOf(html)?.links, linksOf('blog', POSTS.slice(0, 5), '2024/01/10/new-year'));
    const current = anchors(html, 'blog-sidebar').find((a) => a.attributes['aria-current'] === 'page');
    assert.match(current?.attributes.class ?? '', /\bblog-sidebar__link--active\b/);
  });

  test('on list, post, tags, tag and author pages, not on the archive (as Docusaurus)', () => {
    for (const route of ['/blog', '/blog/2022/05/01/oldest', '/blog/tags', '/blog/tags/news', '/blog/authors', '/blog/authors/alice'])
      assert.equal(sidebarOf(page(route))?.links.length, 5, route);
    assert.equal(sidebarOf(page('/blog/archive')), undefined);
  });

  test('beside <main>, which "Skip to main content" targets past it', () => {
    const html = page('/blog');
    assert.match(html, /<div class="container margin-vert--lg blog-layout"><div data-swizzled[^>]*><aside class="blog-layout__sidebar"><nav/);
    assert.match(html, /<\/aside><\/div><main id="main-content" tabindex="-1" class="blog-layout__main">/);
    assert.equal(html.match(/id="main-content"/g)?.length, 1);
  });

  test("published once, in the blog global data, not in each page's data", () => {
    const html = page('/blog/2024/01/10/new-year');
    assert.deepEqual(globalDataOf(html, 'default').sidebar, {
      title: 'Recent posts',
      items: POSTS.slice(0, 5).map(([path, title]) => ({ title, permalink: `/blog/${path}`, date: `${path.slice(0, 10).replaceAll('/', '-')}T00:00:00.000Z` })),
    });
    const payloadFile = /<script\b[^>]*\bsrc="\/(assets\/pages\/[^"]+)"/.exec(html)![1];
    assert.doesNotMatch(readFileSync(join(result.outDir, payloadFile), 'utf8'), /Recent posts|Spring release/);
  });

  test("a site's src/theme/BlogSidebar/Desktop (Docusaurus's name) wraps the theme's", () => {
    assert.match(page('/blog'), /data-swizzled="BlogSidebar\/Desktop"/);
  });
});

describe("blogSidebarCount: 'ALL'", () => {
  test('every listed post, grouped by year', () => {
    assert.deepEqual(sidebarOf(page('/all')), { title: 'Recent posts', years: ['2024', '2023', '2022'], links: linksOf('all', listed) });
  });

  test('no unlisted post, not even on its own page: the data is in every page (Docusaurus shows it there)', () => {
    assert.deepEqual(sidebarOf(page('/all/2023/03/01/hidden'))?.links, linksOf('all', listed));
    for (const route of ['/all', '/all/2024/01/10/new-year', '/']) assert.doesNotMatch(page(route), /03\/01\/hidden|A hidden post/, route);
  });
});

describe('blogSidebarCount: 0', () => {
  test('no sidebar, no global data for it, and the page laid out as without one', () => {
    for (const route of ['/none', '/none/2024/01/10/new-year', '/none/tags']) {
      const html = page(route);
      assert.equal(sidebarOf(html), undefined, route);
      assert.doesNotMatch(html, /blog-layout/, route);
      assert.match(html, /<main><div class="container blog-/, route);
    }
    assert.equal(globalDataOf(page('/none'), 'none').sidebar, undefined);
  });
});

test('blogSidebarTitle and a count of 2', () => {
  assert.deepEqual(sidebarOf(page('/titled/tags/news')), { title: 'Latest writing', years: ['2024'], links: linksOf('titled', POSTS.slice(0, 2)) });
});

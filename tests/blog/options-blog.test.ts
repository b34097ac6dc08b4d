/**
 * The blog options Docusaurus 3.10 has that the blog once refused: `processBlogPosts`,
 * `readingTime`, `truncateMarker`, `sortPosts: 'ascending'`, `pageBasePath`, the route component
 * options, `showLastUpdateTime` / `showLastUpdateAuthor` and `feedOptions.createFeedItems`; and the
 * authors list page, which Docusaurus emits whenever the authors map has authors (none with a page here).
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { blogOptionsSchema } from '../../plugins/blog/options.ts';
import type { BuildResult } from '../../src/core/build.ts';
import { buildSite, removeDir } from '../support/fixture-site.ts';
import { builtRoutes, listItemLinks } from './built-html.ts';
import { COMMIT_AUTHOR, post, writeSite } from './options-fixture.ts';

const CONFIG = `
module.exports = {
  title: 'Tide Log',
  url: 'https://tides.example.net',
  baseUrl: '/',
  presets: [
    [
      'classic',
      {
        docs: false,
        blog: {
          postsPerPage: 2,
          pageBasePath: 'leaf',
          sortPosts: 'ascending',
          truncateMarker: /<!--\\s*more\\s*-->/,
          readingTime: ({ content, frontMatter, defaultReadingTime, locale }) =>
            frontMatter.no_reading_time ? undefined : defaultReadingTime({ content, locale, options: { wordsPerMinute: 5 } }),
          processBlogPosts: async ({ blogPosts }) =>
            blogPosts
              .filter((blogPost) => !blogPost.metadata.frontMatter.secret)
              .map((blogPost) =>
                blogPost.metadata.title === 'Neap'
                  ? { ...blogPost, metadata: { ...blogPost.metadata, title: 'Neap (revised)' } }
                  : blogPost,
              ),
          showLastUpdateTime: true,
          showLastUpdateAuthor: true,
          blogArchiveComponent: '@site/src/components/TideArchive',
          onUntruncatedBlogPosts: 'ignore',
          feedOptions: {
            type: 'rss',
            createFeedItems: async ({ blogPosts, siteConfig, outDir, defaultCreateFeedItems }) => {
              const items = await defaultCreateFeedItems({ blogPosts: blogPosts.slice(0, 2), siteConfig, outDir });
              return items.map((item) => ({ ...item, title: siteConfig.title + ': ' + item.title }));
            },
          },
        },
      },
    ],
  ],
};
`;

const ARCHIVE_COMPONENT = `
export default function TideArchive({ archive }) {
  const data = archive.default ?? archive;
  return <main id="tide-archive">Custom archive of {data.years.length} year</main>;
}
`;

let siteDir: string;
let result: BuildResult;

before(async () => {
  siteDir = await writeSite('blog-options', {
    'docusaurus.config.js': CONFIG,
    'src/pages/index.md': '# Tide Log\n',
    'src/components/TideArchive.jsx': ARCHIVE_COMPONENT,
    'blog/authors.yml': 'clerk:\n  name: Harbour Clerk\n  title: Keeps the log\n',
    'blog/2024-01-01-spring.md': post(
      { title: 'Spring', authors: 'clerk' },
      'Spring tides run high today.\n\n<!-- more -->\n\nThe rest of the spring entry, after the marker.',
    ),
    'blog/2024-02-01-neap.md': post({ title: 'Neap' }, 'Neap tides run low.'),
    'blog/2024-03-01-secret.md': post({ title: 'Secret', secret: 'true' }, 'Nobody reads this.'),
    'blog/2024-04-01-ebb.md': post({ title: 'Ebb', no_reading_time: 'true' }, 'The tide ebbs.'),
  });
  result = await buildSite(siteDir);
});
after(() => removeDir(siteDir));

const html = (route: string) => readFileSync(join(result.outDir, route, 'index.html'), 'utf8');

test('processBlogPosts filters posts and its changes to a post (a new object) are kept', () => {
  assert.ok(!builtRoutes(result.outDir, '/blog').includes('/blog/2024/03/01/secret'));
  assert.match(html('/blog/2024/02/01/neap'), /<h1[^>]*>Neap \(revised\)<\/h1>/);
});

test("sortPosts 'ascending' lists the oldest first, and pageBasePath names the list's pages", () => {
  assert.deepEqual(listItemLinks(html('/blog')), ['/blog/2024/01/01/spring', '/blog/2024/02/01/neap']);
  assert.deepEqual(listItemLinks(html('/blog/leaf/2')), ['/blog/2024/04/01/ebb']);
  assert.ok(!existsSync(join(result.outDir, 'blog/page/2')));
});

test('truncateMarker: a list shows the text before the site’s marker, the post all of it', () => {
  const list = html('/blog');
  assert.match(list, /Spring tides run high today\./);
  assert.doesNotMatch(list, /after the marker/);
  assert.match(html('/blog/2024/01/01/spring'), /The rest of the spring entry, after the marker\./);
});

test('readingTime: its minutes show, and undefined shows none', () => {
  // 15 words (the marker's "more" among them) at the 5 words a minute the function asks the default for.
  assert.match(html('/blog/2024/01/01/spring'), /3 min read/);
  assert.doesNotMatch(html('/blog/2024/04/01/ebb'), /min read/);
});

test('showLastUpdateTime / showLastUpdateAuthor show the last commit on each post', () => {
  assert.match(html('/blog/2024/02/01/neap'), new RegExp(`Last updated.*May 6, 2024.*${COMMIT_AUTHOR}`));
});

test("blogArchiveComponent: the archive route renders the site's component", () => {
  assert.match(html('/blog/archive'), /<main id="tide-archive">Custom archive of <!-- -->1<!-- --> year<\/main>/);
});

test('the authors list page exists whenever the authors map has authors, with or without pages', () => {
  const page = html('/blog/authors');
  assert.match(page, /Harbour Clerk/);
  assert.match(page, /Keeps the log/);
});

test("createFeedItems makes the feed's items, from the posts in Docusaurus's shape and the default items", () => {
  const rss = readFileSync(join(result.outDir, 'blog/rss.xml'), 'utf8');
  const titles = [...rss.matchAll(/<item>\s*<title><!\[CDATA\[(.*?)\]\]><\/title>/g)].map((match) => match[1]);
  assert.deepEqual(titles, ['Tide Log: Spring', 'Tide Log: Neap (revised)']);
  assert.match(rss, /<link>https:\/\/tides\.example\.net\/blog\/2024\/01\/01\/spring<\/link>/);
});

test('editLocalizedFiles is taken (off unless set); a sortPosts value Docusaurus has not is an error', () => {
  assert.equal(blogOptionsSchema.parse({ editLocalizedFiles: true }).editLocalizedFiles, true);
  assert.equal(blogOptionsSchema.parse({}).editLocalizedFiles, false);
  assert.ok(!blogOptionsSchema.safeParse({ sortPosts: 'random' }).success);
});

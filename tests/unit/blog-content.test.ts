/** The blog plugin's pure parts: file names, dates, tags, pagination, reading time, descriptions. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { pageDataBuilders } from '../../plugins/blog/page-data-builders.ts';
import { paginate } from '../../plugins/blog/pagination.ts';
import { formatPostDate, parsePostDate } from '../../plugins/blog/post-date.ts';
import { parsePostFileName } from '../../plugins/blog/post-file-name.ts';
import { firstParagraphText, readingTimeMinutes } from '../../plugins/blog/post-text.ts';
import { blogRoutePaths } from '../../plugins/blog/route-paths.ts';
import { groupPostsByTag, resolvePostTags, type TagsMap } from '../../plugins/blog/tags.ts';
import type { BlogPost } from '../../plugins/blog/types.ts';

describe('post file names (Docusaurus rules)', () => {
  test('dated file, dated folder with index, date folders, undated', () => {
    assert.deepEqual(parsePostFileName('2023-11-28-launch.mdx'), { dateText: '2023-11-28', name: 'launch', slug: '/2023/11/28/launch' });
    assert.deepEqual(parsePostFileName('2023-11-28-launch/index.mdx'), { dateText: '2023-11-28', name: 'launch', slug: '/2023/11/28/launch' });
    assert.deepEqual(parsePostFileName('2022/03/11/launch.md'), { dateText: '2022/03/11', name: 'launch', slug: '/2022/03/11/launch' });
    assert.deepEqual(parsePostFileName('launch.mdx'), { name: 'launch', slug: '/launch' });
    assert.deepEqual(parsePostFileName('guides/intro/index.mdx'), { name: 'guides/intro', slug: '/guides/intro' });
  });
});

describe('post dates', () => {
  test('calendar dates are midnight UTC; impossible dates are rejected', () => {
    assert.equal(parsePostDate('2023-11-28')?.toISOString(), '2023-11-28T00:00:00.000Z');
    assert.equal(parsePostDate('2023-1-7')?.toISOString(), '2023-01-07T00:00:00.000Z');
    assert.equal(parsePostDate('2022/03/11')?.toISOString(), '2022-03-11T00:00:00.000Z');
    assert.equal(parsePostDate('2023-02-30'), undefined);
    assert.equal(parsePostDate('2023-13-01'), undefined);
    assert.equal(parsePostDate('yesterday'), undefined);
    assert.equal(parsePostDate(20231128), undefined);
  });

  test('date and time, with or without a zone', () => {
    assert.equal(parsePostDate('2023-11-28T10:30:00Z')?.toISOString(), '2023-11-28T10:30:00.000Z');
    assert.equal(parsePostDate('2023-11-28 10:30:00')?.toISOString(), '2023-11-28T10:30:00.000Z');
    assert.equal(parsePostDate('2023-11-28T10:30:00+02:00')?.toISOString(), '2023-11-28T08:30:00.000Z');
    assert.equal(parsePostDate(new Date('2023-11-28T00:00:00Z'))?.toISOString(), '2023-11-28T00:00:00.000Z');
  });

  test('formatted in English, in UTC', () => {
    assert.equal(formatPostDate(new Date('2023-11-28T00:00:00Z')), 'November 28, 2023');
  });
});

describe('tags', () => {
  const tagsRoute = blogRoutePaths('/blog').tags;
  const permalinks = (labels: string[]) => resolvePostTags({ tags: labels }, undefined, tagsRoute).tags.map((t) => t.permalink);

  test('permalinks are lodash kebabCase of the label, as in Docusaurus 3', () => {
    assert.deepEqual(permalinks(['state machine', 'XState', 'xstate v5', 'useReducer', 'AI']), [
      '/blog/tags/state-machine',
      '/blog/tags/x-state',
      '/blog/tags/xstate-v-5',
      '/blog/tags/use-reducer',
      '/blog/tags/ai',
    ]);
  });

  test('a post lists a tag once even when written twice in different case', () => {
    assert.deepEqual(permalinks(['Stately', 'stately']), ['/blog/tags/stately']);
  });

  test('the tags map: labels, permalinks, descriptions; tags outside it are reported', () => {
    const tagsMap: TagsMap = new Map([['state-machine', { label: 'State machine', permalink: 'state-machine', description: 'About machines' }]]);
    const { tags, notInTagsMap } = resolvePostTags({ tags: ['state-machine', 'state machine', 'React'] }, tagsMap, tagsRoute);
    assert.deepEqual(tags, [
      { label: 'State machine', permalink: '/blog/tags/state-machine', description: 'About machines' },
      { label: 'React', permalink: '/blog/tags/react' },
    ]);
    assert.deepEqual(notInTagsMap, ['state machine', 'React']);
  });

  test('grouping: case variants share a page labelled by the newest post; unlisted posts are not counted', () => {
    const post = (name: string, labels: string[], unlisted = false) =>
      ({ path: `/blog/${name}`, unlisted, tags: resolvePostTags({ tags: labels }, undefined, tagsRoute).tags }) as BlogPost;
    const groups = groupPostsByTag([post('c', ['React']), post('b', ['react', 'zod'], true), post('a', ['react'])]);
    assert.deepEqual(
      groups.map((g) => [g.label, g.path, g.posts.length, g.listedPosts.length]),
      [
        ['React', '/blog/tags/react', 3, 2],
        ['zod', '/blog/tags/zod', 1, 0],
      ],
    );
  });
});

describe('pagination', () => {
  test('92 posts, 10 a page: 10 pages, the last with 2, linked newer/older', () => {
    const pages = paginate(
      Array.from({ length: 92 }, (_, i) => i),
      10,
      '/blog',
    );
    assert.equal(pages.length, 10);
    assert.deepEqual(pages.map((p) => p.path).slice(0, 3), ['/blog', '/blog/page/2', '/blog/page/3']);
    assert.equal(pages[9].items.length, 2);
    assert.deepEqual([pages[0].newerPath, pages[0].olderPath], [undefined, '/blog/page/2']);
    assert.deepEqual([pages[9].newerPath, pages[9].olderPath], ['/blog/page/9', undefined]);
  });

  test('an empty list still has its first page', () => {
    assert.deepEqual(
      paginate([], 10, '/blog/tags/x').map((p) => [p.path, p.items.length]),
      [['/blog/tags/x', 0]],
    );
  });
});

describe('post text', () => {
  test('reading time: words / 200, rounded up, at least one minute; imports do not count', () => {
    assert.equal(readingTimeMinutes('Short.', 200), 1);
    assert.equal(readingTimeMinutes(Array(401).fill('word').join(' '), 200), 3);
    assert.equal(readingTimeMinutes(`import X from './x';\n${Array(200).fill('word').join(' ')}`, 200), 1);
  });

  test('the first paragraph as plain text, skipping imports, headings and JSX', () => {
    const body = "import X from './x';\n\n# Title\n\n<X />\n\nA [linked](https://x.dev) **bold** `code`\nline.\n\nSecond paragraph.";
    assert.equal(firstParagraphText(body), 'A linked bold code line.');
  });
});

describe('newer/older post links', () => {
  const post = (name: string, title: string, date: string) => ({ path: `/blog/${name}`, title, date: new Date(date) }) as BlogPost;
  const posts = [post('b', 'Minor improvements', '2023-07-18'), post('a', 'Launch day', '2023-06-01'), post('c', ' minor   Improvements', '2023-05-17')];
  const { postLink } = pageDataBuilders('/', posts, true);

  test('a link to a post whose title another post shares carries its date', () => {
    assert.deepEqual(postLink(posts[0]), {
      title: 'Minor improvements',
      permalink: '/blog/b',
      date: '2023-07-18T00:00:00.000Z',
      formattedDate: formatPostDate(new Date('2023-07-18')),
    });
    assert.equal(postLink(posts[2])?.formattedDate, formatPostDate(new Date('2023-05-17')), 'case and spacing aside');
  });

  test('a link to a post with a title of its own has none', () => {
    assert.deepEqual(postLink(posts[1]), { title: 'Launch day', permalink: '/blog/a' });
    assert.equal(postLink(undefined), undefined);
  });
});

/**
 * How the blog's content becomes the data its theme components receive (page-data.ts): post
 * summaries, list items with their content modules, pagination links. Permalinks get the base URL.
 */
import { withBaseUrl } from '../../src/core/index.ts';
import type { BlogAuthorData, BlogListItem, BlogPaginationData, BlogPostLink, BlogPostSummary } from './page-data.ts';
import type { Page } from './pagination.ts';
import { formatPostDate, type DateLocale } from './post-date.ts';
import type { BlogPost } from './types.ts';

/** A list's posts as data, and the route modules holding their content. */
export interface ListItems {
  items: BlogListItem[];
  modules: Record<string, string>;
}

export interface PageDataBuilders {
  /** A site path as the browser addresses it (with the base URL). */
  link(path: string): string;
  summary(post: BlogPost): BlogPostSummary;
  /** An author as the theme gets them: their page as a permalink. */
  author(author: BlogAuthorData): BlogAuthorData;
  postLink(post: BlogPost | undefined): BlogPostLink | undefined;
  listItems(posts: BlogPost[]): ListItems;
  pagination(page: Page<BlogPost>): BlogPaginationData;
}

/** Titles that more than one of the posts carries (compared as a reader would: case and spacing aside). */
function sharedTitles(posts: BlogPost[]): Set<string> {
  const counts = new Map<string, number>();
  for (const post of posts) counts.set(titleKey(post.title), (counts.get(titleKey(post.title)) ?? 0) + 1);
  return new Set([...counts].filter(([, count]) => count > 1).map(([key]) => key));
}

const titleKey = (title: string) => title.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * `posts`: every post of the blog, so links to posts that share a title can carry their date;
 * `showReadingTime`: the blog's option: without it, posts carry no reading time and the theme
 * shows none (as Docusaurus).
 */
/** @param dateLocale the language and calendar of the locale being built (its dates) */
export function pageDataBuilders(baseUrl: string, posts: BlogPost[], showReadingTime: boolean, dateLocale?: DateLocale): PageDataBuilders {
  const link = (path: string) => withBaseUrl(baseUrl, path);
  const ambiguousTitles = sharedTitles(posts);

  const author = (data: BlogAuthorData): BlogAuthorData => (data.page ? { ...data, page: link(data.page) } : data);

  const summary = (post: BlogPost): BlogPostSummary => ({
    title: post.title,
    permalink: link(post.path),
    date: post.date.toISOString(),
    formattedDate: formatPostDate(post.date, dateLocale),
    ...(showReadingTime ? { readingTimeMinutes: post.readingTimeMinutes } : {}),
    description: post.description,
    authors: post.authors.map(author),
    tags: post.tags.map((tag) => ({ label: tag.label, permalink: link(tag.permalink) })),
    truncated: post.hasTruncateMarker,
  });

  const listItems = (posts: BlogPost[]): ListItems => {
    const modules: Record<string, string> = {};
    const items = posts.map((post, index) => {
      const contentModule = `item${index}`;
      // Without a truncate marker the list shows the whole post: reuse the post's own module.
      modules[contentModule] = post.hasTruncateMarker ? `${post.source}?excerpt` : post.source;
      return { ...summary(post), contentModule };
    });
    return { items, modules };
  };

  return {
    link,
    summary,
    author,
    listItems,
    postLink: (post) => {
      if (!post) return undefined;
      const postLink: BlogPostLink = { title: post.title, permalink: link(post.path) };
      if (ambiguousTitles.has(titleKey(post.title))) {
        postLink.date = post.date.toISOString();
        postLink.formattedDate = formatPostDate(post.date, dateLocale);
      }
      return postLink;
    },
    pagination: (page) => ({
      page: page.page,
      totalPages: page.totalPages,
      totalPosts: page.totalItems,
      permalink: link(page.path),
      newerPermalink: page.newerPath && link(page.newerPath),
      olderPermalink: page.olderPath && link(page.olderPath),
    }),
  };
}

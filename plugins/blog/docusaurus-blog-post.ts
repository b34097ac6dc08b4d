/**
 * Posts in the shape Docusaurus's blog hands to a site's functions (`processBlogPosts`,
 * `feedOptions.createFeedItems`): `{ id, metadata: { permalink, source, title, description, date,
 * tags, authors, frontMatter, ... }, content }`, permalinks with the base URL, `source` as
 * `@site/...`. Only made when a site gives one of those functions, so a blog without them pays
 * nothing; a post's Markdown `content` is read from its file only when a function reads it.
 */
import { readFileSync } from 'node:fs';
import type { Item as FeedItem } from 'feed';
import { parseFrontMatter, SiteError, withBaseUrl, type SiteConfig } from '../../src/core/index.ts';
import type { BlogAuthorData } from './page-data.ts';
import type { BlogPost, BlogPostTag } from './types.ts';

export interface DocusaurusBlogPostTag {
  label: string;
  /** With the base URL. */
  permalink: string;
  description?: string;
}

export interface DocusaurusBlogPostAuthor {
  key?: string;
  name?: string;
  title?: string;
  url?: string;
  imageURL?: string;
  email?: string;
  /** Platform -> profile URL. */
  socials?: Record<string, string>;
  page: { permalink: string } | null;
}

export interface DocusaurusBlogPostMetadata {
  permalink: string;
  editUrl?: string;
  source: string;
  title: string;
  description: string;
  date: Date;
  tags: DocusaurusBlogPostTag[];
  readingTime?: number;
  hasTruncateMarker: boolean;
  authors: DocusaurusBlogPostAuthor[];
  frontMatter: Record<string, unknown>;
  unlisted: boolean;
  lastUpdatedAt?: number;
  lastUpdatedBy?: string;
}

export interface DocusaurusBlogPost {
  /** The post's slug. */
  id: string;
  metadata: DocusaurusBlogPostMetadata;
  /** The Markdown after the front matter. */
  content: string;
}

export type ProcessBlogPostsFunction = (args: {
  blogPosts: DocusaurusBlogPost[];
}) => Promise<DocusaurusBlogPost[] | undefined> | DocusaurusBlogPost[] | undefined;

export interface ReadingTimeArgs {
  content: string;
  frontMatter: Record<string, unknown>;
  locale: string;
  /** Our reading time of `content` (the blog's `wordsPerMinute`); `options.wordsPerMinute` overrides it. */
  defaultReadingTime: (args: { content: string; locale?: string; options?: { wordsPerMinute?: number } }) => number;
}
export type ReadingTimeFunction = (args: ReadingTimeArgs) => number | undefined;

export interface CreateFeedItemsArgs {
  blogPosts: DocusaurusBlogPost[];
  siteConfig: SiteConfig;
  outDir: string;
}
export type CreateFeedItemsFunction = (
  args: CreateFeedItemsArgs & { defaultCreateFeedItems: (args: CreateFeedItemsArgs) => Promise<FeedItem[]> },
) => Promise<FeedItem[]> | FeedItem[];

/** What the conversion needs of the blog. */
export interface BlogPostShapeContext {
  baseUrl: string;
  editUrlOf(post: BlogPost): string | undefined;
}

/** Our post in Docusaurus's shape; `postOf` finds our post again from it (see shapedPosts). */
function toDocusaurusBlogPost(post: BlogPost, context: BlogPostShapeContext): DocusaurusBlogPost {
  const link = (path: string) => withBaseUrl(context.baseUrl, path);
  const metadata: DocusaurusBlogPostMetadata = {
    permalink: link(post.path),
    editUrl: context.editUrlOf(post),
    source: `@site/${post.siteRelativeSource}`,
    title: post.title,
    description: post.description,
    date: post.date,
    tags: post.tags.map((tag) => ({ label: tag.label, permalink: link(tag.permalink), description: tag.description })),
    readingTime: post.readingTimeMinutes,
    hasTruncateMarker: post.hasTruncateMarker,
    authors: post.authors.map((author) => toDocusaurusAuthor(author, link)),
    frontMatter: post.frontMatter,
    unlisted: post.unlisted,
    lastUpdatedAt: post.lastUpdatedAt,
    lastUpdatedBy: post.lastUpdatedBy,
  };
  const shaped = { id: post.id, metadata } as DocusaurusBlogPost;
  // Read when asked for: most functions look at the metadata alone.
  let content: string | undefined;
  Object.defineProperty(shaped, 'content', {
    enumerable: true,
    get: () => (content ??= parseFrontMatter(post.source, readFileSync(post.source, 'utf8')).body),
    set: (value: string) => {
      content = value;
    },
  });
  return shaped;
}

function toDocusaurusAuthor(author: BlogAuthorData, link: (path: string) => string): DocusaurusBlogPostAuthor {
  return {
    key: author.key,
    name: author.name,
    title: author.title,
    url: author.url,
    imageURL: author.imageUrl,
    email: author.email,
    socials: author.socials && Object.fromEntries(author.socials.map((social) => [social.platform, social.url])),
    page: author.page ? { permalink: link(author.page) } : null,
  };
}

/** Posts in Docusaurus's shape, and a way back to ours from each (by object, else by id or permalink). */
export function shapedPosts(posts: BlogPost[], context: BlogPostShapeContext) {
  const shaped = posts.map((post) => toDocusaurusBlogPost(post, context));
  const byObject = new Map<DocusaurusBlogPost, BlogPost>(shaped.map((item, index) => [item, posts[index]]));
  const byKey = new Map<string, BlogPost>();
  for (const [index, item] of shaped.entries()) {
    byKey.set(`id:${item.id}`, posts[index]);
    byKey.set(`permalink:${item.metadata.permalink}`, posts[index]);
  }
  const postOf = (item: DocusaurusBlogPost | undefined): BlogPost | undefined =>
    item && (byObject.get(item) ?? byKey.get(`permalink:${item.metadata?.permalink}`) ?? byKey.get(`id:${item.id}`));
  return { shaped, postOf };
}

/**
 * Runs the site's `processBlogPosts`: a returned list replaces the posts (in its order), with the
 * changes it made to each post's title, description, date, tags and `unlisted` taken over;
 * undefined keeps them as they were (Docusaurus). A returned post that is none of the blog's is an
 * error naming the config file.
 */
export async function applyProcessBlogPosts(
  posts: BlogPost[],
  processBlogPosts: ProcessBlogPostsFunction,
  context: BlogPostShapeContext & { configFile: string },
): Promise<BlogPost[]> {
  const { shaped, postOf } = shapedPosts(posts, context);
  const result = await processBlogPosts({ blogPosts: shaped });
  if (!Array.isArray(result)) return posts;
  return result.map((item) => {
    const post = postOf(item);
    if (!post)
      throw new SiteError(
        `the blog's processBlogPosts returned a post that is not one of the blog's (id ${JSON.stringify(item?.id)}): it may filter, sort and change posts, not add new ones`,
        context.configFile,
      );
    const { metadata } = item;
    return {
      ...post,
      title: metadata.title,
      description: metadata.description,
      date: metadata.date instanceof Date ? metadata.date : new Date(metadata.date),
      unlisted: metadata.unlisted,
      tags: metadata.tags.map(
        (tag): BlogPostTag => ({ label: tag.label, permalink: withoutBaseUrl(tag.permalink, context.baseUrl), description: tag.description }),
      ),
    };
  });
}

/** A permalink as a site path (the plugin keeps paths without the base URL). */
export function withoutBaseUrl(permalink: string, baseUrl: string): string {
  return baseUrl !== '/' && permalink.startsWith(baseUrl) ? `/${permalink.slice(baseUrl.length)}` : permalink;
}

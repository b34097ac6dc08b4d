/**
 * The blog plugin's options: Docusaurus 3's names and defaults (`@docusaurus/plugin-content-blog`),
 * normalized to what the plugin uses. An option Docusaurus has and this plugin does not honour is
 * refused by name (never dropped in silence).
 */
import { z } from 'zod';
import { markdownPluginOptions, TRUNCATE_MARKER } from '../../src/core/index.ts';
import type { CreateFeedItemsFunction, ProcessBlogPostsFunction, ReadingTimeFunction } from './docusaurus-blog-post.ts';

/** What Docusaurus passes to a blog `editUrl` function. */
export interface BlogEditUrlParams {
  blogDirPath: string;
  blogPath: string;
  permalink: string;
  locale: string;
}
export type BlogEditUrlFunction = (params: BlogEditUrlParams) => string | undefined;

const FEED_TYPES = ['rss', 'atom', 'json'] as const;
type FeedType = (typeof FEED_TYPES)[number];

/** A function option, checked to be one and typed as Docusaurus types it. */
const functionOption = <F>(shape: string) => z.custom<F>((value) => typeof value === 'function', `a function ${shape}`).optional();
const countOrAll = z.union([z.number().int().nonnegative(), z.literal('ALL')]);
const problemPolicy = z.enum(['ignore', 'log', 'warn', 'throw']);

/**
 * A feed's XSLT stylesheet, as Docusaurus takes it: true for the built-in one, a file (with a CSS
 * file of the same name beside it) relative to the blog folder, or false/null for none.
 */
const xsltFile = z.union([z.string().min(1), z.boolean(), z.null()]).optional();
/** `true`, `false`/`null`, or `{ rss, atom }`, normalized to a choice per feed. */
const xsltOptionSchema = z
  .union([z.boolean(), z.null(), z.strictObject({ rss: xsltFile, atom: xsltFile })])
  .optional()
  .transform((value): Record<'rss' | 'atom', FeedStylesheet> => {
    const choose = (file: string | boolean | null | undefined): FeedStylesheet => (typeof file === 'string' ? { file } : file ? 'built-in' : null);
    if (value === undefined || value === null || typeof value === 'boolean') return { rss: choose(value), atom: choose(value) };
    return { rss: choose(value.rss), atom: choose(value.atom) };
  });
/** The stylesheet a feed names: the blog plugin's own, a site's file, or none. */
export type FeedStylesheet = 'built-in' | { file: string } | null;

const feedOptionsSchema = z
  .strictObject({
    /** 'rss', 'atom', 'json', 'all', a list of them, or null (no feeds). */
    type: z.union([z.enum([...FEED_TYPES, 'all']), z.array(z.enum(FEED_TYPES)), z.null()]).default(['rss', 'atom']),
    title: z.string().optional(),
    description: z.string().optional(),
    copyright: z.string().default(''),
    language: z.string().optional(),
    /** How many of the newest posts a feed holds; false or null: all. */
    limit: z.union([z.number().int().positive(), z.literal(false), z.null()]).default(20),
    xslt: xsltOptionSchema,
    /** Makes the feeds' items (Docusaurus's argument shape; `defaultCreateFeedItems` gives ours). */
    createFeedItems: functionOption<CreateFeedItemsFunction>('({ blogPosts, siteConfig, outDir, defaultCreateFeedItems }) => items'),
  })
  .prefault({});

export const blogOptionsSchema = z
  .strictObject({
    id: z
      .string()
      .regex(/^[\w-]+$/, 'letters, digits, "_" and "-" only')
      .default('default'),
    /** The posts' folder, relative to the site. */
    path: z.string().default('blog'),
    /** Where the blog lives on the site. */
    routeBasePath: z.string().default('blog'),
    tagsBasePath: z.string().default('tags'),
    /** The authors' pages, under the blog. */
    authorsBasePath: z.string().default('authors'),
    /** The archive page's path under the blog, or null for none. */
    archiveBasePath: z.union([z.string(), z.null()]).default('archive'),
    /** Post files, as globs relative to the posts' folder. */
    include: z.array(z.string()).default(['**/*.{md,mdx}']),
    exclude: z.array(z.string()).default(['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**', '**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**']),
    postsPerPage: countOrAll.default(10),
    blogTitle: z.string().default('Blog'),
    blogDescription: z.string().default('Blog'),
    /** How many recent posts the blog sidebar lists (read by the theme from the blog's global data). */
    blogSidebarCount: countOrAll.default(5),
    blogSidebarTitle: z.string().default('Recent posts'),
    showReadingTime: z.boolean().default(true),
    /** Extension: words per minute for the reading time. */
    wordsPerMinute: z.number().positive().default(200),
    /** Authors map (YAML or JSON), relative to the posts' folder. */
    authorsMapPath: z.string().default('authors.yml'),
    /** Predefined tags file (YAML or JSON), relative to the posts' folder; null or false: none. */
    tags: z.union([z.string(), z.null(), z.literal(false)]).default('tags.yml'),
    /** What to do with a tag missing from the tags file (only when the file exists). */
    onInlineTags: problemPolicy.default('warn'),
    /** What to do with a post naming an author that is not a key of the authors map. */
    onInlineAuthors: problemPolicy.default('warn'),
    /** What to do with posts lacking a truncate marker (their whole text shows in lists). */
    onUntruncatedBlogPosts: problemPolicy.default('warn'),
    /** Base of "Edit this page" links (the post's path under the site is appended), or a function of the post. */
    editUrl: z
      .union([
        z.string(),
        z.custom<BlogEditUrlFunction>((value) => typeof value === 'function', 'a string or a function ({ blogDirPath, blogPath, permalink, locale }) => url'),
      ])
      .optional(),
    /** In a translated locale, edit links of translated posts point at the translation (i18n/<locale>/...). */
    editLocalizedFiles: z.boolean().default(false),
    feedOptions: feedOptionsSchema,
    ...markdownPluginOptions,
    // The route components (any module a route can name: '@theme/...', '@site/...', a package).
    blogListComponent: z.string().default('@theme/BlogListPage'),
    blogPostComponent: z.string().default('@theme/BlogPostPage'),
    blogTagsListComponent: z.string().default('@theme/BlogTagsListPage'),
    blogTagsPostsComponent: z.string().default('@theme/BlogTagsPostsPage'),
    blogArchiveComponent: z.string().default('@theme/BlogArchivePage'),
    blogAuthorsListComponent: z.string().default('@theme/BlogAuthorsListPage'),
    blogAuthorsPostsComponent: z.string().default('@theme/BlogAuthorsPostsPage'),
    /** Where a post's excerpt ends (blog lists show the text before it). */
    truncateMarker: z.instanceof(RegExp, { error: 'a regular expression' }).default(TRUNCATE_MARKER),
    /** A post's reading time in minutes; undefined for none (Docusaurus's argument shape). */
    readingTime: functionOption<ReadingTimeFunction>('({ content, frontMatter, defaultReadingTime, locale }) => minutes'),
    /** Filters, sorts or changes the posts once read (a returned list replaces them; undefined keeps them). */
    processBlogPosts: functionOption<ProcessBlogPostsFunction>('({ blogPosts }) => blogPosts | undefined'),
    sortPosts: z.enum(['descending', 'ascending']).default('descending'),
    /** The segment before a list page's number: /blog/page/2. */
    pageBasePath: z.string().default('page'),
    /** "Last updated" on posts, from git (as docs). */
    showLastUpdateTime: z.boolean().default(false),
    showLastUpdateAuthor: z.boolean().default(false),
  })
  .transform((options) => {
    const { feedOptions, ...rest } = options;
    const types: FeedType[] =
      feedOptions.type === null ? [] : feedOptions.type === 'all' ? [...FEED_TYPES] : Array.isArray(feedOptions.type) ? feedOptions.type : [feedOptions.type];
    return {
      ...rest,
      postsPerPage: options.postsPerPage === 'ALL' ? Number.MAX_SAFE_INTEGER : options.postsPerPage,
      feed: {
        types,
        title: feedOptions.title,
        description: feedOptions.description,
        copyright: feedOptions.copyright,
        limit: feedOptions.limit || Number.MAX_SAFE_INTEGER,
        stylesheets: feedOptions.xslt,
        createFeedItems: feedOptions.createFeedItems,
      },
    };
  });

export type BlogOptions = z.output<typeof blogOptionsSchema>;

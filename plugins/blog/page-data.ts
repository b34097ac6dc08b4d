/**
 * The JSON data modules the blog's routes hand to the theme (see routes.ts), and the Markdown
 * module shape. Types only: the theme imports them without pulling node code into the bundle.
 * Permalinks include the site's base URL; dates are formatted here so the server and the browser
 * render the same text.
 */
import type { AuthorSocial } from './author-socials.ts';

/** A compiled Markdown module as a route component receives it. */
export interface MarkdownModule {
  default: (props: Record<string, unknown>) => unknown;
  frontMatter: Record<string, unknown>;
  toc: Array<{ value: string; id: string; level: number }>;
}

export interface BlogAuthorData {
  key?: string;
  name: string;
  title?: string;
  url?: string;
  imageUrl?: string;
  /** The author's page (authors map `page`): a site path in the plugin, a permalink in page data. */
  page?: string;
  /** Linked as `mailto:` when there is neither a page nor a URL (as Docusaurus). */
  email?: string;
  /** Profile links, normalized (author-socials.ts). */
  socials?: AuthorSocial[];
}

/** An author with the number of listed posts naming them. */
export interface BlogAuthorSummary extends BlogAuthorData {
  count: number;
}

/** /blog/authors */
export interface BlogAuthorsListPageData {
  blogTitle: string;
  authors: BlogAuthorSummary[];
}

/** /blog/authors/{author}, /blog/authors/{author}/page/{n} */
export interface BlogAuthorPageData {
  author: BlogAuthorSummary;
  allAuthorsPermalink: string;
  pagination: BlogPaginationData;
  items: BlogListItem[];
}

export interface BlogTagLink {
  label: string;
  permalink: string;
}

export interface BlogTagSummary extends BlogTagLink {
  /** Listed posts with this tag. */
  count: number;
  description?: string;
}

/** What every view shows of a post: header, meta line and links. */
export interface BlogPostSummary {
  title: string;
  permalink: string;
  /** ISO date (for <time dateTime>). */
  date: string;
  /** "November 28, 2023". */
  formattedDate: string;
  /** Absent when the blog's showReadingTime is off. */
  readingTimeMinutes?: number;
  description: string;
  authors: BlogAuthorData[];
  tags: BlogTagLink[];
  /** The post has a truncate marker, so list pages show only its excerpt. */
  truncated: boolean;
}

export interface BlogListItem extends BlogPostSummary {
  /** Name of the route module holding this item's content (its excerpt, or the whole post). */
  contentModule: string;
}

export interface BlogPaginationData {
  page: number;
  totalPages: number;
  totalPosts: number;
  permalink: string;
  newerPermalink?: string;
  olderPermalink?: string;
}

/** /blog, /blog/page/{n} */
export interface BlogListPageData {
  blogTitle: string;
  blogDescription: string;
  pagination: BlogPaginationData;
  items: BlogListItem[];
}

export interface BlogPostLink {
  title: string;
  permalink: string;
  /**
   * Set when another post has the same title ("Minor improvements" every few weeks): the post's
   * date tells the links apart. ISO date and its display form.
   */
  date?: string;
  formattedDate?: string;
}

/** A post's own page. */
export interface BlogPostPageData {
  post: BlogPostSummary & {
    keywords?: string[];
    image?: string;
    hideTableOfContents: boolean;
    /** Built, but kept out of lists, feeds and search engines. */
    unlisted: boolean;
    editUrl?: string;
    /** From git, when the blog's showLastUpdateTime / showLastUpdateAuthor ask for them. */
    lastUpdatedAt?: number;
    lastUpdatedBy?: string;
  };
  newer?: BlogPostLink;
  older?: BlogPostLink;
}

/** /blog/tags */
export interface BlogTagsListPageData {
  blogTitle: string;
  tags: BlogTagSummary[];
}

/** /blog/tags/{tag}, /blog/tags/{tag}/page/{n} */
export interface BlogTagPageData {
  tag: BlogTagSummary & { unlisted: boolean };
  allTagsPermalink: string;
  pagination: BlogPaginationData;
  items: BlogListItem[];
}

/** One post in the blog sidebar (Docusaurus's `BlogSidebarItem`). */
export interface BlogSidebarItem {
  /** Front matter `sidebar_label`, else the post's title. */
  title: string;
  permalink: string;
  /** ISO date: the year groups read it. */
  date: string;
}

/** The blog's recent posts (Docusaurus's `BlogSidebar`): the same for every blog page, so published once, in the blog's global data. */
export interface BlogSidebarData {
  title: string;
  items: BlogSidebarItem[];
}

/** /blog/archive */
export interface BlogArchivePageData {
  blogTitle: string;
  blogDescription: string;
  years: Array<{ year: string; posts: Array<BlogPostLink & { date: string; formattedDate: string }> }>;
}

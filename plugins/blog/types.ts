/** The blog's content as loadContent produces it (node side). */
import type { BlogAuthorData, BlogSidebarData } from './page-data.ts';

/** A tag as a post carries it; `permalink` is relative to the site (no base URL). */
export interface BlogPostTag {
  label: string;
  permalink: string;
  description?: string;
}

export interface BlogPost {
  /** The post's slug (Docusaurus's post id). */
  id: string;
  /** Absolute path of the post's Markdown file. */
  source: string;
  /** Path relative to the site folder ("blog/2023-01-01-a.mdx"), for edit links. */
  siteRelativeSource: string;
  /** Site path without the base URL, e.g. "/blog/2023/01/01/a". */
  path: string;
  title: string;
  /** Front matter `sidebar_label`: the post's title in the blog sidebar. */
  sidebarLabel?: string;
  description: string;
  date: Date;
  authors: BlogAuthorData[];
  tags: BlogPostTag[];
  /** Undefined when a site's `readingTime` function gives none. */
  readingTimeMinutes: number | undefined;
  hasTruncateMarker: boolean;
  draft: boolean;
  unlisted: boolean;
  hideTableOfContents: boolean;
  keywords?: string[];
  image?: string;
  /** The front matter as written (handed to a site's functions in Docusaurus's post shape). */
  frontMatter: Record<string, unknown>;
  /** Last change from git, only when showLastUpdateTime / showLastUpdateAuthor ask for it. */
  lastUpdatedAt?: number;
  lastUpdatedBy?: string;
}

/** Posts that share a tag permalink (labels differing only in case share one page). */
export interface BlogTagGroup {
  /** Label from the newest post using the tag. */
  label: string;
  path: string;
  description?: string;
  /** All posts with the tag, newest first. */
  posts: BlogPost[];
  /** The ones shown in lists; when none, the tag page exists but is itself unlisted. */
  listedPosts: BlogPost[];
}

export interface BlogContent {
  /** Every post that is built (drafts only in development), newest first. */
  posts: BlogPost[];
  /** Posts shown in lists, tags, the archive and feeds: not unlisted. */
  listedPosts: BlogPost[];
  tags: BlogTagGroup[];
  /** The authors map's authors, in its order. */
  authors: BlogAuthorData[];
}

/** What the blog publishes for every page (`globalData['docusaurus-plugin-content-blog'][id]`): what a blog sidebar needs. */
export interface BlogGlobalData {
  blogBasePath: string;
  blogTitle: string;
  blogSidebarTitle: string;
  blogSidebarCount: number | 'ALL';
  showReadingTime: boolean;
  /** The recent posts the blog's pages show beside them; absent when there are none (`blogSidebarCount: 0`). */
  sidebar?: BlogSidebarData;
}

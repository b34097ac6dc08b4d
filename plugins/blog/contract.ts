/**
 * The blog plugin's public face to the theme: the shapes of the JSON data its routes and global
 * data hand to the browser (types only: nothing of the plugin's node side reaches the bundle). The
 * theme imports this file only (`@generator/plugins/blog/contract`; biome.jsonc's boundary rule).
 */
export type {
  BlogArchivePageData,
  BlogAuthorData,
  BlogAuthorPageData,
  BlogAuthorsListPageData,
  BlogListItem,
  BlogListPageData,
  BlogPaginationData,
  BlogPostLink,
  BlogPostPageData,
  BlogPostSummary,
  BlogSidebarData,
  BlogSidebarItem,
  BlogTagLink,
  BlogTagPageData,
  BlogTagsListPageData,
  MarkdownModule,
} from './page-data.ts';
export type { BlogGlobalData } from './types.ts';

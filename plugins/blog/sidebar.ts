/**
 * The blog sidebar's data (Docusaurus's `toBlogSidebarProp`): the `blogSidebarCount` newest listed
 * posts (`'ALL'`: every one), titled `blogSidebarTitle`; none when the count is 0 or there are no
 * posts: no sidebar. Unlike Docusaurus, unlisted posts are left out: Docusaurus puts them in the
 * data and shows each on its own page only, but this data is in every page of the site (global
 * data), and an unlisted post's address must be in no page but its own.
 */
import type { BlogSidebarData } from './page-data.ts';
import type { BlogPost } from './types.ts';

export interface BlogSidebarOptions {
  blogSidebarCount: number | 'ALL';
  blogSidebarTitle: string;
}

/**
 * @param listedPosts the listed posts, newest first
 * @param link a site path as the browser addresses it (with the base URL)
 */
export function blogSidebarData(listedPosts: BlogPost[], options: BlogSidebarOptions, link: (path: string) => string): BlogSidebarData | undefined {
  const shown = options.blogSidebarCount === 'ALL' ? listedPosts : listedPosts.slice(0, options.blogSidebarCount);
  if (shown.length === 0) return undefined;
  return {
    title: options.blogSidebarTitle,
    items: shown.map((post) => ({
      title: post.sidebarLabel ?? post.title,
      permalink: link(post.path),
      date: post.date.toISOString(),
    })),
  };
}

/**
 * `@theme/BlogSidebar/Desktop`: the recent posts as a column beside the blog page, sticky under
 * the navbar, titled with the blog's `blogSidebarTitle`. Hidden by CSS below the desktop
 * breakpoint, where the prerendered page shows it until the mobile variant takes over.
 */
import { memo } from 'react';
import BlogSidebarContent from '@theme/BlogSidebarContent';
import type { BlogSidebarData } from '@generator/plugins/blog/contract';
import { BLOG_SIDEBAR_LABEL, BlogSidebarLinks } from './blog-sidebar-items';

function BlogSidebarDesktop({ sidebar }: { sidebar: BlogSidebarData }) {
  return (
    <aside className="blog-layout__sidebar">
      <nav className="blog-sidebar blog-sidebar--desktop" aria-label={BLOG_SIDEBAR_LABEL}>
        <div className="blog-sidebar__title">{sidebar.title}</div>
        <BlogSidebarContent items={sidebar.items} ListComponent={BlogSidebarLinks} yearGroupHeadingClassName="blog-sidebar__year" />
      </nav>
    </aside>
  );
}

export default memo(BlogSidebarDesktop);

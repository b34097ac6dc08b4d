/**
 * `@theme/BlogSidebar/Mobile`: on a narrow screen the recent posts are the secondary menu of the
 * navigation drawer (as the docs sidebar is), with "← Back to main menu" above them; nothing shows
 * in the page itself.
 */
import { memo, useMemo } from 'react';
import BlogSidebarContent from '@theme/BlogSidebarContent';
import type { BlogSidebarData } from '@generator/plugins/blog/contract';
import { BLOG_SIDEBAR_LABEL, BlogSidebarLinks } from './blog-sidebar-items';
import { useNavbarSecondaryMenu } from './navbar-secondary-menu';

/** The drawer's menu; it renders inside the navbar, so it gets the sidebar as a prop. */
function BlogSidebarMobileSecondaryMenu({ sidebar }: { sidebar: BlogSidebarData }) {
  return (
    <nav className="blog-sidebar blog-sidebar--mobile" aria-label={BLOG_SIDEBAR_LABEL}>
      <BlogSidebarContent items={sidebar.items} ListComponent={BlogSidebarLinks} yearGroupHeadingClassName="blog-sidebar__year" />
    </nav>
  );
}

function BlogSidebarMobile({ sidebar }: { sidebar: BlogSidebarData }) {
  // Memoized: the drawer re-renders only when the sidebar changes.
  const menu = useMemo(() => <BlogSidebarMobileSecondaryMenu sidebar={sidebar} />, [sidebar]);
  useNavbarSecondaryMenu(menu);
  return null;
}

export default memo(BlogSidebarMobile);

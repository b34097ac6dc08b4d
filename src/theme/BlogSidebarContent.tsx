/**
 * `@theme/BlogSidebar/Content`: the sidebar's items, grouped under a heading per year when the
 * theme config's `blog.sidebar.groupByYear` is on (its default, as in Docusaurus 3), else one list.
 * Each variant (desktop, mobile) passes the list it draws.
 */
import { memo, type ComponentType } from 'react';
import { useSiteData } from '@generator/client/site-context';
import Heading from '@theme/Heading';
import type { BlogSidebarItem } from '@generator/plugins/blog/contract';
import { groupBlogSidebarItemsByYear } from './blog-sidebar-items';
import type { ThemeConfig } from './theme-config';

export interface BlogSidebarContentProps {
  items: BlogSidebarItem[];
  ListComponent: ComponentType<{ items: BlogSidebarItem[] }>;
  yearGroupHeadingClassName?: string;
}

function BlogSidebarContent({ items, ListComponent, yearGroupHeadingClassName }: BlogSidebarContentProps) {
  const { groupByYear } = (useSiteData().themeConfig as ThemeConfig).blog.sidebar;
  if (!groupByYear) return <ListComponent items={items} />;
  return (
    <>
      {groupBlogSidebarItemsByYear(items).map(([year, yearItems]) => (
        <div key={year} role="group">
          <Heading as="h3" className={yearGroupHeadingClassName}>
            {year}
          </Heading>
          <ListComponent items={yearItems} />
        </div>
      ))}
    </>
  );
}

export default memo(BlogSidebarContent);

/**
 * Every blog page's frame (Docusaurus's BlogLayout): the site's Layout and the page's one `<main>`;
 * with a blog sidebar, the recent posts (`@theme/BlogSidebar`) go beside `<main>` in a column of
 * their own, and "Skip to main content" leads past them. Without one (`blogSidebarCount: 0`, or
 * a page Docusaurus shows none on: the archive) the page is laid out as it would be with no
 * sidebar at all.
 */
import { useContext } from 'react';
import { RouteContext } from '@generator/client/route-context';
import { usePluginData } from '@generator/client/site-context';
import BlogSidebar from '@theme/BlogSidebar';
import Layout, { type LayoutProps } from '@theme/Layout';
import type { BlogGlobalData, BlogSidebarData } from '@generator/plugins/blog/contract';
import { SKIP_LINK_TARGET_ID } from './skip-link-target';

/** The sidebar of the blog whose page this is (its plugin instance's global data). */
export function useBlogSidebar(): BlogSidebarData | undefined {
  const route = useContext(RouteContext);
  return usePluginData<BlogGlobalData>(route?.plugin.name ?? '', route?.plugin.id)?.sidebar;
}

export interface BlogLayoutProps extends Omit<LayoutProps, 'className' | 'ownSkipTarget'> {
  /** Leave the sidebar out (the archive, as in Docusaurus). */
  withoutSidebar?: boolean;
}

export default function BlogLayout({ withoutSidebar, children, ...layoutProps }: BlogLayoutProps) {
  const blogSidebar = useBlogSidebar();
  const sidebar = withoutSidebar ? undefined : blogSidebar;
  const hasSidebar = Boolean(sidebar?.items.length);
  return (
    <Layout {...layoutProps} className="blog-wrapper" ownSkipTarget={hasSidebar}>
      {hasSidebar ? (
        <div className="container margin-vert--lg blog-layout">
          <BlogSidebar sidebar={sidebar} />
          <main id={SKIP_LINK_TARGET_ID} tabIndex={-1} className="blog-layout__main">
            {children}
          </main>
        </div>
      ) : (
        <main>{children}</main>
      )}
    </Layout>
  );
}

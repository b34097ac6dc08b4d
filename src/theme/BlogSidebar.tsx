/**
 * `@theme/BlogSidebar`: the blog's recent posts, beside the page on desktop and in the navigation
 * drawer on mobile; nothing without posts. The prerendered page holds the desktop variant (CSS
 * hides it on narrow screens), and the browser switches to the mobile one there, as Docusaurus does.
 */
import BlogSidebarDesktop from '@theme/BlogSidebarDesktop';
import BlogSidebarMobile from '@theme/BlogSidebarMobile';
import type { BlogSidebarData } from '@generator/plugins/blog/contract';
import { useIsMobile } from './use-media-query';

export default function BlogSidebar({ sidebar }: { sidebar?: BlogSidebarData }) {
  const isMobile = useIsMobile();
  if (!sidebar?.items.length) return null;
  return isMobile ? <BlogSidebarMobile sidebar={sidebar} /> : <BlogSidebarDesktop sidebar={sidebar} />;
}

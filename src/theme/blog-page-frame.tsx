/**
 * The frame of every blog page but a post (lists, archive, tags, authors): the blog's layout (its
 * `<main>` and the blog sidebar, see blog-layout.tsx) and the page's header.
 */
import type { ReactNode } from 'react';
import type { BlogPaginationData } from '@generator/plugins/blog/contract';
import BlogLayout from './blog-layout';
import { pageOfLabel } from './blog-strings';

export interface BlogPageFrameProps {
  title: string;
  description: string;
  noIndex?: boolean;
  /** The header's content: the page's h1 and what goes under it. */
  header: ReactNode;
  /** Leave the blog sidebar out (the archive, as in Docusaurus). */
  withoutSidebar?: boolean;
  children: ReactNode;
}

export default function BlogPageFrame({ title, description, noIndex, header, withoutSidebar, children }: BlogPageFrameProps) {
  return (
    <BlogLayout title={title} description={description} noIndex={noIndex} withoutSidebar={withoutSidebar}>
      <div className="container blog-container">
        <header className="blog-page-header">{header}</header>
        {children}
      </div>
    </BlogLayout>
  );
}

/** "Page n of m" under a paginated list's heading, from its second page on. */
export function BlogPageOfNote({ pagination }: { pagination: BlogPaginationData }) {
  return pagination.page > 1 ? <p className="blog-page-header__note">{pageOfLabel(pagination.page, pagination.totalPages)}</p> : null;
}

/** A paginated list's page title: its heading, and "Page n of m" from the second page on. */
export function paginatedTitle(heading: string, pagination: BlogPaginationData): string {
  return pagination.page > 1 ? `${heading} – ${pageOfLabel(pagination.page, pagination.totalPages)}` : heading;
}

/** The latest posts, one page of them: /blog, /blog/page/{n}. */
import BlogListPaginator from '@theme/BlogListPaginator';
import BlogPostList from '@theme/BlogPostList';
import type { BlogListPageData } from '@generator/plugins/blog/contract';
import BlogPageFrame, { BlogPageOfNote, paginatedTitle } from './blog-page-frame';
import { jsonData, type JsonModule } from './json-module';
import './blog.css';

export interface BlogListPageProps {
  list: JsonModule<BlogListPageData>;
  [module: string]: unknown;
}

export default function BlogListPage(props: BlogListPageProps) {
  const { blogTitle, blogDescription, pagination, items } = jsonData(props.list);
  return (
    <BlogPageFrame
      title={paginatedTitle(blogTitle, pagination)}
      description={blogDescription}
      header={
        <>
          <h1 className="blog-list-page__title">{blogTitle}</h1>
          <BlogPageOfNote pagination={pagination} />
        </>
      }
    >
      <BlogPostList items={items} modules={props} />
      <BlogListPaginator pagination={pagination} />
    </BlogPageFrame>
  );
}

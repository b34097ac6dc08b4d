/** The latest posts, one page of them: /blog, /blog/page/{n}. */
import Layout from '@theme/Layout';
import BlogListPaginator from '@theme/BlogListPaginator';
import BlogPostList from '@theme/BlogPostList';
import type { BlogListPageData } from '../../plugins/blog/page-data';
import { pageOfLabel } from './blog-strings';
import { jsonData, type JsonModule } from './json-module';
import './blog.css';

export interface BlogListPageProps {
  list: JsonModule<BlogListPageData>;
  [module: string]: unknown;
}

export default function BlogListPage(props: BlogListPageProps) {
  const { blogTitle, blogDescription, pagination, items } = jsonData(props.list);
  const title = pagination.page > 1 ? `${blogTitle} – ${pageOfLabel(pagination.page, pagination.totalPages)}` : blogTitle;
  return (
    <Layout title={title} description={blogDescription} className="blog-wrapper">
      <main>
        <div className="container blog-container">
          <header className="blog-page-header">
            <h1>{blogTitle}</h1>
            {pagination.page > 1 && <p className="blog-page-header__note">{pageOfLabel(pagination.page, pagination.totalPages)}</p>}
          </header>
          <BlogPostList items={items} modules={props} />
          <BlogListPaginator pagination={pagination} />
        </div>
      </main>
    </Layout>
  );
}

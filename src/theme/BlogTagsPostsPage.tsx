/** The posts with one tag: /blog/tags/{tag}, /blog/tags/{tag}/page/{n}. */
import { Link } from '@generator/client/Link';
import BlogListPaginator from '@theme/BlogListPaginator';
import BlogPostList from '@theme/BlogPostList';
import Layout from '@theme/Layout';
import type { BlogTagPageData } from '../../plugins/blog/page-data';
import { pageOfLabel, taggedPostsHeading } from './blog-strings';
import { jsonData, type JsonModule } from './json-module';
import './blog.css';

export interface BlogTagsPostsPageProps {
  tag: JsonModule<BlogTagPageData>;
  [module: string]: unknown;
}

export default function BlogTagsPostsPage(props: BlogTagsPostsPageProps) {
  const { tag, allTagsPermalink, pagination, items } = jsonData(props.tag);
  const heading = taggedPostsHeading(tag.count, tag.label);
  const title = pagination.page > 1 ? `${heading} – ${pageOfLabel(pagination.page, pagination.totalPages)}` : heading;
  return (
    <Layout title={title} description={tag.description ?? heading} noIndex={tag.unlisted} className="blog-wrapper">
      <main>
        <div className="container blog-container">
          <header className="blog-page-header">
            <h1>{heading}</h1>
            {tag.description && <p>{tag.description}</p>}
            {pagination.page > 1 && <p className="blog-page-header__note">{pageOfLabel(pagination.page, pagination.totalPages)}</p>}
            <Link to={allTagsPermalink}>View all tags</Link>
          </header>
          <BlogPostList items={items} modules={props} />
          <BlogListPaginator pagination={pagination} />
        </div>
      </main>
    </Layout>
  );
}

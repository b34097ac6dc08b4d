/** The posts of one author: /blog/authors/{author}, /blog/authors/{author}/page/{n}. */
import { Link } from '@generator/client/Link';
import BlogAuthors from '@theme/BlogAuthors';
import BlogListPaginator from '@theme/BlogListPaginator';
import BlogPostList from '@theme/BlogPostList';
import Layout from '@theme/Layout';
import type { BlogAuthorPageData } from '../../plugins/blog/page-data';
import { pageOfLabel, postCountLabel } from './blog-strings';
import { jsonData, type JsonModule } from './json-module';
import './blog.css';

export interface BlogAuthorsPostsPageProps {
  author: JsonModule<BlogAuthorPageData>;
  [module: string]: unknown;
}

export default function BlogAuthorsPostsPage(props: BlogAuthorsPostsPageProps) {
  const { author, allAuthorsPermalink, pagination, items } = jsonData(props.author);
  // Docusaurus's page title: "Name - 3 posts".
  const heading = `${author.name} - ${postCountLabel(author.count)}`;
  const title = pagination.page > 1 ? `${heading} – ${pageOfLabel(pagination.page, pagination.totalPages)}` : heading;
  return (
    <Layout title={title} description={`Posts by ${author.name}`} className="blog-wrapper">
      <main>
        <div className="container blog-container">
          <header className="blog-page-header">
            <h1>{author.name}</h1>
            {/* The author's card without a link to this very page. */}
            <BlogAuthors authors={[{ ...author, page: undefined }]} />
            <p className="blog-page-header__note">{postCountLabel(author.count)}</p>
            {pagination.page > 1 && <p className="blog-page-header__note">{pageOfLabel(pagination.page, pagination.totalPages)}</p>}
            <Link to={allAuthorsPermalink}>View all authors</Link>
          </header>
          <BlogPostList items={items} modules={props} />
          <BlogListPaginator pagination={pagination} />
        </div>
      </main>
    </Layout>
  );
}

/** Every author of the blog's authors map, each with their number of posts: /blog/authors. */
import Layout from '@theme/Layout';
import type { BlogAuthorsListPageData } from '../../plugins/blog/page-data';
import BlogAuthors from '@theme/BlogAuthors';
import { postCountLabel } from './blog-strings';
import { jsonData, type JsonModule } from './json-module';
import './blog.css';

export default function BlogAuthorsListPage({ authors: data }: { authors: JsonModule<BlogAuthorsListPageData> }) {
  const { authors } = jsonData(data);
  return (
    <Layout title="Authors" description="The blog's authors" className="blog-wrapper">
      <div className="container blog-container">
        <header className="blog-page-header">
          <h1>Authors</h1>
        </header>
        <ul className="blog-authors-list">
          {authors.map((author) => (
            <li key={author.key ?? author.name}>
              <BlogAuthors authors={[author]} />
              <p className="blog-authors-list__count">{postCountLabel(author.count)}</p>
            </li>
          ))}
        </ul>
      </div>
    </Layout>
  );
}

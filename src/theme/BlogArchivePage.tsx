/** Every listed post by year, newest first: /blog/archive. */
import { Link } from '@generator/client/Link';
import Layout from '@theme/Layout';
import type { BlogArchivePageData } from '../../plugins/blog/page-data';
import { jsonData, type JsonModule } from './json-module';
import './blog.css';

export default function BlogArchivePage({ archive }: { archive: JsonModule<BlogArchivePageData> }) {
  const { blogTitle, years } = jsonData(archive);
  return (
    <Layout title="Archive" description={`${blogTitle} archive`} className="blog-wrapper">
      <main>
        <div className="container blog-container">
          <header className="blog-page-header">
            <h1>Archive</h1>
          </header>
          {years.length === 0 && <p>No posts yet.</p>}
          {years.map(({ year, posts }) => (
            <section key={year} className="blog-archive-year" aria-labelledby={`archive-${year}`}>
              <h2 id={`archive-${year}`}>{year}</h2>
              <ul className="blog-archive-year__list">
                {posts.map((post) => (
                  <li key={post.permalink}>
                    <time dateTime={post.date}>{post.formattedDate}</time>
                    <Link to={post.permalink}>{post.title}</Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </main>
    </Layout>
  );
}

/**
 * Every listed post by year: /blog/archive. As Docusaurus's archive: newest year first, each an
 * `h3` with the year as its id (so /blog/archive#2021 links to it), each post one link
 * "Month Day - Title", a year's posts oldest first; no blog sidebar, as there.
 */
import { Link } from '@generator/client/Link';
import type { BlogArchivePageData } from '@generator/plugins/blog/contract';
import BlogPageFrame from './blog-page-frame';
import { jsonData, type JsonModule } from './json-module';
import './blog.css';

export default function BlogArchivePage({ archive }: { archive: JsonModule<BlogArchivePageData> }) {
  const { blogTitle, years } = jsonData(archive);
  return (
    <BlogPageFrame title="Archive" description={`${blogTitle} archive`} header={<h1>Archive</h1>} withoutSidebar>
      {years.length === 0 && <p>No posts yet.</p>}
      {years.map(({ year, posts }) => (
        <section key={year} className="blog-archive-year" aria-labelledby={year}>
          <h3 id={year}>{year}</h3>
          <ul className="blog-archive-year__list">
            {posts.map((post) => (
              <li key={post.permalink}>
                <Link to={post.permalink}>
                  <time dateTime={post.date}>{post.formattedDate}</time>
                  {` - ${post.title}`}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </BlogPageFrame>
  );
}

/** Every author of the blog's authors map, each with their number of posts: /blog/authors. */
import type { BlogAuthorsListPageData } from '@generator/plugins/blog/contract';
import { Link } from '@generator/client/Link';
import { BlogAuthorAvatar } from './BlogAuthors';
import BlogAuthorSocials, { authorLink } from '@theme/BlogAuthorSocials';
import { postCountLabel } from './blog-strings';
import BlogPageFrame from './blog-page-frame';
import { jsonData, type JsonModule } from './json-module';
import './blog.css';

export default function BlogAuthorsListPage({ authors: data }: { authors: JsonModule<BlogAuthorsListPageData> }) {
  const { authors } = jsonData(data);
  return (
    <BlogPageFrame title="Authors" description="The blog's authors" header={<h1>Authors</h1>}>
      <ul className="blog-authors-list">
        {authors.map((author) => {
          const link = authorLink(author);
          return (
            <li key={author.key ?? author.name} className="blog-author">
              <BlogAuthorAvatar author={author} link={link} />
              <div className="blog-author__text">
                {/* Each author is a heading, as in Docusaurus, so the list can be walked by headings; the count follows the name, as there. */}
                <div className="blog-authors-list__heading">
                  <h2 className="blog-author__name blog-authors-list__name">{link ? <Link to={link}>{author.name}</Link> : author.name}</h2>
                  <span className="blog-authors-list__count" aria-hidden="true">
                    {author.count}
                  </span>
                  <span className="visually-hidden">{` (${postCountLabel(author.count)})`}</span>
                </div>
                {author.title && <span className="blog-author__title">{author.title}</span>}
                <BlogAuthorSocials author={author} />
              </div>
            </li>
          );
        })}
      </ul>
    </BlogPageFrame>
  );
}

/** A post's authors: avatar (if any), name (linked to the author's page, else their URL or email, as in Docusaurus), title and social links. */
import { Link } from '@generator/client/Link';
import type { BlogAuthorData } from '../../plugins/blog/page-data';
import BlogAuthorSocials, { authorLink } from '@theme/BlogAuthorSocials';

export default function BlogAuthors({ authors }: { authors: BlogAuthorData[] }) {
  if (authors.length === 0) return null;
  return (
    <ul className="blog-authors" aria-label="Authors">
      {authors.map((author) => {
        const link = authorLink(author);
        return (
          <li key={author.key ?? author.name} className="blog-author">
            {author.imageUrl && <img className="blog-author__avatar" src={author.imageUrl} alt="" width={40} height={40} loading="lazy" />}
            <span className="blog-author__text">
              <span className="blog-author__name">{link ? <Link to={link}>{author.name}</Link> : author.name}</span>
              {author.title && <span className="blog-author__title">{author.title}</span>}
              <BlogAuthorSocials author={author} />
            </span>
          </li>
        );
      })}
    </ul>
  );
}

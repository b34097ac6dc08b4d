/** A post's authors: avatar (if any), name (linked to the author's page, else their URL or email, as in Docusaurus), title and social links. */
import { Link } from '@generator/client/Link';
import type { BlogAuthorData } from '@generator/plugins/blog/contract';
import BlogAuthorSocials, { authorLink } from '@theme/BlogAuthorSocials';

/**
 * An author's picture, linked where their name links (as Docusaurus): a second way to the same
 * place for the pointer, so it is left out of the tab order and hidden from screen readers.
 */
export function BlogAuthorAvatar({ author, link }: { author: BlogAuthorData; link?: string }) {
  if (!author.imageUrl) return null;
  const image = <img className="blog-author__avatar" src={author.imageUrl} alt="" width={40} height={40} loading="lazy" />;
  return link ? (
    <Link to={link} className="blog-author__avatar-link" tabIndex={-1} aria-hidden="true">
      {image}
    </Link>
  ) : (
    image
  );
}

export default function BlogAuthors({ authors }: { authors: BlogAuthorData[] }) {
  if (authors.length === 0) return null;
  return (
    <ul className="blog-authors" aria-label="Authors">
      {authors.map((author) => {
        const link = authorLink(author);
        return (
          <li key={author.key ?? author.name} className="blog-author">
            <BlogAuthorAvatar author={author} link={link} />
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

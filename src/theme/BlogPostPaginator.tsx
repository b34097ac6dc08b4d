/**
 * Links from a post to the next newer and next older post. A linked post whose title another post
 * shares carries its date (see BlogPostLink), shown under the title so the links can be told apart.
 */
import { Link } from '@generator/client/Link';
import type { BlogPostLink } from '@generator/plugins/blog/contract';

function LinkedPostDate({ post }: { post: BlogPostLink }) {
  if (!post.formattedDate) return null;
  return (
    <time className="blog-paginator__date" dateTime={post.date}>
      {post.formattedDate}
    </time>
  );
}

export default function BlogPostPaginator({ newer, older }: { newer?: BlogPostLink; older?: BlogPostLink }) {
  if (!newer && !older) return null;
  return (
    <nav className="blog-paginator blog-paginator--posts" aria-label="Blog post page navigation">
      {newer && (
        <Link className="blog-paginator__link blog-paginator__link--newer" to={newer.permalink} rel="prev">
          <span className="blog-paginator__sublabel">Newer post</span>
          <span className="blog-paginator__title">
            <span aria-hidden="true">« </span>
            {newer.title}
          </span>
          <LinkedPostDate post={newer} />
        </Link>
      )}
      {older && (
        <Link className="blog-paginator__link blog-paginator__link--older" to={older.permalink} rel="next">
          <span className="blog-paginator__sublabel">Older post</span>
          <span className="blog-paginator__title">
            {older.title}
            <span aria-hidden="true"> »</span>
          </span>
          <LinkedPostDate post={older} />
        </Link>
      )}
    </nav>
  );
}

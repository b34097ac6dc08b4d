/** Links between the pages of a post list: "Newer posts" (the previous page) and "Older posts" (the next). */
import { Link } from '@generator/client/Link';
import type { BlogPaginationData } from '@generator/plugins/blog/contract';

export default function BlogListPaginator({ pagination }: { pagination: BlogPaginationData }) {
  if (!pagination.newerPermalink && !pagination.olderPermalink) return null;
  return (
    <nav className="blog-paginator" aria-label="Blog list page navigation">
      {pagination.newerPermalink && (
        <Link className="blog-paginator__link blog-paginator__link--newer" to={pagination.newerPermalink} rel="prev">
          <span aria-hidden="true">← </span>Newer posts
        </Link>
      )}
      {pagination.olderPermalink && (
        <Link className="blog-paginator__link blog-paginator__link--older" to={pagination.olderPermalink} rel="next">
          Older posts<span aria-hidden="true"> →</span>
        </Link>
      )}
    </nav>
  );
}

/** Links to the previous and next pages in sidebar order. */
import { Link } from '@generator/client/Link';
import type { NavigationLink } from '../../plugins/docs/docs-client-data';

export default function DocPaginator({ previous, next }: { previous?: NavigationLink; next?: NavigationLink }) {
  if (!previous && !next) return null;
  return (
    <nav className="pagination-nav" aria-label="Docs pages">
      {previous && (
        <Link to={previous.permalink} className="pagination-nav__link pagination-nav__link--prev" rel="prev">
          <span className="pagination-nav__sublabel">Previous</span>
          <span className="pagination-nav__label">« {previous.title}</span>
        </Link>
      )}
      {next && (
        <Link to={next.permalink} className="pagination-nav__link pagination-nav__link--next" rel="next">
          <span className="pagination-nav__sublabel">Next</span>
          <span className="pagination-nav__label">{next.title} »</span>
        </Link>
      )}
    </nav>
  );
}

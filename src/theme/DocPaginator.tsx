/** Links to the previous and next pages in sidebar order (Infima's pagination-nav draws the « and »). */
import { Link } from '@generator/client/Link';
import { translate } from '@generator/client/docusaurus/Translate';
import type { NavigationLink } from '@generator/plugins/docs/contract';

export default function DocPaginator({ previous, next }: { previous?: NavigationLink; next?: NavigationLink }) {
  if (!previous && !next) return null;
  return (
    <nav className="pagination-nav" aria-label={translate({ id: 'theme.docs.paginator.navAriaLabel', message: 'Docs pages' })}>
      {previous && (
        <Link to={previous.permalink} className="pagination-nav__link pagination-nav__link--prev" rel="prev">
          <div className="pagination-nav__sublabel">{translate({ id: 'theme.docs.paginator.previous', message: 'Previous' })}</div>
          <div className="pagination-nav__label">{previous.title}</div>
        </Link>
      )}
      {next && (
        <Link to={next.permalink} className="pagination-nav__link pagination-nav__link--next" rel="next">
          <div className="pagination-nav__sublabel">{translate({ id: 'theme.docs.paginator.next', message: 'Next' })}</div>
          <div className="pagination-nav__label">{next.title}</div>
        </Link>
      )}
    </nav>
  );
}

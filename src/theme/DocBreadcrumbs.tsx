/**
 * Where the page sits in the sidebar: home, then its categories, then the page itself. Docusaurus's
 * markup: Infima's `breadcrumbs` list in a `theme-doc-breadcrumbs` nav.
 */
import { Link } from '@generator/client/Link';
import { translate } from '@generator/client/docusaurus/Translate';
import { useSiteData } from '@generator/client/site-context';
import type { Breadcrumb } from '@generator/plugins/docs/contract';

export default function DocBreadcrumbs({ items }: { items: Breadcrumb[] }) {
  const { baseUrl } = useSiteData();
  if (items.length === 0) return null;
  return (
    <nav className="theme-doc-breadcrumbs breadcrumbsContainer_" aria-label={translate({ id: 'theme.docs.breadcrumbs.navAriaLabel', message: 'Breadcrumbs' })}>
      <ul className="breadcrumbs">
        <li className="breadcrumbs__item">
          <Link to={baseUrl} className="breadcrumbs__link" aria-label={translate({ id: 'theme.docs.breadcrumbs.home', message: 'Home page' })}>
            <svg className="breadcrumbHomeIcon_" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
              <path d="M3 11l9-8 9 8v10a1 1 0 0 1-1 1h-5v-7h-6v7H4a1 1 0 0 1-1-1z" fill="currentColor" />
            </svg>
          </Link>
        </li>
        {items.map((item, i) => {
          const isPage = i === items.length - 1;
          return (
            <li key={i} className={`breadcrumbs__item${isPage ? ' breadcrumbs__item--active' : ''}`}>
              {item.href && !isPage ? (
                <Link to={item.href} className="breadcrumbs__link">
                  {item.label}
                </Link>
              ) : (
                <span className="breadcrumbs__link" aria-current={isPage ? 'page' : undefined}>
                  {item.label}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

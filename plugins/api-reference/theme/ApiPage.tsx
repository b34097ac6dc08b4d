/**
 * Every API reference page: the site's layout with the version's sidebar, breadcrumbs, the switch
 * to the other version, and the page's content (api-views.tsx), all from the page's JSON data
 * (plugins/api-reference/api-model.ts). The route's own component: it and its styles load with
 * API pages only, never with docs pages. On a narrow screen the sidebar is the navigation
 * drawer's menu, as the docs sidebar is.
 */
import { useMemo } from 'react';
import Layout from '@theme/Layout';
import DocBreadcrumbs from '@theme/DocBreadcrumbs';
import { Link } from '@generator/client/Link';
import type { ApiPageData, ApiSidebar } from '../api-model';
import { ApiContentView } from './api-views';
import { useNavbarSecondaryMenu } from '@generator/theme/navbar-secondary-menu';
import '@generator/theme/docs.css';
import './api.css';
import './api-signatures.css';

function Sidebar({ sidebar, permalink }: { sidebar: ApiSidebar; permalink: string }) {
  const current = (href: string | undefined) => (href === permalink ? 'page' : undefined);
  return (
    <nav className="api-sidebar" aria-label={`API reference: ${sidebar.versionLabel}`}>
      <ul className="api-sidebar__list">
        <li>
          <Link to={sidebar.overviewHref} className="api-sidebar__link" aria-current={current(sidebar.overviewHref)}>
            Overview
          </Link>
        </li>
        <li>
          <Link to={sidebar.optionsHref} className="api-sidebar__link" aria-current={current(sidebar.optionsHref)}>
            Options
          </Link>
        </li>
        {sidebar.packages.map((pkg) => (
          <li key={pkg.id}>
            <Link to={pkg.href} className="api-sidebar__link" aria-current={current(pkg.href)}>
              {pkg.npmName}
            </Link>
            {pkg.groups && (
              <ul className="api-sidebar__list api-sidebar__list--nested">
                {pkg.groups.map((group) => (
                  <li key={group.title}>
                    <Link to={group.href} className="api-sidebar__link">
                      {group.title}
                    </Link>
                    {group.symbols && (
                      <ul className="api-sidebar__list api-sidebar__list--nested">
                        {group.symbols.map((symbol) => (
                          <li key={symbol.href}>
                            <Link to={symbol.href} className="api-sidebar__link api-sidebar__link--symbol" aria-current={current(symbol.href)}>
                              {symbol.name}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

export default function ApiPage({ page }: { page: ApiPageData }) {
  const { frame, content } = page;
  // Memoized: the drawer re-renders only when the page changes.
  const drawerMenu = useMemo(() => <Sidebar sidebar={frame.sidebar} permalink={frame.permalink} />, [frame.sidebar, frame.permalink]);
  useNavbarSecondaryMenu(drawerMenu);
  return (
    <Layout title={frame.title} description={frame.description} className="docs-wrapper api-wrapper" searchTag={frame.searchTag}>
      <main>
        <div className="docs-page docs-page--with-sidebar">
          <aside className="docs-page__sidebar api-page__sidebar">
            <Sidebar sidebar={frame.sidebar} permalink={frame.permalink} />
          </aside>
          <div className="docs-page__main api-page__main">
            <div className="api-page__top">
              <DocBreadcrumbs items={frame.breadcrumbs} />
              <p className="api-version-switch">
                <span className="api-version-switch__current">{frame.versionLabel}</span>
                <Link to={frame.versionSwitch.href} className="api-version-switch__link" data-same-page={frame.versionSwitch.samePage}>
                  {frame.versionSwitch.samePage ? `View in ${frame.versionSwitch.label}` : `Go to ${frame.versionSwitch.label} (not in that version)`}
                </Link>
              </p>
            </div>
            <article className="api-article">
              <ApiContentView content={content} />
            </article>
          </div>
        </div>
      </main>
    </Layout>
  );
}

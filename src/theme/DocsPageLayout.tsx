/**
 * The frame of every docs page (docs and category indexes): the page layout with the sidebar
 * beside the content on desktop and in the navigation drawer on mobile, and the active doc made
 * known to the navbar (version dropdown, "Docs" link). With themeConfig.docs.sidebar.hideable, a
 * button under the desktop sidebar hides it, and a narrow strip brings it back.
 */
import { useMemo, useState, type ReactNode } from 'react';
import { useSiteData } from '@generator/client/site-context';
import Layout from '@theme/Layout';
import { docsVersionTag } from '../shared/search-facets';
import type { DocsPageCommon, DocsSidebarData, SidebarCategory } from '../../plugins/docs/docs-client-data';
import { ActiveDocContext, type ActiveDoc } from './active-doc-context';
import DocSidebar from '@theme/DocSidebar';
import type { WholeSidebarLoader } from './whole-sidebar';
import { useNavbarSecondaryMenu } from './navbar-secondary-menu';
import type { ThemeConfig } from './theme-config';
import { SKIP_LINK_TARGET_ID } from './skip-link-target';
import './docs.css';

export interface DocsPageLayoutProps {
  page: DocsPageCommon;
  /** The sidebar category whose page this is, if any (DocCardList shows its entries). */
  category?: SidebarCategory;
  sidebar?: DocsSidebarData;
  /** Loads the whole sidebar (the page's copy leaves closed categories' items out). */
  loadWholeSidebar?: WholeSidebarLoader;
  noIndex?: boolean;
  children: ReactNode;
}

export default function DocsPageLayout({ page, category, sidebar, loadWholeSidebar, noIndex, children }: DocsPageLayoutProps) {
  const activeDoc = useMemo<ActiveDoc>(
    () => ({ pluginId: page.pluginId, versionName: page.version.name, permalink: page.permalink, alternates: page.alternates, category }),
    [page, category],
  );
  // Memoized: the drawer re-renders only when the page changes.
  const mobileMenu = useMemo(
    () =>
      sidebar ? (
        <DocSidebar sidebar={sidebar} activePath={page.permalink} variant="mobile" versionName={page.version.name} loadWhole={loadWholeSidebar} />
      ) : null,
    [sidebar, page.permalink, page.version.name, loadWholeSidebar],
  );
  useNavbarSecondaryMenu(mobileMenu);
  const hideable = (useSiteData().themeConfig as ThemeConfig).docs.sidebar.hideable;
  const [hidden, setHidden] = useState(false);

  return (
    <ActiveDocContext.Provider value={activeDoc}>
      <Layout
        title={page.title}
        description={page.description}
        keywords={page.keywords}
        noIndex={noIndex}
        className="docs-wrapper"
        searchTag={noIndex ? undefined : docsVersionTag(page.version.name, page.pluginId)}
        ownSkipTarget
      >
        <div className={`docs-page${sidebar ? ' docs-page--with-sidebar' : ''}`}>
          {sidebar && (
            <aside className={`docs-page__sidebar${hidden ? ' docs-page__sidebar--hidden' : ''}`}>
              {hidden ? (
                <button type="button" className="docs-page__sidebar-expand" aria-label="Expand sidebar" title="Expand sidebar" onClick={() => setHidden(false)}>
                  <span aria-hidden="true">»</span>
                </button>
              ) : (
                <DocSidebar
                  sidebar={sidebar}
                  activePath={page.permalink}
                  variant="desktop"
                  versionName={page.version.name}
                  loadWhole={loadWholeSidebar}
                  onHide={hideable ? () => setHidden(true) : undefined}
                />
              )}
            </aside>
          )}
          {/* "Skip to main content" lands here, past the sidebar. */}
          <main id={SKIP_LINK_TARGET_ID} tabIndex={-1} className="docs-page__main">
            {children}
          </main>
        </div>
      </Layout>
    </ActiveDocContext.Provider>
  );
}

/**
 * The frame of every docs page (docs and category indexes): the page layout around DocRoot/Layout
 * (the sidebar beside the content), the sidebar in the navigation drawer on mobile, and the active
 * doc made known to the navbar (version dropdown, "Docs" link).
 */
import { useMemo, type ReactNode } from 'react';
import Layout from '@theme/Layout';
import DocRootLayout from '@theme/DocRootLayout';
import { docsVersionTag } from '../shared/search-facets';
import type { DocsPageCommon, DocsSidebarData, SidebarCategory } from '@generator/plugins/docs/contract';
import { ActiveDocContext, type ActiveDoc } from './active-doc-context';
import DocSidebar from '@theme/DocSidebar';
import type { WholeSidebarLoader } from './whole-sidebar';
import { useNavbarSecondaryMenu } from './navbar-secondary-menu';
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
  return (
    <ActiveDocContext.Provider value={activeDoc}>
      <Layout
        title={page.title}
        description={page.description}
        keywords={page.keywords}
        image={page.image}
        noIndex={noIndex}
        className="docs-wrapper docsWrapper_"
        searchTag={noIndex ? undefined : docsVersionTag(page.version.name, page.pluginId)}
        ownSkipTarget
      >
        <DocRootLayout sidebar={sidebar} activePath={page.permalink} versionName={page.version.name} loadWholeSidebar={loadWholeSidebar}>
          {children}
        </DocRootLayout>
      </Layout>
    </ActiveDocContext.Provider>
  );
}

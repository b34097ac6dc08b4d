/**
 * The docs pages' sidebar and content columns (Docusaurus's `@theme/DocRoot/Layout`), inside the
 * page layout. With themeConfig.docs.sidebar.hideable, a button under the desktop sidebar hides
 * it, and a narrow strip brings it back. The content column is the page's <main>, where "Skip to
 * main content" lands, past the sidebar. Docusaurus's class names come first (the sidebar's
 * `theme-doc-sidebar-container`, and the stable prefixes of its CSS-module names, `docRoot_`,
 * `docSidebarContainer_`, `docMainContainer_`), then the theme's own.
 */
import { useState, type ReactNode } from 'react';
import { translate } from '@generator/client/docusaurus/Translate';
import { useSiteData } from '@generator/client/site-context';
import DocSidebar from '@theme/DocSidebar';
import type { DocsSidebarData } from '@generator/plugins/docs/contract';
import type { WholeSidebarLoader } from './whole-sidebar';
import type { ThemeConfig } from './theme-config';
import { SKIP_LINK_TARGET_ID } from './skip-link-target';
import { docSidebarContainerClassName } from '@generator/client/docusaurus/theme-class-names';

export interface DocRootLayoutProps {
  sidebar?: DocsSidebarData;
  /** The page's permalink, marked in the sidebar. */
  activePath: string;
  versionName: string;
  loadWholeSidebar?: WholeSidebarLoader;
  children: ReactNode;
}

export default function DocRootLayout({ sidebar, activePath, versionName, loadWholeSidebar, children }: DocRootLayoutProps) {
  const hideable = (useSiteData().themeConfig as ThemeConfig).docs.sidebar.hideable;
  const [hidden, setHidden] = useState(false);
  return (
    <div className={`docRoot_ docs-page${sidebar ? ' docs-page--with-sidebar' : ''}`}>
      {sidebar && (
        <aside
          className={`${docSidebarContainerClassName} docSidebarContainer_${hidden ? ' docSidebarContainerHidden_' : ''} docs-page__sidebar${hidden ? ' docs-page__sidebar--hidden' : ''}`}
        >
          {hidden ? (
            <button
              type="button"
              className="docs-page__sidebar-expand"
              aria-label={translate({ id: 'theme.docs.sidebar.expandButtonAriaLabel', message: 'Expand sidebar' })}
              title={translate({ id: 'theme.docs.sidebar.expandButtonTitle', message: 'Expand sidebar' })}
              onClick={() => setHidden(false)}
            >
              <span aria-hidden="true">»</span>
            </button>
          ) : (
            <DocSidebar
              sidebar={sidebar}
              activePath={activePath}
              variant="desktop"
              versionName={versionName}
              loadWhole={loadWholeSidebar}
              onHide={hideable ? () => setHidden(true) : undefined}
            />
          )}
        </aside>
      )}
      <main id={SKIP_LINK_TARGET_ID} tabIndex={-1} className={`docMainContainer_${hidden ? ' docMainContainerEnhanced_' : ''} docs-page__main`}>
        {children}
      </main>
    </div>
  );
}

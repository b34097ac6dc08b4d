/**
 * The docs sidebar: on desktop a sticky column beside the page (with a "Collapse sidebar" button
 * when themeConfig.docs.sidebar.hideable is set), on mobile the secondary menu of the navigation
 * drawer. The active page's link is scrolled into view. Docusaurus's markup: an Infima `menu`
 * whose root list is `theme-doc-sidebar-menu menu__list`.
 */
import { useEffect, useMemo, useRef } from 'react';
import { translate } from '@generator/client/docusaurus/Translate';
import type { DocsSidebarData } from '@generator/plugins/docs/contract';
import { docSidebarMenuClassName } from '@generator/client/docusaurus/theme-class-names';
import DocSidebarItem from '@theme/DocSidebarItem';
import type { SidebarVariant } from './DocSidebarItem';
import { SiblingExpansionProvider } from './sidebar-auto-collapse';
import { WholeSidebarContext, type WholeSidebarLoader } from './whole-sidebar';

export interface DocSidebarProps {
  sidebar: DocsSidebarData;
  /** Permalink of the page being read. */
  activePath: string;
  variant: SidebarVariant;
  /** Distinguishes sidebars of different versions in remembered toggles. */
  versionName: string;
  /** Loads the whole sidebar, for categories whose items `sidebar` (the page's copy) left out. */
  loadWhole?: WholeSidebarLoader;
  /** Hides the desktop sidebar (given when the site lets readers hide it). */
  onHide?: () => void;
}

/** Scrolls the container (not the page) so the active link sits in its upper third when it is out of view. */
function revealActiveLink(container: HTMLElement): void {
  const link = container.querySelector<HTMLElement>('[aria-current="page"]');
  if (!link) return;
  const box = container.getBoundingClientRect();
  const target = link.getBoundingClientRect();
  const offset = target.top - box.top;
  if (offset >= 0 && offset + target.height <= box.height) return;
  container.scrollTop += offset - box.height / 3;
}

export default function DocSidebar({ sidebar, activePath, variant, versionName, loadWhole, onHide }: DocSidebarProps) {
  const ref = useRef<HTMLElement>(null);
  const key = `${versionName}:${sidebar.name}`;
  const wholeSidebar = useMemo(() => ({ key, load: loadWhole }), [key, loadWhole]);
  useEffect(() => {
    if (variant === 'desktop' && ref.current) revealActiveLink(ref.current);
  }, [activePath, variant]);

  return (
    <WholeSidebarContext.Provider value={wholeSidebar}>
      <nav
        ref={ref}
        className={`menu thin-scrollbar docs-sidebar docs-sidebar--${variant}`}
        aria-label={translate({ id: 'theme.docs.sidebar.navAriaLabel', message: 'Docs sidebar' })}
      >
        <ul className={`${docSidebarMenuClassName} menu__list docs-sidebar__list docs-sidebar__list--root`}>
          <SiblingExpansionProvider>
            {sidebar.items.map((entry, i) => (
              <DocSidebarItem key={i} entry={entry} activePath={activePath} variant={variant} memoryKey={`${key}/${i}`} indexPath={[i]} />
            ))}
          </SiblingExpansionProvider>
        </ul>
        {onHide && (
          <button
            type="button"
            className="docs-sidebar__collapse"
            aria-label={translate({ id: 'theme.docs.sidebar.collapseButtonAriaLabel', message: 'Collapse sidebar' })}
            title={translate({ id: 'theme.docs.sidebar.collapseButtonTitle', message: 'Collapse sidebar' })}
            onClick={onHide}
          >
            <span aria-hidden="true">«</span>
          </button>
        )}
      </nav>
    </WholeSidebarContext.Provider>
  );
}

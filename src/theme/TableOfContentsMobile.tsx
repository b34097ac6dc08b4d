/** The mobile table of contents: a collapsible "On this page" panel above the content. */
import { useId, useState } from 'react';
import { translate } from '@generator/client/docusaurus/Translate';
import Collapsible from './Collapsible';
import TableOfContentsList from './TableOfContentsList';
import type { TocTreeItem } from './toc-items';
import './table-of-contents.css';

export default function TableOfContentsMobile({ items }: { items: TocTreeItem[] }) {
  const [collapsed, setCollapsed] = useState(true);
  const panelId = useId();
  return (
    <div className={`theme-doc-toc-mobile tocMobile_ toc-mobile${collapsed ? '' : ' toc-mobile--open'}`}>
      <button type="button" className="toc-mobile__button" aria-expanded={!collapsed} aria-controls={panelId} onClick={() => setCollapsed(!collapsed)}>
        {translate({ id: 'theme.TOCCollapsible.toggleButtonLabel', message: 'On this page' })}
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M9 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <Collapsible id={panelId} collapsed={collapsed} className="toc-mobile__panel">
        <TableOfContentsList items={items} onNavigate={() => setCollapsed(true)} className="table-of-contents" />
      </Collapsible>
    </div>
  );
}

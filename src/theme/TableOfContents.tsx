/**
 * The desktop table of contents: a sticky column that follows the heading being read. Docusaurus's
 * markup: `theme-doc-toc-desktop` around Infima's `table-of-contents table-of-contents__left-border`.
 */
import { useMemo } from 'react';
import TableOfContentsList from './TableOfContentsList';
import { flattenToc, type TocTreeItem } from './toc-items';
import { useActiveHeading } from './use-active-heading';
import { useIsMobile } from './use-media-query';
import './table-of-contents.css';

export default function TableOfContents({ items }: { items: TocTreeItem[] }) {
  const ids = useMemo(() => flattenToc(items).map((item) => item.id), [items]);
  const isMobile = useIsMobile();
  const activeId = useActiveHeading(ids, !isMobile);
  return (
    <nav className="tableOfContents_ thin-scrollbar theme-doc-toc-desktop" aria-label="On this page">
      <TableOfContentsList items={items} activeId={activeId} className="table-of-contents table-of-contents__left-border" />
    </nav>
  );
}

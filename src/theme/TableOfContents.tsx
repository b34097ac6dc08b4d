/** The desktop table of contents: a sticky column that follows the heading being read. */
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
    <nav className="table-of-contents" aria-label="On this page">
      <TableOfContentsList items={items} activeId={activeId} />
    </nav>
  );
}

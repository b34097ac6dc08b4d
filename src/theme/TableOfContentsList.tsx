/** The nested list of heading links shared by the desktop and mobile tables of contents. */
import type { TocTreeItem } from './toc-items';

export interface TableOfContentsListProps {
  items: TocTreeItem[];
  activeId?: string;
  onNavigate?: () => void;
  /** Classes of the outermost list: Infima's `table-of-contents` (and its `__left-border`), as Docusaurus's TOCItems puts them. */
  className?: string;
  /** The links' class: Infima's `table-of-contents__link` (muted), or none for plain content links (TOCInline, as in Docusaurus). */
  linkClassName?: string | null;
}

export default function TableOfContentsList({ items, activeId, onNavigate, className, linkClassName = 'table-of-contents__link' }: TableOfContentsListProps) {
  return (
    <ul className={className ? `${className} table-of-contents__list` : 'table-of-contents__list'}>
      {items.map((item) => (
        <li key={item.id}>
          <a
            href={`#${item.id}`}
            className={[linkClassName, item.id === activeId && 'table-of-contents__link--active'].filter(Boolean).join(' ') || undefined}
            aria-current={item.id === activeId ? 'location' : undefined}
            onClick={onNavigate}
          >
            {item.value}
          </a>
          {item.children.length > 0 && <TableOfContentsList items={item.children} activeId={activeId} onNavigate={onNavigate} linkClassName={linkClassName} />}
        </li>
      ))}
    </ul>
  );
}

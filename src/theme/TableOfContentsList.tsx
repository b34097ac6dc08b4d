/** The nested list of heading links shared by the desktop and mobile tables of contents. */
import type { TocTreeItem } from './toc-items';

export interface TableOfContentsListProps {
  items: TocTreeItem[];
  activeId?: string;
  onNavigate?: () => void;
}

export default function TableOfContentsList({ items, activeId, onNavigate }: TableOfContentsListProps) {
  return (
    <ul className="table-of-contents__list">
      {items.map((item) => (
        <li key={item.id}>
          <a
            href={`#${item.id}`}
            className={`table-of-contents__link${item.id === activeId ? ' table-of-contents__link--active' : ''}`}
            aria-current={item.id === activeId ? 'location' : undefined}
            onClick={onNavigate}
          >
            {item.value}
          </a>
          {item.children.length > 0 && <TableOfContentsList items={item.children} activeId={activeId} onNavigate={onNavigate} />}
        </li>
      ))}
    </ul>
  );
}

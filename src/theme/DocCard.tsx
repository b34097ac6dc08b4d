/**
 * One card of a category's entries (Docusaurus's `@theme/DocCard`, prop `item`: a sidebar item): its
 * icon (a document, a folder for a category, a chain for an external link), its label, and the
 * doc's description or the category's number of items.
 */
import { Link } from '@generator/client/Link';
import isInternalUrl from '@generator/client/docusaurus/isInternalUrl';
import type { SidebarEntry } from '../../plugins/docs/docs-client-data';

type CardKind = 'doc' | 'category' | 'link';

/** Outline icons (inline SVG: no emoji font needed): a page, a folder, a link. */
const ICON_PATHS: Record<CardKind, string> = {
  doc: 'M6 2h8l4 4v16H6zM14 2v4h4M9 12h6M9 16h6',
  category: 'M3 6a1 1 0 0 1 1-1h5l2 2h9a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1z',
  link: 'M10 14a4 4 0 0 0 5.66 0l3-3a4 4 0 0 0-5.66-5.66l-1 1M14 10a4 4 0 0 0-5.66 0l-3 3a4 4 0 0 0 5.66 5.66l1-1',
};

/** A category without a page of its own leads to its first link, as in Docusaurus. */
function firstHref(item: SidebarEntry): string | undefined {
  if (item.type === 'link') return item.href;
  return item.href ?? item.items.map(firstHref).find(Boolean);
}

const itemCount = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

export default function DocCard({ item }: { item: SidebarEntry }) {
  const href = firstHref(item);
  if (!href) return null;
  const kind: CardKind = item.type === 'category' ? 'category' : isInternalUrl(item.href) ? 'doc' : 'link';
  const detail = item.type === 'category' ? itemCount(item.items.length) : item.description;
  return (
    <Link to={href} className={`category-card__link category-card--${kind}`} title={item.label}>
      <h2 className="category-card__title">
        <svg className="category-card__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d={ICON_PATHS[kind]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <span className="category-card__label">{item.label}</span>
      </h2>
      {detail && <p className="category-card__description">{detail}</p>}
    </Link>
  );
}

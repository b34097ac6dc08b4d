/**
 * Cards for a category's entries (Docusaurus's `@theme/DocCardList`): the `items` given, else the
 * entries of the category whose page this is (`<DocCardList />` in a category's index doc), as
 * Docusaurus's `useCurrentSidebarCategory()` finds them. Docusaurus's markup: an Infima `row` of
 * `col col--6` articles, two cards a row (one on mobile).
 */
import DocCard from '@theme/DocCard';
import type { SidebarEntry } from '@generator/plugins/docs/contract';
import { useCurrentSidebarCategory } from '@generator/client/docusaurus/plugin-content-docs-client';

export interface DocCardListProps {
  items?: SidebarEntry[];
  className?: string;
}

function Cards({ items, className }: { items: SidebarEntry[]; className?: string }) {
  return (
    <section className={['row', 'category-index__cards', className].filter(Boolean).join(' ')}>
      {items.map((item, i) => (
        <article key={i} className="col col--6 margin-bottom--lg docCardListItem_ category-card">
          <DocCard item={item} />
        </article>
      ))}
    </section>
  );
}

function CurrentCategoryCards({ className }: { className?: string }) {
  return <Cards items={useCurrentSidebarCategory().items} className={className} />;
}

export default function DocCardList({ items, className }: DocCardListProps) {
  return items ? <Cards items={items} className={className} /> : <CurrentCategoryCards className={className} />;
}

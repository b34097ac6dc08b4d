/** A category's generated index: its title and description, and a card for each of its entries. */
import { Link } from '@generator/client/Link';
import type { CategoryIndexCard, CategoryIndexMetadata, DocsSidebarData } from '../../plugins/docs/docs-client-data';
import DocBreadcrumbs from '@theme/DocBreadcrumbs';
import DocPaginator from '@theme/DocPaginator';
import DocsPageLayout from '@theme/DocsPageLayout';
import DocVersionBanner from '@theme/DocVersionBanner';
import { jsonData, type JsonModule } from './json-module';
import type { WholeSidebarLoader } from './whole-sidebar';

/** Outline icons (inline SVG: no emoji font needed): a page, a folder, a link. */
const CARD_ICON_PATHS: Record<CategoryIndexCard['kind'], string> = {
  doc: 'M6 2h8l4 4v16H6zM14 2v4h4M9 12h6M9 16h6',
  category: 'M3 6a1 1 0 0 1 1-1h5l2 2h9a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1z',
  link: 'M10 14a4 4 0 0 0 5.66 0l3-3a4 4 0 0 0-5.66-5.66l-1 1M14 10a4 4 0 0 0-5.66 0l-3 3a4 4 0 0 0 5.66 5.66l1-1',
};

function Card({ card }: { card: CategoryIndexCard }) {
  const detail = card.kind === 'category' ? `${card.itemCount} ${card.itemCount === 1 ? 'item' : 'items'}` : card.description;
  return (
    <li className={`category-card category-card--${card.kind}`}>
      <Link to={card.href} className="category-card__link" title={card.label}>
        <h2 className="category-card__title">
          <svg className="category-card__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path d={CARD_ICON_PATHS[card.kind]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <span className="category-card__label">{card.label}</span>
        </h2>
        {detail && <p className="category-card__description">{detail}</p>}
      </Link>
    </li>
  );
}

export interface DocCategoryGeneratedIndexPageProps {
  metadata: JsonModule<CategoryIndexMetadata>;
  sidebar?: JsonModule<DocsSidebarData>;
  /** The whole sidebar, loaded on demand (a lazy route module). */
  wholeSidebar?: WholeSidebarLoader;
}

export default function DocCategoryGeneratedIndexPage({ metadata: metadataModule, sidebar, wholeSidebar }: DocCategoryGeneratedIndexPageProps) {
  const metadata = jsonData(metadataModule);
  return (
    <DocsPageLayout page={metadata} sidebar={sidebar && jsonData(sidebar)} loadWholeSidebar={wholeSidebar}>
      <div className="doc-page">
        <article className="doc-page__article category-index">
          <DocVersionBanner version={metadata.version} pluginId={metadata.pluginId} alternates={metadata.alternates} />
          <DocBreadcrumbs items={metadata.breadcrumbs} />
          <header className="category-index__header">
            <h1>{metadata.title}</h1>
            {metadata.description && <p className="category-index__description">{metadata.description}</p>}
          </header>
          <ul className="category-index__cards">
            {metadata.cards.map((card, i) => (
              <Card key={i} card={card} />
            ))}
          </ul>
          <DocPaginator previous={metadata.previous} next={metadata.next} />
        </article>
      </div>
    </DocsPageLayout>
  );
}

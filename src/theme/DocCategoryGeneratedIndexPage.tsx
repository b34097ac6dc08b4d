/** A category's generated index: its title and description, and a card for each of its entries. */
import { Link } from '@generator/client/Link';
import type { CategoryIndexCard, CategoryIndexMetadata, DocsSidebarData } from '../../plugins/docs/docs-client-data';
import DocBreadcrumbs from './DocBreadcrumbs';
import DocPaginator from './DocPaginator';
import DocsPageLayout from './DocsPageLayout';
import DocVersionBanner from './DocVersionBanner';
import { jsonData, type JsonModule } from './json-module';

function Card({ card }: { card: CategoryIndexCard }) {
  const detail = card.kind === 'category' ? `${card.itemCount} ${card.itemCount === 1 ? 'item' : 'items'}` : card.description;
  return (
    <li className={`category-card category-card--${card.kind}`}>
      <Link to={card.href} className="category-card__link">
        <h2 className="category-card__title">
          <span aria-hidden="true" className="category-card__icon">
            {card.kind === 'category' ? '🗃️' : card.kind === 'link' ? '🔗' : '📄️'}
          </span>{' '}
          {card.label}
        </h2>
        {detail && <p className="category-card__description">{detail}</p>}
      </Link>
    </li>
  );
}

export interface DocCategoryGeneratedIndexPageProps {
  metadata: JsonModule<CategoryIndexMetadata>;
  sidebar?: JsonModule<DocsSidebarData>;
}

export default function DocCategoryGeneratedIndexPage({ metadata: metadataModule, sidebar }: DocCategoryGeneratedIndexPageProps) {
  const metadata = jsonData(metadataModule);
  return (
    <DocsPageLayout page={metadata} sidebar={sidebar && jsonData(sidebar)}>
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

/** A category's generated index: its title and description, and a card for each of its entries. */
import type { CategoryIndexMetadata, DocsSidebarData } from '@generator/plugins/docs/contract';
import DocCardList from '@theme/DocCardList';
import DocBreadcrumbs from '@theme/DocBreadcrumbs';
import DocPaginator from '@theme/DocPaginator';
import DocsPageLayout from '@theme/DocsPageLayout';
import DocVersionBanner from '@theme/DocVersionBanner';
import { jsonData, type JsonModule } from './json-module';
import type { WholeSidebarLoader } from './whole-sidebar';

export interface DocCategoryGeneratedIndexPageProps {
  metadata: JsonModule<CategoryIndexMetadata>;
  sidebar?: JsonModule<DocsSidebarData>;
  /** The whole sidebar, loaded on demand (a lazy route module). */
  wholeSidebar?: WholeSidebarLoader;
}

export default function DocCategoryGeneratedIndexPage({ metadata: metadataModule, sidebar, wholeSidebar }: DocCategoryGeneratedIndexPageProps) {
  const metadata = jsonData(metadataModule);
  return (
    <DocsPageLayout page={metadata} category={metadata.category} sidebar={sidebar && jsonData(sidebar)} loadWholeSidebar={wholeSidebar}>
      <div className="doc-page">
        <article className="doc-page__article generatedIndexPage_ category-index">
          <DocVersionBanner version={metadata.version} pluginId={metadata.pluginId} alternates={metadata.alternates} />
          <DocBreadcrumbs items={metadata.breadcrumbs} />
          <header className="category-index__header">
            <h1 className="title_">{metadata.title}</h1>
            {metadata.description && <p className="category-index__description">{metadata.description}</p>}
          </header>
          <DocCardList items={metadata.category.items} />
          <DocPaginator previous={metadata.previous} next={metadata.next} />
        </article>
      </div>
    </DocsPageLayout>
  );
}

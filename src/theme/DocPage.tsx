/**
 * A doc page: version banner, breadcrumbs, the Markdown content (with its title when the content
 * has no h1), the table of contents (a column on desktop, "On this page" on mobile), the edit link
 * and last update, and previous/next links.
 */
import { useMemo, type ComponentType } from 'react';
import { useSiteData } from '@generator/client/site-context';
import MDXContent from '@theme/MDXContent';
import type { DocPageMetadata, DocsSidebarData } from '../../plugins/docs/docs-client-data';
import DocBreadcrumbs from '@theme/DocBreadcrumbs';
import DocFooter from '@theme/DocFooter';
import DocPaginator from '@theme/DocPaginator';
import DocsPageLayout from '@theme/DocsPageLayout';
import DocVersionBanner from '@theme/DocVersionBanner';
import { jsonData, type JsonModule } from './json-module';
import type { WholeSidebarLoader } from './whole-sidebar';
import TableOfContents from '@theme/TableOfContents';
import TableOfContentsMobile from '@theme/TableOfContentsMobile';
import type { ThemeConfig } from './theme-config';
import { tocTree, type TocHeading } from './toc-items';

interface DocContentModule {
  default: ComponentType;
  frontMatter: Record<string, unknown>;
  toc: TocHeading[];
}

export interface DocPageProps {
  content: DocContentModule;
  metadata: JsonModule<DocPageMetadata>;
  sidebar?: JsonModule<DocsSidebarData>;
  /** The whole sidebar, loaded on demand (a lazy route module). */
  wholeSidebar?: WholeSidebarLoader;
}

export default function DocPage({ content, metadata: metadataModule, sidebar, wholeSidebar }: DocPageProps) {
  const metadata = jsonData(metadataModule);
  const { tableOfContents } = useSiteData().themeConfig as ThemeConfig;
  const { default: Content, frontMatter, toc } = content;
  const minLevel = typeof frontMatter.toc_min_heading_level === 'number' ? frontMatter.toc_min_heading_level : tableOfContents.minHeadingLevel;
  const maxLevel = typeof frontMatter.toc_max_heading_level === 'number' ? frontMatter.toc_max_heading_level : tableOfContents.maxHeadingLevel;
  const tocItems = useMemo(() => tocTree(toc, minLevel, maxLevel), [toc, minLevel, maxLevel]);
  const showToc = !metadata.hideTableOfContents && tocItems.length > 0;

  return (
    <DocsPageLayout
      page={metadata}
      category={metadata.category}
      sidebar={sidebar && jsonData(sidebar)}
      loadWholeSidebar={wholeSidebar}
      noIndex={metadata.unlisted}
    >
      <div className="doc-page">
        <article className="doc-page__article">
          <DocVersionBanner version={metadata.version} pluginId={metadata.pluginId} alternates={metadata.alternates} />
          <DocBreadcrumbs items={metadata.breadcrumbs} />
          {showToc && <TableOfContentsMobile items={tocItems} />}
          <div className="markdown doc-page__content">
            {metadata.renderTitle && (
              <header>
                <h1>{metadata.title}</h1>
              </header>
            )}
            <MDXContent>
              <Content />
            </MDXContent>
          </div>
          <DocFooter editUrl={metadata.editUrl} lastUpdatedAt={metadata.lastUpdatedAt} lastUpdatedBy={metadata.lastUpdatedBy} />
          <DocPaginator previous={metadata.previous} next={metadata.next} />
        </article>
        {showToc && (
          <div className="doc-page__toc">
            <TableOfContents items={tocItems} />
          </div>
        )}
      </div>
    </DocsPageLayout>
  );
}

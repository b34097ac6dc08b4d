/**
 * A doc page (Docusaurus's DocItem): the docs frame with the sidebar, and inside it the page's
 * content area (DocItem/Layout: banner, breadcrumbs, content, table of contents, footer, previous
 * and next), which reads the doc through `useDoc()`.
 */
import { useMemo, type ComponentType } from 'react';
import { useSiteData } from '@generator/client/site-context';
import MDXContent from '@theme/MDXContent';
import type { DocPageMetadata, DocsSidebarData } from '@generator/plugins/docs/contract';
import DocItemLayout from '@theme/DocItemLayout';
import DocsPageLayout from '@theme/DocsPageLayout';
import { DocContext, type DocContextValue } from './doc-context';
import { jsonData, type JsonModule } from './json-module';
import type { WholeSidebarLoader } from './whole-sidebar';
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

  const doc = useMemo<DocContextValue>(() => ({ metadata, frontMatter, toc, tocItems, Content }), [metadata, frontMatter, toc, tocItems, Content]);

  return (
    <DocContext.Provider value={doc}>
      <DocsPageLayout
        page={metadata}
        category={metadata.category}
        sidebar={sidebar && jsonData(sidebar)}
        loadWholeSidebar={wholeSidebar}
        noIndex={metadata.unlisted}
      >
        <DocItemLayout>
          <MDXContent>
            <Content />
          </MDXContent>
        </DocItemLayout>
      </DocsPageLayout>
    </DocContext.Provider>
  );
}

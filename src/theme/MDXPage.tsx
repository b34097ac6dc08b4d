/** A standalone Markdown/MDX page (from src/pages), with its edit link and last update when the pages plugin gives them. */
import type { ComponentType } from 'react';
import EditThisPage from '@theme/EditThisPage';
import LastUpdated from '@theme/LastUpdated';
import Layout from '@theme/Layout';
import MDXContent from '@theme/MDXContent';
import type { MdxPageMetadata } from '@generator/plugins/pages/contract';
import { jsonData, type JsonModule } from './json-module';

interface MarkdownModule {
  default: ComponentType;
  frontMatter: { title?: string; description?: string; image?: string; wrapperClassName?: string };
}

export default function MDXPage({ content, metadata }: { content: MarkdownModule; metadata?: JsonModule<MdxPageMetadata> }) {
  const { default: Content, frontMatter } = content;
  const { editUrl, lastUpdatedAt, lastUpdatedBy } = metadata ? jsonData(metadata) : ({} as MdxPageMetadata);
  return (
    <Layout title={frontMatter.title} description={frontMatter.description} image={frontMatter.image}>
      <main>
        <article className="container margin-vert--lg markdown mdx-page">
          <MDXContent>
            <Content />
          </MDXContent>
          {/* Not DocFooter: shared with the doc page, it would become one more chunk every docs page loads. */}
          {(editUrl || lastUpdatedAt !== undefined || lastUpdatedBy) && (
            <footer className="doc-footer">
              {editUrl && <EditThisPage editUrl={editUrl} />}
              {(lastUpdatedAt !== undefined || lastUpdatedBy) && <LastUpdated at={lastUpdatedAt} by={lastUpdatedBy} />}
            </footer>
          )}
        </article>
      </main>
    </Layout>
  );
}

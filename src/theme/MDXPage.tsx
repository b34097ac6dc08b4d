/** A standalone Markdown/MDX page (from src/pages). */
import type { ComponentType } from 'react';
import Layout from '@theme/Layout';
import MDXContent from '@theme/MDXContent';

interface MarkdownModule {
  default: ComponentType;
  frontMatter: { title?: string; description?: string; wrapperClassName?: string };
}

export default function MDXPage({ content }: { content: MarkdownModule }) {
  const { default: Content, frontMatter } = content;
  return (
    <Layout title={frontMatter.title} description={frontMatter.description}>
      <main>
        <article className="container markdown mdx-page">
          <MDXContent>
            <Content />
          </MDXContent>
        </article>
      </main>
    </Layout>
  );
}

/**
 * One post: header (title, date, reading time, authors), content, tags, edit link, newer/older
 * post, and the table of contents (a column on desktop; on mobile "On this page" above the title,
 * where docs pages have it too).
 */
import { useMemo, type ComponentType } from 'react';
import { useSiteData } from '@generator/client/site-context';
import Admonition from '@theme/Admonition';
import BlogPostItemHeader from '@theme/BlogPostItemHeader';
import BlogPostPaginator from '@theme/BlogPostPaginator';
import BlogTagLinks from '@theme/BlogTagLinks';
import EditThisPage from '@theme/EditThisPage';
import LastUpdated from '@theme/LastUpdated';
import { BLOG_TAG } from '../shared/search-facets';
import MDXContent from '@theme/MDXContent';
import TableOfContents from '@theme/TableOfContents';
import TableOfContentsMobile from '@theme/TableOfContentsMobile';
import type { BlogPostPageData, MarkdownModule } from '@generator/plugins/blog/contract';
import BlogLayout from './blog-layout';
import { jsonData, type JsonModule } from './json-module';
import type { ThemeConfig } from './theme-config';
import { tocTree } from './toc-items';
import './blog.css';

export interface BlogPostPageProps {
  content: MarkdownModule;
  post: JsonModule<BlogPostPageData>;
}

export default function BlogPostPage({ content, post: data }: BlogPostPageProps) {
  const { post, newer, older } = jsonData(data);
  const Content = content.default as ComponentType;
  const { minHeadingLevel, maxHeadingLevel } = (useSiteData().themeConfig as ThemeConfig).tableOfContents;
  const tocItems = useMemo(() => tocTree(content.toc, minHeadingLevel, maxHeadingLevel), [content.toc, minHeadingLevel, maxHeadingLevel]);
  // Any heading gives the post its table of contents, even one of a level it does not list, as in Docusaurus.
  const showToc = !post.hideTableOfContents && content.toc.length > 0;
  return (
    <BlogLayout
      title={post.title}
      description={post.description}
      image={post.image}
      keywords={post.keywords}
      noIndex={post.unlisted}
      searchTag={post.unlisted ? undefined : BLOG_TAG}
    >
      <div className={showToc ? 'container blog-post-layout blog-post-layout--with-toc' : 'container blog-post-layout'}>
        <div className="blog-post-layout__main">
          <article className="blog-post" itemScope itemType="https://schema.org/BlogPosting">
            {post.unlisted && (
              <Admonition type="warning" title="Unlisted page">
                <p>This page is unlisted. Search engines will not index it, and only users having a direct link can access it.</p>
              </Admonition>
            )}
            {showToc && <TableOfContentsMobile items={tocItems} />}
            <BlogPostItemHeader post={post} isBlogPostPage />
            {/* itemProp="articleBody" marks what the feeds take from this page (plugins/blog/feed-content.ts). */}
            <div className="markdown blog-post__content" itemProp="articleBody">
              <MDXContent>
                <Content />
              </MDXContent>
            </div>
            <footer className="blog-post__footer">
              <BlogTagLinks tags={post.tags} />
              {post.editUrl && <EditThisPage editUrl={post.editUrl} />}
              {(post.lastUpdatedAt !== undefined || post.lastUpdatedBy) && <LastUpdated at={post.lastUpdatedAt} by={post.lastUpdatedBy} />}
            </footer>
          </article>
          <BlogPostPaginator newer={newer} older={older} />
        </div>
        {showToc && (
          <div className="blog-post-layout__toc">
            <TableOfContents items={tocItems} />
          </div>
        )}
      </div>
    </BlogLayout>
  );
}

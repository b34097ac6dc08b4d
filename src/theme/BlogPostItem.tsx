/** One post in a list: title link, date and reading time, authors, excerpt, and "Read more" when truncated. */
import type { ComponentType } from 'react';
import { Link } from '@generator/client/Link';
import BlogPostItemHeader from '@theme/BlogPostItemHeader';
import BlogTagLinks from '@theme/BlogTagLinks';
import MDXContent from '@theme/MDXContent';
import type { BlogListItem, MarkdownModule } from '@generator/plugins/blog/contract';

export default function BlogPostItem({ item, content }: { item: BlogListItem; content: MarkdownModule }) {
  const Excerpt = content.default as ComponentType;
  return (
    <article className="blog-post-item">
      <BlogPostItemHeader post={item} />
      <div className="markdown blog-post-item__excerpt">
        <MDXContent>
          <Excerpt />
        </MDXContent>
      </div>
      <footer className="blog-post-item__footer">
        <BlogTagLinks tags={item.tags} />
        {item.truncated && (
          <Link className="blog-read-more" to={item.permalink} aria-label={`Read more about ${item.title}`}>
            Read more
          </Link>
        )}
      </footer>
    </article>
  );
}

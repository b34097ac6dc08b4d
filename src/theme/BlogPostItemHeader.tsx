/**
 * A post's header (Docusaurus's `@theme/BlogPostItem/Header`): title, date and reading time,
 * authors. In a list the title is an h2 linking to the post; on the post's page it is the h1.
 */
import { Link } from '@generator/client/Link';
import BlogAuthors from '@theme/BlogAuthors';
import BlogPostMeta from '@theme/BlogPostMeta';
import type { BlogPostSummary } from '@generator/plugins/blog/contract';

export interface BlogPostItemHeaderProps {
  post: Pick<BlogPostSummary, 'title' | 'permalink' | 'date' | 'formattedDate' | 'readingTimeMinutes' | 'authors'>;
  /** On the post's own page (the title is the page's h1), rather than in a list. */
  isBlogPostPage?: boolean;
}

export default function BlogPostItemHeader({ post, isBlogPostPage = false }: BlogPostItemHeaderProps) {
  return (
    <header className={isBlogPostPage ? 'blog-post__header' : undefined}>
      {isBlogPostPage ? (
        <h1 className="blog-post__title" itemProp="headline">
          {post.title}
        </h1>
      ) : (
        <h2 className="blog-post-item__title">
          <Link to={post.permalink}>{post.title}</Link>
        </h2>
      )}
      <BlogPostMeta date={post.date} formattedDate={post.formattedDate} readingTimeMinutes={post.readingTimeMinutes} />
      <BlogAuthors authors={post.authors} />
    </header>
  );
}

/** The posts of a list page, each rendered with its content module (named by the item's `contentModule`). */
import BlogPostItem from '@theme/BlogPostItem';
import type { BlogListItem, MarkdownModule } from '@generator/plugins/blog/contract';

export interface BlogPostListProps {
  items: BlogListItem[];
  /** The route's modules, which include each item's content. */
  modules: Record<string, unknown>;
}

export default function BlogPostList({ items, modules }: BlogPostListProps) {
  return (
    <div className="blog-post-list">
      {items.map((item) => (
        <BlogPostItem key={item.permalink} item={item} content={modules[item.contentModule] as MarkdownModule} />
      ))}
    </div>
  );
}

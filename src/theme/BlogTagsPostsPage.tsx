/** The posts with one tag: /blog/tags/{tag}, /blog/tags/{tag}/page/{n}. */
import { Link } from '@generator/client/Link';
import BlogListPaginator from '@theme/BlogListPaginator';
import BlogPostList from '@theme/BlogPostList';
import type { BlogTagPageData } from '@generator/plugins/blog/contract';
import { taggedPostsHeading } from './blog-strings';
import BlogPageFrame, { BlogPageOfNote, paginatedTitle } from './blog-page-frame';
import { jsonData, type JsonModule } from './json-module';
import './blog.css';

export interface BlogTagsPostsPageProps {
  tag: JsonModule<BlogTagPageData>;
  [module: string]: unknown;
}

export default function BlogTagsPostsPage(props: BlogTagsPostsPageProps) {
  const { tag, allTagsPermalink, pagination, items } = jsonData(props.tag);
  const heading = taggedPostsHeading(tag.count, tag.label);
  return (
    <BlogPageFrame
      title={paginatedTitle(heading, pagination)}
      description={tag.description ?? heading}
      noIndex={tag.unlisted}
      header={
        <>
          <h1>{heading}</h1>
          {tag.description && <p>{tag.description}</p>}
          <BlogPageOfNote pagination={pagination} />
          <Link to={allTagsPermalink}>View all tags</Link>
        </>
      }
    >
      <BlogPostList items={items} modules={props} />
      <BlogListPaginator pagination={pagination} />
    </BlogPageFrame>
  );
}

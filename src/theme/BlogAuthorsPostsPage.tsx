/** The posts of one author: /blog/authors/{author}, /blog/authors/{author}/page/{n}. */
import { Link } from '@generator/client/Link';
import BlogAuthors from '@theme/BlogAuthors';
import BlogListPaginator from '@theme/BlogListPaginator';
import BlogPostList from '@theme/BlogPostList';
import type { BlogAuthorPageData } from '@generator/plugins/blog/contract';
import { postCountLabel } from './blog-strings';
import BlogPageFrame, { BlogPageOfNote, paginatedTitle } from './blog-page-frame';
import { jsonData, type JsonModule } from './json-module';
import './blog.css';

export interface BlogAuthorsPostsPageProps {
  author: JsonModule<BlogAuthorPageData>;
  [module: string]: unknown;
}

export default function BlogAuthorsPostsPage(props: BlogAuthorsPostsPageProps) {
  const { author, allAuthorsPermalink, pagination, items } = jsonData(props.author);
  // Docusaurus's page title: "Name - 3 posts".
  const heading = `${author.name} - ${postCountLabel(author.count)}`;
  return (
    <BlogPageFrame
      title={paginatedTitle(heading, pagination)}
      description={`Posts by ${author.name}`}
      header={
        <>
          <h1>{author.name}</h1>
          {/* The author's card without a link to this very page. */}
          <BlogAuthors authors={[{ ...author, page: undefined }]} />
          <p className="blog-page-header__note">{postCountLabel(author.count)}</p>
          <BlogPageOfNote pagination={pagination} />
          <Link to={allAuthorsPermalink}>View all authors</Link>
        </>
      }
    >
      <BlogPostList items={items} modules={props} />
      <BlogListPaginator pagination={pagination} />
    </BlogPageFrame>
  );
}

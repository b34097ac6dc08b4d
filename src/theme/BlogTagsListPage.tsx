/** All tags, grouped by first letter, each with its number of posts: /blog/tags. */
import { Link } from '@generator/client/Link';
import type { BlogTagsListPageData } from '@generator/plugins/blog/contract';
import { postCountLabel } from './blog-strings';
import BlogPageFrame from './blog-page-frame';
import { jsonData, type JsonModule } from './json-module';
import { groupByFirstLetter } from './tags-by-letter';
import './blog.css';

export default function BlogTagsListPage({ tags: data }: { tags: JsonModule<BlogTagsListPageData> }) {
  const { tags } = jsonData(data);
  return (
    <BlogPageFrame title="Tags" description="Blog tags" header={<h1>Tags</h1>}>
      {groupByFirstLetter(tags).map(([letter, group]) => (
        <section key={letter} className="blog-tags-group" aria-labelledby={letter}>
          {/* The letter is the id, as in Docusaurus (/blog/tags#D). */}
          <h2 id={letter}>{letter}</h2>
          <ul className="blog-tags-group__list">
            {group.map((tag) => (
              <li key={tag.permalink}>
                <Link className="blog-tag" to={tag.permalink} rel="tag" title={tag.description}>
                  {tag.label}
                  <span className="blog-tag__count" aria-hidden="true">
                    {tag.count}
                  </span>
                  <span className="visually-hidden"> ({postCountLabel(tag.count)})</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </BlogPageFrame>
  );
}

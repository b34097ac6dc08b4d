/** All tags, grouped by first letter, each with its number of posts: /blog/tags. */
import { Link } from '@generator/client/Link';
import type { BlogTagSummary, BlogTagsListPageData } from '../../plugins/blog/page-data';
import { postCountLabel } from './blog-strings';
import BlogPageFrame from './blog-page-frame';
import { jsonData, type JsonModule } from './json-module';
import './blog.css';

/** Tags (already sorted by label) grouped under their first letter, upper-cased. */
function groupByFirstLetter(tags: BlogTagSummary[]): Array<[string, BlogTagSummary[]]> {
  const groups = new Map<string, BlogTagSummary[]>();
  for (const tag of tags) {
    const letter = tag.label.charAt(0).toLocaleUpperCase('en');
    groups.set(letter, [...(groups.get(letter) ?? []), tag]);
  }
  return [...groups.entries()];
}

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

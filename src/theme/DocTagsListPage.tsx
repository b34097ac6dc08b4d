/**
 * A docs version's tags page (/docs/tags, Docusaurus's DocTagsListPage): its tags grouped by first
 * letter, each with its number of docs. Props as Docusaurus gives them: `tags`.
 */
import { Link } from '@generator/client/Link';
import Layout from '@theme/Layout';
import type { DocTagsListPageData } from '@generator/plugins/docs/contract';
import { groupByFirstLetter } from './tags-by-letter';
import './doc-tags.css';

export default function DocTagsListPage({ tags }: DocTagsListPageData) {
  return (
    <Layout title="Tags" description="Docs tags" noIndex>
      <div className="container margin-vert--lg doc-tags-page">
        <h1>Tags</h1>
        {groupByFirstLetter(tags).map(([letter, group]) => (
          <section key={letter} aria-labelledby={letter}>
            {/* The letter is the id, as in Docusaurus (/docs/tags#D). */}
            <h2 id={letter}>{letter}</h2>
            <ul className="doc-tags-page__list">
              {group.map((tag) => (
                <li key={tag.permalink}>
                  <Link className="doc-tag" to={tag.permalink} rel="tag" title={tag.description}>
                    {tag.label}
                    <span className="doc-tag__count">{tag.count}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </Layout>
  );
}

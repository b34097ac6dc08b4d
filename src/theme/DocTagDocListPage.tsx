/**
 * The docs with one tag (/docs/tags/{tag}, Docusaurus's DocTagDocListPage): a heading with the count,
 * the tag's description, a link to all tags and each doc by title. Props as Docusaurus gives them: `tag`.
 */
import { Link } from '@generator/client/Link';
import Layout from '@theme/Layout';
import type { DocTagDocListPageData } from '@generator/plugins/docs/contract';
import './doc-tags.css';

export default function DocTagDocListPage({ tag }: { tag: DocTagDocListPageData }) {
  const heading = `${tag.count} ${tag.count === 1 ? 'doc' : 'docs'} tagged with "${tag.label}"`;
  return (
    <Layout title={heading} description={tag.description} noIndex>
      <div className="container margin-vert--lg doc-tags-page">
        <header>
          <h1>{heading}</h1>
          {tag.description && <p>{tag.description}</p>}
          <Link to={tag.allTagsPath}>View all tags</Link>
        </header>
        {tag.items.map((doc) => (
          <article key={doc.id} className="doc-tags-page__doc">
            <h2>
              <Link to={doc.permalink}>{doc.title}</Link>
            </h2>
            {doc.description && <p>{doc.description}</p>}
          </article>
        ))}
      </div>
    </Layout>
  );
}

/** A doc's tags under its content, each linking to the tag's page (Docusaurus's TagsListInline in DocItem's footer). */
import { Link } from '@generator/client/Link';
import { translate } from '@generator/client/docusaurus/Translate';
import type { DocTag } from '@generator/plugins/docs/contract';
import './doc-tags.css';

export default function DocTagLinks({ tags }: { tags: DocTag[] }) {
  return (
    <nav className="doc-tag-links" aria-label="Tags">
      <b>{translate({ id: 'theme.tags.tagsListLabel', message: 'Tags:' })}</b>
      <ul className="doc-tags">
        {tags.map((tag) => (
          <li key={tag.permalink}>
            <Link className="doc-tag" to={tag.permalink} rel="tag" title={tag.description}>
              {tag.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

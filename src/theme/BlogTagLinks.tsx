/** A post's tags, each linking to its tag page. */
import { Link } from '@generator/client/Link';
import { translate } from '@generator/client/docusaurus/Translate';
import type { BlogTagLink } from '@generator/plugins/blog/contract';

export default function BlogTagLinks({ tags }: { tags: BlogTagLink[] }) {
  if (tags.length === 0) return null;
  return (
    <div className="blog-tag-links">
      <span className="blog-tag-links__label">{translate({ id: 'theme.tags.tagsListLabel', message: 'Tags:' })}</span>
      <ul>
        {tags.map((tag) => (
          <li key={tag.permalink}>
            <Link className="blog-tag" to={tag.permalink}>
              {tag.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

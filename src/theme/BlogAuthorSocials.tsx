/**
 * An author's social links (Docusaurus's `@theme/Blog/Components/Author/Socials`): an icon link per
 * platform, named by the platform ("GitHub") for screen readers and as a tooltip.
 */
import { Link } from '@generator/client/Link';
import type { BlogAuthorData } from '@generator/plugins/blog/contract';

export default function BlogAuthorSocials({ author }: { author: Pick<BlogAuthorData, 'socials'> }) {
  if (!author.socials?.length) return null;
  return (
    <span className="blog-author__socials">
      {author.socials.map(({ platform, url, label, icon }) => (
        <Link key={platform} to={url} className={`blog-author__social blog-author__social--${platform.toLowerCase()}`} title={label} aria-label={label}>
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            {icon.style === 'fill' ? (
              <path d={icon.path} fill="currentColor" />
            ) : (
              <path d={icon.path} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            )}
          </svg>
        </Link>
      ))}
    </span>
  );
}

/** Where an author's name links: their page, else their URL, else their email (as Docusaurus). */
export function authorLink(author: Pick<BlogAuthorData, 'page' | 'url' | 'email'>): string | undefined {
  return author.page ?? author.url ?? (author.email ? `mailto:${author.email}` : undefined);
}

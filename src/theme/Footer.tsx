/**
 * The page footer (themeConfig.footer, Docusaurus's shape): link columns or a simple row of links
 * (items may be raw HTML), a logo, the copyright (HTML), the "light" or "dark" style; and this
 * theme's extensions: the newsletter form beside the columns and a row of social links. Markup
 * and class names are Docusaurus's (a `row` of `col footer__col` columns, `footer__items`,
 * `footer__item`, `footer__link-item`), so Infima lays it out and a site's CSS finds them; the
 * column titles stay headings.
 */
import FooterLayout from '@theme/FooterLayout';
import { Link } from '@generator/client/Link';
import { useSiteData } from '@generator/client/site-context';
import { addBaseUrl } from '@generator/shared/base-url';
import isInternalUrl from '@generator/client/docusaurus/isInternalUrl';
import IconExternalLink from '@theme/Icon/ExternalLink';
import NewsletterForm from '@theme/NewsletterForm';
import FooterLogo from './FooterLogo';
import type { FooterColumn, FooterConfig, FooterLink } from './theme-config';

const OWN_KEYS = new Set(['label', 'to', 'href', 'html', 'className']);

function FooterLinkItem({ link }: { link: FooterLink }) {
  const { baseUrl } = useSiteData();
  if (link.html !== undefined)
    return <li className={['footer__item', link.className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: link.html }} />;
  const extra = Object.fromEntries(Object.entries(link).filter(([key]) => !OWN_KEYS.has(key)));
  return (
    <li className="footer__item">
      <Link
        {...extra}
        to={link.to !== undefined ? addBaseUrl(baseUrl, link.to) : link.href}
        className={['footer__link-item', link.className].filter(Boolean).join(' ')}
      >
        {link.label}
        {link.href !== undefined && !isInternalUrl(link.href) && <IconExternalLink />}
      </Link>
    </li>
  );
}

function FooterLinkList({ links, className, label }: { links: FooterLink[]; className: string; label?: string }) {
  return (
    <ul className={className} aria-label={label}>
      {links.map((link, i) => (
        <FooterLinkItem key={i} link={link} />
      ))}
    </ul>
  );
}

function isColumns(links: FooterConfig['links']): links is FooterColumn[] {
  return links.length > 0 && 'items' in links[0];
}

export default function Footer() {
  const { themeConfig, title } = useSiteData();
  const footer = (themeConfig as { footer?: FooterConfig }).footer;
  if (!footer) return null;
  const columns = isColumns(footer.links) ? footer.links : [];
  const simpleLinks = isColumns(footer.links) ? [] : (footer.links as FooterLink[]);
  const links = (
    <>
      {(columns.length > 0 || footer.newsletter) && (
        <div className="row footer__links">
          {columns.map((column, i) => (
            <div key={i} className={['theme-layout-footer-column col footer__col', column.className].filter(Boolean).join(' ')}>
              {column.title !== null && <h2 className="footer__title">{column.title}</h2>}
              <FooterLinkList links={column.items} className="footer__items clean-list" />
            </div>
          ))}
          {footer.newsletter && (
            <div className="col footer__col footer__column--newsletter">
              <NewsletterForm config={footer.newsletter} />
            </div>
          )}
        </div>
      )}
      {simpleLinks.length > 0 && <FooterLinkList links={simpleLinks} className="footer__links footer__links--simple clean-list" />}
      {footer.social.length > 0 && <FooterLinkList links={footer.social} className="footer__social clean-list" label={`${title} on social media`} />}
    </>
  );
  return (
    <FooterLayout
      style={footer.style}
      links={links}
      logo={footer.logo && <FooterLogo logo={footer.logo} />}
      copyright={footer.copyright && <div className="footer__copyright" dangerouslySetInnerHTML={{ __html: footer.copyright }} />}
    />
  );
}

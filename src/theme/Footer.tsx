/** The page footer: link columns, the newsletter form, social accounts and the copyright. */
import { Link } from '@generator/client/Link';
import { useSiteData } from '@generator/client/site-context';
import NewsletterForm from '@theme/NewsletterForm';
import type { ThemeConfig } from './theme-config';

type FooterLink = ThemeConfig['footer']['social'][number];

function FooterLinkList({ links, className, label }: { links: FooterLink[]; className: string; label?: string }) {
  return (
    <ul className={className} aria-label={label}>
      {links.map((link) => (
        <li key={link.label}>
          <Link to={link.to ?? link.href} className={link.className}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export default function Footer() {
  const footer = (useSiteData().themeConfig as ThemeConfig).footer;
  return (
    <footer className="footer">
      <div className="footer__inner">
        <div className="footer__columns">
          {footer.columns.map((column) => (
            <div key={column.title} className="footer__column">
              <h2 className="footer__title">{column.title}</h2>
              <FooterLinkList links={column.items} className="footer__links" />
            </div>
          ))}
          {footer.newsletter && (
            <div className="footer__column footer__column--newsletter">
              <NewsletterForm config={footer.newsletter} />
            </div>
          )}
        </div>
        {footer.social.length > 0 && <FooterLinkList links={footer.social} className="footer__social" label="Stately on social media" />}
        {footer.copyright && <p className="footer__copyright">{footer.copyright}</p>}
      </div>
    </footer>
  );
}

/** The page footer: link columns, the newsletter form, social accounts and the copyright. */
import { Link } from '@generator/client/Link';
import { useSiteData } from '@generator/client/site-context';
import NewsletterForm from '@theme/NewsletterForm';
import type { ThemeConfig } from './theme-config';

export default function Footer() {
  const footer = (useSiteData().themeConfig as ThemeConfig).footer;
  return (
    <footer className="footer">
      <div className="footer__inner">
        <div className="footer__columns">
          {footer.columns.map((column) => (
            <div key={column.title} className="footer__column">
              <h2 className="footer__title">{column.title}</h2>
              <ul className="footer__links">
                {column.items.map((item) => (
                  <li key={item.label}>
                    <Link to={item.to ?? item.href} className={item.className}>
                      {item.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
          {footer.newsletter && (
            <div className="footer__column footer__column--newsletter">
              <NewsletterForm config={footer.newsletter} />
            </div>
          )}
        </div>
        {footer.social.length > 0 && (
          <ul className="footer__social" aria-label="Stately on social media">
            {footer.social.map((item) => (
              <li key={item.label}>
                <Link to={item.href ?? item.to} className={item.className}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        )}
        {footer.copyright && <p className="footer__copyright">{footer.copyright}</p>}
      </div>
    </footer>
  );
}

/** The page footer (columns and copyright from themeConfig.footer). */
import { Link } from '@generator/client/Link';
import { useSiteData } from '@generator/client/site-context';
import type { ThemeConfig } from './theme-config';

export default function Footer() {
  const footer = (useSiteData().themeConfig as ThemeConfig).footer;
  return (
    <footer className="footer">
      {footer.columns.map((column) => (
        <div key={column.title} className="footer__column">
          <h2 className="footer__title">{column.title}</h2>
          <ul>
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
      {footer.copyright && <p className="footer__copyright">{footer.copyright}</p>}
    </footer>
  );
}

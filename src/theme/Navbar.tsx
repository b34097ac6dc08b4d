/** The top navigation bar (items from themeConfig.navbar). */
import { Link } from '@generator/client/Link';
import { useSiteData } from '@generator/client/site-context';
import type { ThemeConfig } from './theme-config';

export default function Navbar() {
  const { themeConfig, baseUrl } = useSiteData();
  const navbar = (themeConfig as ThemeConfig).navbar;
  return (
    <nav className="navbar" aria-label="Main">
      <Link className="navbar__brand" to={baseUrl}>
        {navbar.title}
      </Link>
      <ul className="navbar__items">
        {navbar.items.map((item, i) =>
          item.type === 'link' ? (
            <li key={i}>
              <Link className={item.className ? `navbar__link ${item.className}` : 'navbar__link'} to={item.to ?? item.href}>
                {item.label}
              </Link>
            </li>
          ) : null,
        )}
      </ul>
    </nav>
  );
}

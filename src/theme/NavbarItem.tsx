/** One item of the navbar (desktop bar and mobile drawer render the same items). */
import { Link } from '@generator/client/Link';
import DocsVersionDropdown from '@theme/DocsVersionDropdown';
import SearchBar from '@theme/SearchBar';
import type { NavbarItem as NavbarItemConfig } from './theme-config';
import { useDocsPreferredPath } from './use-docs-preferred-path';

function DocsLinkItem({ label, docPath, docsPluginId, className }: { label: string; docPath: string; docsPluginId: string; className: string }) {
  return (
    <Link className={className} to={useDocsPreferredPath(docPath, docsPluginId)}>
      {label}
    </Link>
  );
}

export default function NavbarItem({ item, mobile = false }: { item: NavbarItemConfig; mobile?: boolean }) {
  const linkClass = mobile ? 'navbar-drawer__link' : 'navbar__link';
  switch (item.type) {
    case 'link': {
      const className = [linkClass, item.className].filter(Boolean).join(' ');
      const target = item.to ?? item.href ?? '/';
      // Links to the docs root honour the reader's preferred docs version.
      if (item.to === '/docs') return <DocsLinkItem label={item.label} docPath="" docsPluginId="default" className={className} />;
      return (
        <Link className={className} to={target} aria-label={item['aria-label']}>
          {item.label}
        </Link>
      );
    }
    case 'docsLink':
      return <DocsLinkItem label={item.label} docPath={item.docPath} docsPluginId={item.docsPluginId} className={linkClass} />;
    case 'docsVersionDropdown':
      return <DocsVersionDropdown docsPluginId={item.docsPluginId} />;
    case 'search':
      return mobile ? null : <SearchBar />;
  }
}

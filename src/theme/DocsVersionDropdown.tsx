/**
 * The navbar's docs version switcher. Its button shows the version being read (on a docs page),
 * else the reader's preferred version, else the latest. Each entry leads to the same page in that
 * version when it exists, else to the version's main doc, and remembers the choice.
 */
import type { ReactNode } from 'react';
import { Link } from '@generator/client/Link';
import type { DocsVersionSummary } from '../../plugins/docs/docs-client-data';
import { useActiveDoc } from './active-doc-context';
import { latestVersion, storePreferredVersion, useDocsVersions, usePreferredVersion, useVersionPersistence } from './docs-versions';
import NavbarDropdown from './NavbarDropdown';
import './docs-version-dropdown.css';

export interface DocsVersionDropdownProps {
  docsPluginId?: string;
  /** Entries listed before and after the versions (themeConfig's dropdownItemsBefore/After); `close` closes the menu. */
  itemsBefore?: (close: () => void) => ReactNode;
  itemsAfter?: (close: () => void) => ReactNode;
}

export default function DocsVersionDropdown({ docsPluginId = 'default', itemsBefore, itemsAfter }: DocsVersionDropdownProps) {
  const versions = useDocsVersions(docsPluginId);
  const activeDoc = useActiveDoc(docsPluginId);
  const preferred = usePreferredVersion(docsPluginId);
  const persistence = useVersionPersistence();

  const shown: DocsVersionSummary | undefined = (activeDoc && versions.find((v) => v.name === activeDoc.versionName)) ?? preferred ?? latestVersion(versions);
  if (!shown) return null;
  const targetOf = (version: DocsVersionSummary) =>
    activeDoc?.alternates[version.name] ?? (activeDoc?.versionName === version.name ? activeDoc.permalink : version.mainDocPath);

  // Rendered as a navbar dropdown, as Docusaurus's version item renders through its dropdown item.
  return (
    <NavbarDropdown
      className="navbar__item docs-version-dropdown"
      label={
        <>
          <span className="visually-hidden">Versions: </span>
          {shown.label}
        </>
      }
    >
      {(close) => (
        <>
          {itemsBefore?.(close)}
          {versions.map((version) => {
            const current = version.name === shown.name;
            return (
              <li key={version.name}>
                <Link
                  to={targetOf(version)}
                  className={`dropdown__link${current ? ' dropdown__link--active' : ''}`}
                  aria-current={current ? 'true' : undefined}
                  onClick={() => {
                    storePreferredVersion(docsPluginId, version.name, persistence);
                    close();
                  }}
                >
                  {version.label}
                </Link>
              </li>
            );
          })}
          {itemsAfter?.(close)}
        </>
      )}
    </NavbarDropdown>
  );
}

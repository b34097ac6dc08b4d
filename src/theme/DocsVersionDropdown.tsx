/**
 * The navbar's docs version switcher. It lists every version, or those its `versions` option names
 * (in that order, with their own labels), as Docusaurus 3.10. Its button shows the version being
 * read (on a docs page), else the reader's preferred version, else the latest, the first of these
 * that is listed, else the first listed. Each entry leads to the same page in that version when it
 * exists, else to the version's main doc, and remembers the choice.
 */
import type { ReactNode } from 'react';
import { translate } from '@generator/client/docusaurus/Translate';
import { Link } from '@generator/client/Link';
import type { DocsVersionSummary } from '@generator/plugins/docs/contract';
import { useActiveDoc } from './active-doc-context';
import { latestVersion, storePreferredVersion, useDocsVersions, usePreferredVersion, useVersionPersistence } from './docs-versions';
import NavbarDropdown from './NavbarDropdown';
import './docs-version-dropdown.css';

/** themeConfig's `versions`: version names, or names -> { label }. */
export type ListedVersionsOption = string[] | Record<string, { label?: string }>;

export interface DocsVersionDropdownProps {
  docsPluginId?: string;
  versions?: ListedVersionsOption;
  /** Entries listed before and after the versions (themeConfig's dropdownItemsBefore/After); `close` closes the menu. */
  itemsBefore?: (close: () => void) => ReactNode;
  itemsAfter?: (close: () => void) => ReactNode;
}

/** The versions listed, relabelled as the option says; a name that is no version is an error, as in Docusaurus. */
function listedVersions(versions: DocsVersionSummary[], option: ListedVersionsOption | undefined): DocsVersionSummary[] {
  if (!option) return versions;
  const entries: [string, { label?: string } | undefined][] = Array.isArray(option) ? option.map((name) => [name, undefined]) : Object.entries(option);
  return entries.map(([name, config]) => {
    const version = versions.find((v) => v.name === name);
    if (!version)
      throw new Error(
        `No docs version exist for name '${name}', please verify your 'docsVersionDropdown' navbar item versions config.\nAvailable version names:\n- ${versions.map((v) => v.name).join('\n- ')}`,
      );
    return config?.label ? { ...version, label: config.label } : version;
  });
}

export default function DocsVersionDropdown({ docsPluginId = 'default', versions: versionsOption, itemsBefore, itemsAfter }: DocsVersionDropdownProps) {
  const allVersions = useDocsVersions(docsPluginId);
  const activeDoc = useActiveDoc(docsPluginId);
  const preferred = usePreferredVersion(docsPluginId);
  const persistence = useVersionPersistence();
  const versions = listedVersions(allVersions, versionsOption);

  const candidates = [activeDoc?.versionName, preferred?.name, latestVersion(allVersions)?.name];
  const shown: DocsVersionSummary | undefined = candidates.map((name) => versions.find((v) => v.name === name)).find((v) => v !== undefined) ?? versions[0];
  if (!shown) return null;
  const targetOf = (version: DocsVersionSummary) =>
    activeDoc?.alternates[version.name] ?? (activeDoc?.versionName === version.name ? activeDoc.permalink : version.mainDocPath);

  // Rendered as a navbar dropdown, as Docusaurus's version item renders through its dropdown item.
  return (
    <NavbarDropdown
      className="navbar__item docs-version-dropdown"
      label={
        <>
          <span className="visually-hidden">{translate({ id: 'theme.navbar.mobileVersionsDropdown.label', message: 'Versions' })}: </span>
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

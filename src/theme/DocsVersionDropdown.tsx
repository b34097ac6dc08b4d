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
import { useDropdownMenu } from './use-dropdown-menu';
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
  const { open, setOpen, rootRef, buttonRef, menuId, close } = useDropdownMenu();

  const shown: DocsVersionSummary | undefined = (activeDoc && versions.find((v) => v.name === activeDoc.versionName)) ?? preferred ?? latestVersion(versions);
  if (!shown) return null;
  const targetOf = (version: DocsVersionSummary) =>
    activeDoc?.alternates[version.name] ?? (activeDoc?.versionName === version.name ? activeDoc.permalink : version.mainDocPath);

  return (
    <div ref={rootRef} className={`navbar__item dropdown docs-version-dropdown${open ? ' dropdown--open' : ''}`}>
      <button
        ref={buttonRef}
        type="button"
        className="navbar__link dropdown__button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        // Enter and Space toggle it too: a button turns them into clicks.
        onClick={() => setOpen(!open)}
      >
        <span className="visually-hidden">Versions: </span>
        {shown.label}
        <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <ul id={menuId} className="dropdown__menu" hidden={!open}>
        {itemsBefore?.(() => setOpen(false))}
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
                  setOpen(false);
                }}
              >
                {version.label}
              </Link>
            </li>
          );
        })}
        {itemsAfter?.(() => setOpen(false))}
      </ul>
    </div>
  );
}

/**
 * Where a link into the docs should go for this reader: into the version being read (on a docs
 * page), else the version chosen in the version dropdown, else the latest.
 * - A path inside the version ("" for its start, "quick-start") is resolved in that version; its
 *   start is the version's main doc.
 * - A site path ("/docs", "/docs/quick-start") that is a version's start (its root or main doc)
 *   leads to the start of that version; other site paths are kept (whether a doc exists in another
 *   version is known only on its page).
 * Before hydration the stored choice is unknown, so the prerendered link uses the latest version.
 */
import { normalizeRoutePath } from '@generator/shared/route-path';
import type { DocsVersionSummary } from '../../plugins/docs/docs-client-data';
import { useActiveDoc } from './active-doc-context';
import { latestVersion, useDocsVersions, usePreferredVersion } from './docs-versions';

/** The version a site path belongs to: the one with the longest matching root ("/docs/xstate-v4" before "/docs"). */
function versionOfPath(path: string, versions: DocsVersionSummary[]): DocsVersionSummary | undefined {
  return [...versions]
    .sort((a, b) => b.path.length - a.path.length)
    .find((v) => path === v.path || path.startsWith(v.path === '/' ? '/' : v.path + '/'));
}

export function useDocsPreferredPath(docPath: string, pluginId = 'default'): string {
  const versions = useDocsVersions(pluginId);
  const active = useActiveDoc(pluginId);
  const preferred = usePreferredVersion(pluginId);
  const chosen = (active && versions.find((v) => v.name === active.versionName)) ?? preferred;

  if (!docPath.startsWith('/')) {
    const target = chosen ?? latestVersion(versions);
    if (!target) return docPath;
    return docPath === '' ? target.mainDocPath : normalizeRoutePath(`${target.path}/${docPath}`);
  }

  const path = normalizeRoutePath(docPath.split(/[?#]/)[0]);
  const own = versionOfPath(path, versions);
  if (!own || !chosen || chosen.name === own.name || (path !== own.path && path !== own.mainDocPath)) return docPath;
  return chosen.mainDocPath;
}

/**
 * Where navbar items of type `doc`, `docSidebar` and `docsVersion` lead, as in Docusaurus: into
 * the docs version being read, else the reader's preferred version, else the latest.
 * - `docsVersion`: that version's main doc.
 * - `doc`: the doc with that id in that version. When the docs plugin's global data lists the
 *   version's docs (Docusaurus's shape: `docs: [{ id, path }]`), its path; else the id under the
 *   version's path (the path a doc without a slug has). A wrong guess is reported by the link check.
 * - `docSidebar`: the sidebar's first doc (Docusaurus's `sidebars[id].link.path`) when the global
 *   data gives it, else the version's main doc.
 */
import { normalizeRoutePath } from '@generator/shared/route-path';
import type { DocsVersionSummary } from '@generator/plugins/docs/contract';
import { useActiveDoc } from './active-doc-context';
import { latestVersion, useDocsVersions, usePreferredVersion } from './docs-versions';

/** What Docusaurus's docs global data adds to a version, read when the docs plugin provides it. */
interface VersionDocsIndex {
  docs?: Array<{ id: string; path: string; sidebar?: string }>;
  sidebars?: Record<string, { link?: { path: string; label: string } }>;
}

export function useCandidateVersion(docsPluginId: string): (DocsVersionSummary & VersionDocsIndex) | undefined {
  const versions = useDocsVersions(docsPluginId);
  const active = useActiveDoc(docsPluginId);
  const preferred = usePreferredVersion(docsPluginId);
  return (active && versions.find((v) => v.name === active.versionName)) ?? preferred ?? latestVersion(versions);
}

export function useDocsVersionTarget(docsPluginId: string): string | undefined {
  return useCandidateVersion(docsPluginId)?.mainDocPath;
}

export function useDocTarget(docId: string, docsPluginId: string): { path: string; sidebar?: string } | undefined {
  const version = useCandidateVersion(docsPluginId);
  if (!version) return undefined;
  const listed = version.docs?.find((doc) => doc.id === docId);
  if (listed) return { path: listed.path, sidebar: listed.sidebar };
  return { path: normalizeRoutePath(`${version.path}/${docId}`) };
}

export function useDocSidebarTarget(sidebarId: string, docsPluginId: string): string | undefined {
  const version = useCandidateVersion(docsPluginId);
  if (!version) return undefined;
  return version.sidebars?.[sidebarId]?.link?.path ?? version.mainDocPath;
}

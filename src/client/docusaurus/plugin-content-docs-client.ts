/**
 * `@docusaurus/plugin-content-docs/client`: the docs hooks real sites' components use, following
 * Docusaurus 3 on this generator's docs data. Versions come from the docs plugin's global data;
 * a version lists no docs here (Docusaurus lists them all in every page's data), so
 * `activeDoc` is known on doc pages only, from the page itself.
 * - `useAllDocsData()`, `useDocsData(id)`: each instance's `{path, versions, breadcrumbs}`;
 * - `useActivePlugin()`, `useActiveVersion(id)`, `useActivePluginAndVersion()`: by the URL;
 * - `useActiveDocContext(id)`: `{activeVersion, activeDoc, alternateDocVersions}`;
 * - `useVersions(id)`, `useLatestVersion(id)`, `useDocsVersion()` (the doc page's version; throws elsewhere);
 * - `useDocsPreferredVersion(id)`: `{preferredVersion, savePreferredVersionName}`;
 * - `useCurrentSidebarCategory()`: on a category's page, that category (its entries, as cards show them);
 * - `useDoc()`: on a doc page, `{metadata, frontMatter, toc, contentTitle}`.
 */
import { useContext } from 'react';
import { useLocation } from '../router';
import { useSiteData } from '../site-context';
import { ActiveDocContext } from '../../theme/active-doc-context';
import { useDocContext } from '../../theme/doc-context';
import { storePreferredVersion, usePreferredVersion } from '../../theme/docs-versions';
import type { DocsVersionSummary, SidebarCategory } from '@generator/plugins/docs/contract';

export interface GlobalDoc {
  id: string;
  path: string;
  sidebar?: string;
}

export interface GlobalVersion extends DocsVersionSummary {
  mainDocId: string;
  docs: GlobalDoc[];
  draftIds: string[];
}

export interface GlobalPluginData {
  path: string;
  versions: GlobalVersion[];
  breadcrumbs: boolean;
}

const DEFAULT_PLUGIN_ID = 'default';

function toGlobalVersion(version: DocsVersionSummary): GlobalVersion {
  return { ...version, mainDocId: '', docs: [], draftIds: [] };
}

/** The shortest version path is the plugin's root (the current version's, or the latest's). */
function pluginData(versions: DocsVersionSummary[]): GlobalPluginData {
  const path = versions.map((v) => v.path).sort((a, b) => a.length - b.length)[0] ?? '/';
  return { path, versions: versions.map(toGlobalVersion), breadcrumbs: true };
}

/**
 * Docs instances from the global data: keyed by plugin name then instance id (Docusaurus's
 * `globalData[name][id]`), or one key per instance holding `{pluginId, versions}`.
 */
function docsInstances(globalData: Record<string, unknown>): Record<string, GlobalPluginData> {
  const instances: Record<string, GlobalPluginData> = {};
  for (const [name, value] of Object.entries(globalData)) {
    if (!/docs/.test(name) || !value || typeof value !== 'object') continue;
    const direct = value as { pluginId?: string; versions?: DocsVersionSummary[] };
    if (Array.isArray(direct.versions)) instances[direct.pluginId ?? DEFAULT_PLUGIN_ID] = pluginData(direct.versions);
    else {
      for (const [id, instance] of Object.entries(value as Record<string, { versions?: DocsVersionSummary[] }>)) {
        if (Array.isArray(instance?.versions)) instances[id] = pluginData(instance.versions);
      }
    }
  }
  return instances;
}

export function useAllDocsData(): Record<string, GlobalPluginData> {
  return docsInstances(useSiteData().globalData);
}

export function useDocsData(pluginId: string = DEFAULT_PLUGIN_ID): GlobalPluginData {
  const data = useAllDocsData()[pluginId];
  if (!data) throw new Error(`No docs plugin with id "${pluginId}".`);
  return data;
}

const isUnder = (pathname: string, root: string) => pathname === root || pathname.startsWith(root.endsWith('/') ? root : `${root}/`);

export function useActivePlugin(options: { failfast?: boolean } = {}): { pluginId: string; pluginData: GlobalPluginData } | undefined {
  const { pathname } = useLocation();
  const all = useAllDocsData();
  // The instance with the longest matching root wins ("/docs/api" over "/docs").
  const match = Object.entries(all)
    .filter(([, data]) => data.versions.some((v) => isUnder(pathname, v.path)) || isUnder(pathname, data.path))
    .sort(([, a], [, b]) => b.path.length - a.path.length)[0];
  if (!match && options.failfast) throw new Error(`No docs plugin is active at ${pathname}.`);
  return match && { pluginId: match[0], pluginData: match[1] };
}

function activeVersionOf(data: GlobalPluginData | undefined, pathname: string): GlobalVersion | undefined {
  return data?.versions.filter((v) => isUnder(pathname, v.path)).sort((a, b) => b.path.length - a.path.length)[0];
}

export function useActivePluginAndVersion(options: { failfast?: boolean } = {}) {
  const { pathname } = useLocation();
  const activePlugin = useActivePlugin(options);
  return activePlugin && { activePlugin, activeVersion: activeVersionOf(activePlugin.pluginData, pathname) };
}

export function useVersions(pluginId: string = DEFAULT_PLUGIN_ID): GlobalVersion[] {
  return useDocsData(pluginId).versions;
}

export function useLatestVersion(pluginId: string = DEFAULT_PLUGIN_ID): GlobalVersion {
  const versions = useVersions(pluginId);
  return versions.find((v) => v.isLast) ?? versions[0];
}

export function useActiveVersion(pluginId: string = DEFAULT_PLUGIN_ID): GlobalVersion | undefined {
  const { pathname } = useLocation();
  return activeVersionOf(useDocsData(pluginId), pathname);
}

export function useActiveDocContext(pluginId: string = DEFAULT_PLUGIN_ID): {
  activeVersion?: GlobalVersion;
  activeDoc?: GlobalDoc;
  alternateDocVersions: Record<string, GlobalDoc>;
} {
  const activeVersion = useActiveVersion(pluginId);
  const doc = useContext(ActiveDocContext);
  if (!doc || doc.pluginId !== pluginId) return { activeVersion, alternateDocVersions: {} };
  const alternateDocVersions = Object.fromEntries(Object.entries(doc.alternates).map(([version, path]) => [version, { id: path, path }]));
  return { activeVersion, activeDoc: { id: doc.permalink, path: doc.permalink }, alternateDocVersions };
}

/** The version of the doc page being shown (Docusaurus's PropVersionMetadata, the fields sites read). */
export function useDocsVersion() {
  const doc = useContext(ActiveDocContext);
  const all = useAllDocsData();
  const version = doc && all[doc.pluginId]?.versions.find((v) => v.name === doc.versionName);
  if (!doc || !version) throw new Error('useDocsVersion() is called outside a docs page.');
  const versions = all[doc.pluginId].versions;
  return {
    pluginId: doc.pluginId,
    version: version.name,
    label: version.label,
    banner: version.banner === 'none' ? null : version.banner,
    badge: versions.length > 1,
    noIndex: false,
    className: `docs-version-${version.name}`,
    isLast: version.isLast,
  };
}

export function useDocsPreferredVersion(pluginId: string = DEFAULT_PLUGIN_ID): {
  preferredVersion: GlobalVersion | null;
  savePreferredVersionName(name: string): void;
} {
  const preferred = usePreferredVersion(pluginId);
  return { preferredVersion: preferred && toGlobalVersion(preferred), savePreferredVersionName: (name) => storePreferredVersion(pluginId, name) };
}

/** The sidebar category whose page is being shown; as in Docusaurus, an error on any other page. */
export function useCurrentSidebarCategory(): SidebarCategory {
  const doc = useContext(ActiveDocContext);
  if (!doc?.category)
    throw new Error(
      `useCurrentSidebarCategory() is called on ${doc ? doc.permalink : 'a page outside the docs'}, which is not the page of a sidebar category.`,
    );
  return doc.category;
}

/** The doc page being shown (Docusaurus's `useDoc()`): its metadata (with `frontMatter`), front matter and headings. */
export function useDoc() {
  const { metadata, frontMatter, toc } = useDocContext();
  return { metadata: { ...metadata, frontMatter }, frontMatter, toc, contentTitle: metadata.renderTitle ? undefined : metadata.title, assets: {} };
}

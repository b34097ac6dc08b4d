/**
 * The docs versions (the docs plugin's global data) and the reader's preferred version, stored
 * under "docs-preferred-version-{pluginId}". The stored value is read after hydration only (the
 * prerendered HTML cannot know it), and changes reach every mounted reader at once. With
 * themeConfig.docs.versionPersistence "none" the choice lasts for the visit only (kept in memory).
 */
import { useEffect, useState } from 'react';
import { preferences, type PreferenceStore } from '@generator/client/browser-storage';
import { usePluginData, useSiteData } from '@generator/client/site-context';
import type { ThemeConfig } from './theme-config';
import { DOCS_PLUGIN_NAME, type DocsGlobalData, type DocsVersionSummary } from '@generator/plugins/docs/contract';

export function preferredVersionKey(pluginId: string): string {
  return `docs-preferred-version-${pluginId}`;
}

export function useDocsVersions(pluginId = 'default'): DocsVersionSummary[] {
  return usePluginData<DocsGlobalData>(DOCS_PLUGIN_NAME, pluginId)?.versions ?? [];
}

export function latestVersion(versions: DocsVersionSummary[]): DocsVersionSummary | undefined {
  return versions.find((v) => v.isLast) ?? versions[0];
}

const listeners = new Set<() => void>();

type VersionPersistence = ThemeConfig['docs']['versionPersistence'];
const visitOnly = new Map<string, string>();
const memoryStore: PreferenceStore = {
  get: (key) => visitOnly.get(key) ?? null,
  set: (key, value) => Boolean(visitOnly.set(key, value)),
  remove: (key) => void visitOnly.delete(key),
};
const storeFor = (persistence: VersionPersistence): PreferenceStore => (persistence === 'none' ? memoryStore : preferences);

/** Where this site keeps the preferred version (themeConfig.docs.versionPersistence). */
export function useVersionPersistence(): VersionPersistence {
  return (useSiteData().themeConfig as ThemeConfig).docs?.versionPersistence ?? 'localStorage';
}

export function storePreferredVersion(pluginId: string, versionName: string, persistence: VersionPersistence = 'localStorage'): void {
  storeFor(persistence).set(preferredVersionKey(pluginId), versionName);
  for (const listener of listeners) listener();
}

function readPreferredVersion(pluginId: string, versions: DocsVersionSummary[], persistence: VersionPersistence): DocsVersionSummary | null {
  const name = storeFor(persistence).get(preferredVersionKey(pluginId));
  // A stored name that is no longer a version (removed, garbage) is ignored.
  return versions.find((v) => v.name === name) ?? null;
}

/** The stored preferred version, or null (none stored, or before hydration). */
export function usePreferredVersion(pluginId = 'default'): DocsVersionSummary | null {
  const versions = useDocsVersions(pluginId);
  const persistence = useVersionPersistence();
  const [preferred, setPreferred] = useState<DocsVersionSummary | null>(null);
  useEffect(() => {
    const update = () => setPreferred(readPreferredVersion(pluginId, versions, persistence));
    update();
    listeners.add(update);
    return () => void listeners.delete(update);
  }, [pluginId, versions, persistence]);
  return preferred;
}

/**
 * The docs versions (the docs plugin's global data) and the reader's preferred version, stored
 * under "docs-preferred-version-{pluginId}". The stored value is read after hydration only (the
 * prerendered HTML cannot know it), and changes reach every mounted reader at once.
 */
import { useEffect, useState } from 'react';
import { preferences } from '@generator/client/browser-storage';
import { usePluginData } from '@generator/client/site-context';
import { docsPluginName, type DocsGlobalData, type DocsVersionSummary } from '../../plugins/docs/docs-client-data';

export function preferredVersionKey(pluginId: string): string {
  return `docs-preferred-version-${pluginId}`;
}

export function useDocsVersions(pluginId = 'default'): DocsVersionSummary[] {
  return usePluginData<DocsGlobalData>(docsPluginName(pluginId))?.versions ?? [];
}

export function latestVersion(versions: DocsVersionSummary[]): DocsVersionSummary | undefined {
  return versions.find((v) => v.isLast) ?? versions[0];
}

const listeners = new Set<() => void>();

export function storePreferredVersion(pluginId: string, versionName: string): void {
  preferences.set(preferredVersionKey(pluginId), versionName);
  for (const listener of listeners) listener();
}

function readPreferredVersion(pluginId: string, versions: DocsVersionSummary[]): DocsVersionSummary | null {
  const name = preferences.get(preferredVersionKey(pluginId));
  // A stored name that is no longer a version (removed, garbage) is ignored.
  return versions.find((v) => v.name === name) ?? null;
}

/** The stored preferred version, or null (none stored, or before hydration). */
export function usePreferredVersion(pluginId = 'default'): DocsVersionSummary | null {
  const versions = useDocsVersions(pluginId);
  const [preferred, setPreferred] = useState<DocsVersionSummary | null>(null);
  useEffect(() => {
    const update = () => setPreferred(readPreferredVersion(pluginId, versions));
    update();
    listeners.add(update);
    return () => void listeners.delete(update);
  }, [pluginId, versions]);
  return preferred;
}

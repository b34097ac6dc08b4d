/**
 * Where a link to the docs should go for this reader: links to a version's start ("/docs", or its
 * main doc) lead to the start of the version the reader is in (on a docs page) or has chosen in
 * the version dropdown. Other doc paths are returned unchanged (whether a doc exists in another
 * version is known only on docs pages). Before hydration it returns docPath itself.
 */
import { normalizeRoutePath } from '@generator/shared/route-path';
import { useActiveDoc } from './active-doc-context';
import { useDocsVersions, usePreferredVersion } from './docs-versions';

export function useDocsPreferredPath(docPath: string, pluginId = 'default'): string {
  const versions = useDocsVersions(pluginId);
  const active = useActiveDoc(pluginId);
  const preferred = usePreferredVersion(pluginId);

  const path = normalizeRoutePath(docPath.split(/[?#]/)[0]);
  // The version a path belongs to: the one with the longest matching root ("/docs/xstate-v4" before "/docs").
  const own = [...versions]
    .sort((a, b) => b.path.length - a.path.length)
    .find((v) => path === v.path || path.startsWith(v.path === '/' ? '/' : v.path + '/'));
  if (!own || (path !== own.path && path !== own.mainDocPath)) return docPath;

  const target = (active && versions.find((v) => v.name === active.versionName)) ?? preferred ?? own;
  return target.name === own.name ? docPath : target.mainDocPath;
}

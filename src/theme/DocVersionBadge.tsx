/**
 * "Version: 30.4" above a doc's content (Docusaurus's `@theme/DocVersionBadge`), Infima's
 * secondary badge. Shown as Docusaurus shows it: when the version's `badge` option says so, and by
 * default when the docs have more than one version.
 */
import type { DocsVersionSummary } from '@generator/plugins/docs/contract';
import { translate } from '@generator/client/docusaurus/Translate';
import { useDocsVersions } from './docs-versions';

export interface DocVersionBadgeProps {
  version: DocsVersionSummary;
  pluginId: string;
}

export default function DocVersionBadge({ version, pluginId }: DocVersionBadgeProps) {
  const versionCount = useDocsVersions(pluginId).length;
  if (!(version.badge ?? versionCount > 1)) return null;
  return (
    <span className="theme-doc-version-badge badge badge--secondary">
      {translate({ id: 'theme.docs.versionBadge.label', message: 'Version: {versionLabel}' }, { versionLabel: version.label })}
    </span>
  );
}

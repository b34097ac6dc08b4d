/**
 * The notice on docs of a version other than the latest: "no longer actively maintained" or "in
 * progress", with a link to the same page in the latest version (or its start when it has none).
 */
import { Link } from '@generator/client/Link';
import type { DocsVersionSummary } from '@generator/plugins/docs/contract';
import { latestVersion, storePreferredVersion, useDocsVersions, useVersionPersistence } from './docs-versions';

export interface DocVersionBannerProps {
  version: DocsVersionSummary;
  pluginId: string;
  alternates: Record<string, string>;
}

export default function DocVersionBanner({ version, pluginId, alternates }: DocVersionBannerProps) {
  const latest = latestVersion(useDocsVersions(pluginId));
  const persistence = useVersionPersistence();
  if (version.banner === 'none' || !latest || latest.name === version.name) return null;
  const target = alternates[latest.name] ?? latest.mainDocPath;
  return (
    <aside className={`doc-version-banner doc-version-banner--${version.banner}`} aria-label="Version notice">
      <p className="doc-version-banner__text">
        {version.banner === 'unmaintained' ? (
          <>
            Docs for <b>{version.label}</b> are no longer actively maintained.
          </>
        ) : (
          <>
            Docs for <b>{version.label}</b> are in progress.
          </>
        )}
      </p>
      <p className="doc-version-banner__text">
        For up-to-date documentation, see the{' '}
        <Link to={target} className="doc-version-banner__link" onClick={() => storePreferredVersion(pluginId, latest.name, persistence)}>
          latest version
        </Link>{' '}
        ({latest.label}).
      </p>
    </aside>
  );
}

/** Debug page: the site's metadata (versions of the generator's API and the site, and of plugins). */
import useDocusaurusContext from '@generator/client/docusaurus/useDocusaurusContext';
import DebugLayout from './DebugLayout';

interface PluginVersion {
  type?: string;
  version?: string;
}

export default function DebugSiteMetadata() {
  const { siteMetadata } = useDocusaurusContext();
  return (
    <DebugLayout>
      <h2>Site Metadata</h2>
      <div>
        Docusaurus Version: <code>{siteMetadata.docusaurusVersion}</code>
      </div>
      <div>
        Site Version: <code>{siteMetadata.siteVersion ?? 'No version specified'}</code>
      </div>
      <h3 className="debug-panel__section-title">Plugins and themes</h3>
      <ul className="clean-list">
        {Object.entries(siteMetadata.pluginVersions as Record<string, PluginVersion>).map(([name, info]) => (
          <li key={name} className="debug-panel__item">
            {info.type === 'package' && info.version && <code className="debug-panel__version">{info.version}</code>}
            <div className="debug-panel__name">{name}</div>
            <div>Type: {info.type}</div>
          </li>
        ))}
      </ul>
    </DebugLayout>
  );
}

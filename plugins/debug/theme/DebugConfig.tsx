/** Debug page: the site config as the browser has it. */
import useDocusaurusContext from '@generator/client/docusaurus/useDocusaurusContext';
import DebugJsonView from './DebugJsonView';
import DebugLayout from './DebugLayout';

export default function DebugConfig() {
  const { siteConfig } = useDocusaurusContext();
  return (
    <DebugLayout>
      <h2>Site config</h2>
      <DebugJsonView src={siteConfig} collapseDepth={3} />
    </DebugLayout>
  );
}

/** Debug page: every plugin's global data, by plugin name and id. */
import useGlobalData from '@generator/client/docusaurus/useGlobalData';
import DebugJsonView from './DebugJsonView';
import DebugLayout from './DebugLayout';

export default function DebugGlobalData() {
  const globalData = useGlobalData();
  return (
    <DebugLayout>
      <h2>Global data</h2>
      <DebugJsonView src={globalData} collapseDepth={3} />
    </DebugLayout>
  );
}

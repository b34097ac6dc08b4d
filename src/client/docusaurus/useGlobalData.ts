/**
 * `@docusaurus/useGlobalData`, `useAllPluginInstancesData`, `usePluginData` (Docusaurus: plugins'
 * global data, keyed by plugin name, then by plugin instance id; `failfast` throws when absent).
 */
// The page's site data, not useDocusaurusContext: reading plugins' data does not bundle the whole config.
import { useSiteData } from '../site-context';

export const DEFAULT_PLUGIN_ID = 'default';

export default function useGlobalData(): Record<string, unknown> {
  return useSiteData().globalData;
}

export function useAllPluginInstancesData(pluginName: string, options: { failfast?: boolean } = {}): Record<string, unknown> | undefined {
  const data = useGlobalData()[pluginName] as Record<string, unknown> | undefined;
  if (!data && options.failfast) throw new Error(`No global data for the plugin "${pluginName}".`);
  return data;
}

export function usePluginData(pluginName: string, pluginId: string = DEFAULT_PLUGIN_ID, options: { failfast?: boolean } = {}): unknown {
  const data = useAllPluginInstancesData(pluginName)?.[pluginId];
  if (!data && options.failfast) throw new Error(`No global data for the plugin "${pluginName}" with id "${pluginId}".`);
  return data;
}

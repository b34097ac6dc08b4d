/** The site's data (config, theme config, plugins' global data) for every component. */
import { createContext, useContext } from 'react';
import type { RouteManifest, SiteData } from '../shared/site-data';

export const SiteDataContext = createContext<SiteData | null>(null);

export function useSiteData(): SiteData {
  const data = useContext(SiteDataContext);
  if (!data) throw new Error('useSiteData() must be used inside the site application');
  return data;
}

/** Global data a plugin instance published with setGlobalData (Docusaurus's usePluginData). */
export function usePluginData<T>(pluginName: string, pluginId = 'default'): T | undefined {
  return useSiteData().globalData[pluginName]?.[pluginId] as T | undefined;
}

/** The page's site data, embedded in every HTML page as JSON. */
export interface PageBootData {
  site: SiteData;
  /** The route path this HTML was rendered for, or null for the not-found page. */
  route: string | null;
  /** With the hash router: every route's manifest, by route path (a page opened from file:// cannot fetch them). */
  routeManifests?: Record<string, RouteManifest>;
}
export const BOOT_DATA_ELEMENT_ID = '__site-data';
export const APP_ROOT_ELEMENT_ID = '__site';

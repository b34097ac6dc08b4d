/**
 * What the plugin host makes of a plugin, as values (Docusaurus's `InitializedPlugin` and
 * `LoadedPlugin`): the object a plugin function returned, copied with what the host knows of it
 * (its instance id, its folder, its code), then with what its lifecycle produced (its content,
 * routes and global data). The plugin's own object is never written to.
 */
import { isAbsolute, resolve } from 'node:path';
import type { Plugin, RouteInfo } from '../plugin-types.ts';

/** A created plugin: the plugin's hooks and the host's facts about it. */
export type InitializedPlugin = Plugin & {
  /** The instance id: the entry's `id` option ('default' when it has none). */
  readonly id: string;
  /** Docusaurus's plugin path: its relative client modules and theme paths are resolved from it (the site's folder for a plugin written in the config). */
  readonly dir: string;
  /**
   * A hash of the plugin's code (what the bundle's key counts of a plugin that configures webpack):
   * a built-in's bundled code, a site plugin's compiled module, a function's text; '' for the
   * generator's own plugins that no config entry names (the theme's).
   */
  readonly code: string;
};

/** What one lifecycle step (contentLoaded or allContentLoaded) collected through the plugin's actions. */
export interface PluginActionsResult {
  /** The routes the plugin added, flattened and checked, in the order it added them. */
  routes: RouteInfo[];
  /** Whether the plugin called setGlobalData (with any value, undefined too). */
  hasGlobalData: boolean;
  globalData: unknown;
}

/**
 * A plugin after loadContent, translateContent and contentLoaded: what its contentLoaded added.
 * (What allContentLoaded adds, which sees every plugin's content, comes after, beside these.)
 */
export type LoadedPlugin = InitializedPlugin &
  PluginActionsResult & {
    /** What loadContent returned, translated for the locale. */
    readonly content: unknown;
  };

/** A path a plugin returned (getClientModules, getThemePath), absolute: relative ones are relative to the plugin's folder. */
export function resolvePluginPath(plugin: InitializedPlugin, path: string): string {
  return isAbsolute(path) ? path : resolve(plugin.dir, path);
}

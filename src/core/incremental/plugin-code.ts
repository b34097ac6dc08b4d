/**
 * Each plugin's code as a hash, noted when the plugin host loads it: what a plugin does to the
 * bundler configuration (`configureWebpack`, `configurePostCss`) follows from its whole module, helpers it imports
 * included, not from the text of that one function. A built-in plugin is named by its bundled
 * code (generator-code.ts), a site's plugin by its compiled module (with the site files it
 * imports), a package's by the lock file (the bundle's key holds it already).
 */
import type { Plugin } from '../plugin-types.ts';

const codeOf = new WeakMap<Plugin, string>();

export function notePluginCode(plugin: Plugin, code: string): void {
  codeOf.set(plugin, code);
}

/** The plugin's code hash; '' for a plugin the host did not load from a module (the theme's). */
export function pluginCode(plugin: Plugin): string {
  return codeOf.get(plugin) ?? '';
}

/**
 * `@docusaurus/preset-classic` as a module: the preset function Docusaurus's package exports, for
 * presets that wrap it (`require('@docusaurus/preset-classic')(context, options)`). It gives the
 * entries the built-in classic preset expands to (config/presets.ts), whose names the plugin host
 * maps to the built-in plugins.
 */
import { expandClassicPreset } from '../config/presets.ts';

export default function presetClassic(_context: unknown, options: unknown): ReturnType<typeof expandClassicPreset> {
  return expandClassicPreset(options, '@docusaurus/preset-classic');
}

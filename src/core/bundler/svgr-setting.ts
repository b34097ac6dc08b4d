/**
 * How an SVG imported from code or Markdown is loaded: as a React component made by SVGR (with
 * Docusaurus's defaults, and a site's `svgrConfig` over them), or as a file URL.
 *
 * As Docusaurus 3: a site on the classic theme gets SVGR through `@docusaurus/plugin-svgr`, which
 * preset-classic adds unless its `svgr` option is `false`; without that plugin, SVG stays a file.
 * A site configured the generator's own way (no theme-classic entry) always has SVGR.
 */
import type { Plugin } from '../plugin-types.ts';

/** SVGR options, or `false`: SVG is imported as a file URL. Plain data (a worker thread receives it). */
export type SvgrSetting = Record<string, unknown> | false;

/** Docusaurus's defaults: no Prettier; SVGO keeps the title and viewBox; a `title` prop. */
const DEFAULT_SVGR_OPTIONS: Record<string, unknown> = {
  prettier: false,
  svgo: true,
  svgoConfig: { plugins: [{ name: 'preset-default', params: { overrides: { removeTitle: false, removeViewBox: false } } }] },
  titleProp: true,
};

/** The plugin name preset-classic's theme entry has (plugins/theme-classic). */
const THEME_CLASSIC = 'docusaurus-theme-classic';

export function svgrSettingOf(plugins: readonly Pick<Plugin, 'name' | 'svgrConfig'>[]): SvgrSetting {
  const svgrPlugin = plugins.find((plugin) => plugin.svgrConfig);
  // A shallow merge, as Docusaurus's: a site's `svgoConfig` replaces the default one whole.
  if (svgrPlugin) return { ...DEFAULT_SVGR_OPTIONS, ...svgrPlugin.svgrConfig };
  return plugins.some((plugin) => plugin.name === THEME_CLASSIC) ? false : DEFAULT_SVGR_OPTIONS;
}

/** The SVGR options the bundler uses when it is given no setting (a build of the generator's own kind). */
export const DEFAULT_SVGR_SETTING: SvgrSetting = DEFAULT_SVGR_OPTIONS;

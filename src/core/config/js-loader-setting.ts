/**
 * `webpack.jsLoader` in the site config, as Docusaurus 3 takes it: `'babel'` or a function
 * `(isServer) => loader` whose result (a webpack `use` entry: `{ loader, options }`) compiles the
 * site's JavaScript and TypeScript instead of the default loader.
 *
 * `'babel'` is Docusaurus's default loader; this generator's default loader (SWC) stands in for
 * it, so `'babel'` behaves as leaving the key unset (a `babel.config.js` is not read either way).
 */
import type { RuleSetUseItem } from 'webpack';
import { z } from 'zod';

export type JsLoaderFunction = (isServer: boolean) => RuleSetUseItem;
export type JsLoaderSetting = 'babel' | JsLoaderFunction;

export const jsLoaderSettingSchema = z.union([z.literal('babel'), z.custom<JsLoaderFunction>((value) => typeof value === 'function')], {
  error: 'expected "babel" or a function (isServer) => loader',
});

/** The site's own loader function, when it gave one (else the default loader is used). */
export function customJsLoader(config: { webpack?: { jsLoader?: JsLoaderSetting } }): JsLoaderFunction | undefined {
  const setting = config.webpack?.jsLoader;
  return typeof setting === 'function' ? setting : undefined;
}

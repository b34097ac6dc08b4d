/**
 * `@generated/docusaurus.config`: the site's whole config for the browser, as Docusaurus 3 writes
 * it (`JSON.stringify` of the validated config, so functions, like a remark plugin or a
 * preprocessor, are dropped). `useDocusaurusContext().siteConfig` reads it, and the pages plugin
 * gives it to every React page as `props.config`. It is a module of the bundle, never part of a
 * page's HTML: only the pages whose code reads it load it, and the HTML's boot data stays as small
 * as it was. Presets and themes are already expanded into `plugins` here (config/presets.ts), so
 * `presets` and `themes` are empty lists.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { SiteConfig } from '../config/config-schema.ts';
import { writeIfChanged } from './generate-app-modules.ts';

/** The module's file name under the generated folder (Docusaurus's). */
export const SITE_CONFIG_MODULE = 'docusaurus.config.mjs';

/** The module's absolute path, for a route's `modules` (the pages plugin's `config`). */
export const siteConfigModulePath = (generatedDir: string): string => join(generatedDir, SITE_CONFIG_MODULE);

export function siteConfigModuleSource(config: SiteConfig): string {
  return `export default ${JSON.stringify({ presets: [], themes: [], ...config })};\n`;
}

export async function writeSiteConfigModule(generatedDir: string, config: SiteConfig): Promise<void> {
  await mkdir(generatedDir, { recursive: true });
  await writeIfChanged(siteConfigModulePath(generatedDir), siteConfigModuleSource(config));
}

/**
 * What every site command starts from: the site folder (Docusaurus's positional `[siteDir]`, or our
 * `--site-dir`), the config file (`--config`, relative to the site folder as in Docusaurus), the
 * output folder (`--out-dir`, relative to the site folder) and our `--work-dir`, made into the
 * site's paths. Also the one `--locale` check the commands share.
 */
import { realpathSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { CONFIG_FILE_ENV } from '../config/load-config.ts';
import { SiteError } from '../site-error.ts';
import { type SitePaths, sitePaths } from '../site-paths.ts';

/** Options every site command takes. */
export interface SiteCommandOptions {
  /** The config file, relative to the site folder (Docusaurus's `--config`). */
  config?: string;
  /** The build output, relative to the site folder (default `build`). */
  outDir?: string;
  /** Where `.generated/` and `.cache/` go (ours; relative to the working directory the command started in). */
  workDir?: string;
  /** Our older spelling of the positional site folder. */
  siteDir?: string;
}

/** The site folder a command runs on, absolute and with links resolved (as Docusaurus's `fs.realpath`). */
export function resolveSiteDir(siteDir: string | undefined, options: Pick<SiteCommandOptions, 'siteDir'> = {}): string {
  const given = resolve(options.siteDir ?? siteDir ?? '.');
  if (!statSync(given, { throwIfNoEntry: false })?.isDirectory()) throw new SiteError(`the site folder ${given} does not exist`);
  return realpathSync(given);
}

/** The site's paths for a command; `--config`, when given, becomes the config every thread of this process reads. */
export function siteCommandPaths(siteDir: string | undefined, options: SiteCommandOptions = {}): SitePaths {
  const root = resolveSiteDir(siteDir, options);
  if (options.config) process.env[CONFIG_FILE_ENV] = resolve(root, options.config);
  return sitePaths(root, options.outDir ?? 'build', options.workDir);
}

/**
 * `--locale`: each locale given must be one the config lists (Docusaurus only warns, then builds a
 * site it has no settings for; a typo is likelier). The config is read only when a locale is given.
 */
export async function checkLocales(paths: SitePaths, locales: string | readonly string[] | undefined): Promise<void> {
  const asked = typeof locales === 'string' ? [locales] : (locales ?? []);
  if (asked.length === 0) return;
  const { loadSiteConfig } = await import('../config/load-config.ts');
  const listed = (await loadSiteConfig(paths.siteDir)).i18n.locales;
  const other = asked.find((locale) => !listed.includes(locale));
  if (other !== undefined) throw new SiteError(`--locale ${other}: not one of the site's locales (i18n.locales: ${listed.join(', ')})`);
}

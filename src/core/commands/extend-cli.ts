/**
 * Plugins' commands (`extendCli`), as Docusaurus adds them: for a command line whose command is not
 * a built-in one, the site's plugins are created (no content is loaded) and each may add commands to
 * the program before it parses. The site is the working directory's, or DOCUSAURUS_CLI_SITE_DIR's
 * (Docusaurus's escape hatch; the config likewise from DOCUSAURUS_CLI_CONFIG).
 */
import type { Command } from 'commander';
import { findConfigFile } from '../config/load-config.ts';
import { siteCommandPaths } from './command-site.ts';

export async function addPluginCommands(program: Command): Promise<void> {
  const paths = siteCommandPaths(process.env.DOCUSAURUS_CLI_SITE_DIR, { config: process.env.DOCUSAURUS_CLI_CONFIG });
  // Outside a site (`--help` anywhere) there are no plugins to ask.
  if (!findConfigFile(paths.siteDir)) return;
  const { loadSitePlugins } = await import('../load-site.ts');
  const { plugins } = await loadSitePlugins(paths, { isProduction: false });
  // Their commands run in the site folder, as the built-in ones do.
  process.chdir(paths.siteDir);
  for (const plugin of plugins) plugin.extendCli?.(program);
}

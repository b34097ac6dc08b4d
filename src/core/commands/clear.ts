/**
 * `clear [siteDir]`: removes what builds leave (`.cache/`, `.generated/`, the build output and the
 * staging folders of killed builds), as Docusaurus's `clear(siteDir)`.
 */
import { rm } from 'node:fs/promises';
import { type SiteCommandOptions, siteCommandPaths } from './command-site.ts';

export async function clear(siteDir = '.', cliOptions: SiteCommandOptions = {}): Promise<void> {
  const paths = siteCommandPaths(siteDir, cliOptions);
  const { removeStaleBuildFolders } = await import('../output-folder.ts');
  await removeStaleBuildFolders(paths.outDir);
  await Promise.all([paths.cacheDir, paths.generatedDir, paths.outDir].map((dir) => rm(dir, { recursive: true, force: true })));
  console.log('Removed .cache/, .generated/ and the build output.');
}

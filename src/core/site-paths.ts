/** Where things live for a site: its folder, the generator's folder, generated modules, caches, output. */
import { join, resolve } from 'node:path';
import { generatorDir } from './generator-location.ts';

export interface SitePaths {
  siteDir: string;
  generatorDir: string;
  generatedDir: string;
  cacheDir: string;
  outDir: string;
  staticDir: string;
}

export { generatorDir };

/**
 * @param workDir where `.generated/` and `.cache/` go (default: the site folder); separate work
 *   folders let two builds of one site run side by side.
 */
export function sitePaths(siteDir: string, outDir = 'build', workDir?: string): SitePaths {
  const root = resolve(siteDir);
  const work = workDir ? resolve(workDir) : root;
  return {
    siteDir: root,
    generatorDir,
    generatedDir: join(work, '.generated'),
    cacheDir: join(work, '.cache'),
    outDir: resolve(root, outDir),
    staticDir: join(root, 'static'),
  };
}

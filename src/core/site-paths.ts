/** Where things live for a site: its folder, the generator's folder, generated modules, caches, output. */
import { join, resolve } from 'node:path';

export interface SitePaths {
  siteDir: string;
  generatorDir: string;
  generatedDir: string;
  cacheDir: string;
  outDir: string;
  staticDir: string;
}

export const generatorDir = resolve(import.meta.dirname, '../..');

export function sitePaths(siteDir: string, outDir = 'build'): SitePaths {
  const root = resolve(siteDir);
  return {
    siteDir: root,
    generatorDir,
    generatedDir: join(root, '.generated'),
    cacheDir: join(root, '.cache'),
    outDir: resolve(root, outDir),
    staticDir: join(root, 'static'),
  };
}

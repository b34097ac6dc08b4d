/**
 * The last built search index, kept in the cache folder under a key naming its input (the sections
 * of every page). A build whose key matches links those files into its output instead of building
 * them again; hard links cost no copying and no space (a copy where linking is not possible).
 */
import { copyFile, link, mkdir, readdir, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SearchIndexStats } from './build-index.ts';
import { mapLimited } from './map-limited.ts';

const LINKS_IN_FLIGHT = 32;
/** Written last: its presence says the folder holds a complete index. */
const STATS_FILE = 'stats.json';

async function linkOrCopy(from: string, to: string): Promise<void> {
  try {
    await link(from, to);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') {
      await unlink(to);
      return linkOrCopy(from, to);
    }
    if (code === 'EXDEV' || code === 'EPERM' || code === 'ENOTSUP') return copyFile(from, to);
    throw error;
  }
}

async function linkTree(from: string, to: string): Promise<void> {
  const entries = await readdir(from, { withFileTypes: true });
  await mkdir(to, { recursive: true });
  const folders = entries.filter((entry) => entry.isDirectory());
  for (const folder of folders) await linkTree(join(from, folder.name), join(to, folder.name));
  await mapLimited(entries.filter((entry) => entry.isFile()), LINKS_IN_FLIGHT, (file) => linkOrCopy(join(from, file.name), join(to, file.name)));
}

export class SearchIndexCache {
  constructor(private readonly folder: string) {}

  /** Puts the index cached for `key` into `outDir/search`; null when there is none. */
  async reuse(key: string, outDir: string): Promise<SearchIndexStats | null> {
    const built = join(this.folder, key);
    const stats = await readFile(join(built, STATS_FILE), 'utf8').catch(() => null);
    if (stats === null) return null;
    await linkTree(join(built, 'search'), join(outDir, 'search'));
    return JSON.parse(stats) as SearchIndexStats;
  }

  /** Builds the index for `key` into the cache (replacing the one there), then puts it into `outDir/search`. */
  async build(key: string, outDir: string, write: (folder: string) => Promise<SearchIndexStats>): Promise<SearchIndexStats> {
    await rm(this.folder, { recursive: true, force: true });
    const built = join(this.folder, key);
    const stats = await write(built);
    await writeFile(join(built, STATS_FILE), JSON.stringify(stats));
    await linkTree(join(built, 'search'), join(outDir, 'search'));
    return stats;
  }
}

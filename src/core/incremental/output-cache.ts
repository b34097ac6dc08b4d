/**
 * Output files a plugin made last time, kept in the cache folder under a key naming their inputs
 * (e.g. the search index under a hash of every page's sections, the blog feeds under a hash of
 * their posts). A build whose key matches links those files into its output instead of making
 * them again; hard links copy no bytes (a copy where linking is not possible). Only the last
 * key's files are kept.
 */
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomic } from '../atomic-file.ts';
import { linkOrCopyTree } from '../output-folder.ts';
import { readRecord, type RecordWarnings } from './cache-record.ts';

/** Written last: its presence says the key's folder is complete. */
const SUMMARY_FILE = 'summary.json';
/** The key's output files, laid out as they are under the output folder. */
const FILES_FOLDER = 'files';

export class OutputCache<Summary> {
  /**
   * @param folder this cache's own folder under the site's cache folder
   * @param warnings where a damaged summary is reported (the build report); the files are then made again
   */
  constructor(
    private readonly folder: string,
    private readonly warnings: RecordWarnings,
  ) {}

  /** Links the files cached for `key` into `outDir` and returns their summary; null when there are none. */
  async reuse(key: string, outDir: string): Promise<Summary | null> {
    const built = join(this.folder, key);
    const summary = await readRecord<Summary | null>(join(built, SUMMARY_FILE), this.warnings);
    if (summary === undefined || summary === null) return null;
    await linkOrCopyTree(join(built, FILES_FOLDER), outDir);
    return summary;
  }

  /**
   * Makes the files for `key` with `write` (given the folder standing for the output folder) into
   * the cache, replacing the last key's, then links them into `outDir`.
   */
  async build(key: string, outDir: string, write: (folder: string) => Promise<Summary>): Promise<Summary> {
    await rm(this.folder, { recursive: true, force: true });
    const built = join(this.folder, key);
    const files = join(built, FILES_FOLDER);
    await mkdir(files, { recursive: true });
    const summary = await write(files);
    await writeFileAtomic(join(built, SUMMARY_FILE), JSON.stringify(summary ?? null));
    await linkOrCopyTree(files, outDir);
    return summary;
  }

  /** `reuse`, else `build`; `reused` says which happened. */
  async reuseOrBuild(key: string, outDir: string, write: (folder: string) => Promise<Summary>): Promise<{ summary: Summary; reused: boolean }> {
    const reused = await this.reuse(key, outDir);
    if (reused !== null) return { summary: reused, reused: true };
    return { summary: await this.build(key, outDir, write), reused: false };
  }
}

/**
 * Output files a plugin made last time, kept in the cache folder under a key naming their inputs
 * (e.g. the search index under a hash of every page's sections, the blog feeds under a hash of
 * their posts). A build whose key matches puts those files into its output instead of making
 * them again: as copies the cache does not share (or the last output's copies, linked while
 * unchanged: published-copies.ts), each checked against what was recorded when it was made
 * (kept-files.ts); a damaged one makes them all again, with a warning. Only the last key's files
 * are kept.
 */
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomic } from '../atomic-file.ts';
import { displayPath } from '../site-error.ts';
import { noteCacheDamage } from './cache-damage.ts';
import { readRecord, type RecordWarnings } from './cache-record.ts';
import { cacheFileStamp, describeKeptFolder, type KeptFile } from './kept-files.ts';
import { publishKeptFiles } from './published-copies.ts';

/** Written last: its presence says the key's folder is complete (the summary, and the files as written). */
const RECORD_FILE = 'summary.json';
/** The copies of the key's files put into outputs (published-copies.ts). */
const COPIES_FILE = 'copies.json';
/** The key's output files, laid out as they are under the output folder. */
const FILES_FOLDER = 'files';

interface CacheRecord<Summary> {
  summary: Summary | null;
  /** Every file of the files folder as written. */
  files: Record<string, KeptFile>;
}

export class OutputCache<Summary> {
  /**
   * @param folder this cache's own folder under the site's cache folder
   * @param warnings where a damaged record or damaged files are reported (the build report); the files are then made again
   */
  constructor(
    private readonly folder: string,
    private readonly warnings: RecordWarnings,
  ) {}

  /** Puts the files cached for `key` into `outDir` and returns their summary; null when there are none, or some are damaged. */
  async reuse(key: string, outDir: string): Promise<Summary | null> {
    const built = join(this.folder, key);
    const record = await readRecord<CacheRecord<Summary>>(join(built, RECORD_FILE), this.warnings);
    if (!record?.files || record.summary === null || record.summary === undefined) return null;
    const damaged = await publishKeptFiles(join(built, FILES_FOLDER), record.files, outDir, this.publishOptions(built, true));
    if (damaged.length === 0) return record.summary;
    noteCacheDamage(this.warnings, damaged, `made ${displayPath(this.folder)} again`);
    return null;
  }

  /**
   * Makes the files for `key` with `write` (given the folder standing for the output folder) into
   * the cache, replacing the last key's, then puts them into `outDir`.
   */
  async build(key: string, outDir: string, write: (folder: string) => Promise<Summary>): Promise<Summary> {
    await rm(this.folder, { recursive: true, force: true });
    const built = join(this.folder, key);
    const filesDir = join(built, FILES_FOLDER);
    await mkdir(filesDir, { recursive: true });
    const summary = await write(filesDir);
    // Recorded once they are final: hashing them costs about what writing them did.
    const files = await describeKeptFolder(filesDir, cacheFileStamp);
    await writeFileAtomic(join(built, RECORD_FILE), JSON.stringify({ summary: summary ?? null, files } satisfies CacheRecord<Summary>));
    await publishKeptFiles(filesDir, files, outDir, this.publishOptions(built, false));
    return summary;
  }

  /** `reuse`, else `build`; `reused` says which happened. */
  async reuseOrBuild(key: string, outDir: string, write: (folder: string) => Promise<Summary>): Promise<{ summary: Summary; reused: boolean }> {
    const reused = await this.reuse(key, outDir);
    if (reused !== null) return { summary: reused, reused: true };
    return { summary: await this.build(key, outDir, write), reused: false };
  }

  private publishOptions(built: string, checkSources: boolean) {
    return { recordFile: join(built, COPIES_FILE), checkSources, warnings: this.warnings };
  }
}

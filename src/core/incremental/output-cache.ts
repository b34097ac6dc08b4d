/**
 * Output files a plugin made last time, reused while their inputs are unchanged (e.g. the search
 * index under a hash of every page's sections, the blog feeds under a hash of their posts). The
 * work folder keeps only a record: the key, the summary and each file as written (size, hash,
 * stamp: kept-files.ts). The files themselves are the LAST OUTPUT's: a build whose key matches
 * links them into its output once each is checked against the record; a missing one makes them
 * all again, a changed one too, with a warning. Without a last output (a first build, or the
 * output deleted) they are made again.
 *
 * So the work folder holds no file of the output that a tool rewriting the output could reach,
 * and a build that makes the files writes each once, in a folder inside the output being made,
 * then renames it into place: no copy of them is kept, and no new file is made for one reused (new
 * files cost far more than links or renames on some file systems). Caches nest: the folder a
 * cache's files are written into stands for the output (output-folder.ts's `standInFor`), so a
 * cache used inside another's `write` (the search index's facets) reuses the last output's files
 * as well.
 */
import { mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { writeFileAtomic } from '../atomic-file.ts';
import { mapLimited } from '../map-limited.ts';
import { displayPath } from '../site-error.ts';
import { linkOrCopyFile, previousOutputOf, standInFor } from '../output-folder.ts';
import { noteCacheDamage } from './cache-damage.ts';
import { readRecord, type RecordWarnings } from './cache-record.ts';
import { checkKeptFile, describeKeptFolder, outputFileStamp, type KeptFile } from './kept-files.ts';

const RECORD_VERSION = 2;
const RECORD_FILE = 'record.json';
/** File operations in flight at once. */
const IN_FLIGHT = 64;

interface CacheRecord<Summary> {
  version: number;
  key: string;
  summary: Summary | null;
  /** Every file made for the key (path relative to the output folder) as written. */
  files: Record<string, KeptFile>;
}

/**
 * The folders of builds under way (in `build`) -> the files that caches used inside their `write`
 * put into them, as their records hold them: the enclosing cache records those without reading them.
 */
const placedInto = new Map<string, Record<string, KeptFile>>();

/** Puts each file (relative path) of `from` at the same path under `to` with `place`, making folders once each. */
async function placeFiles(files: readonly string[], from: string, to: string, place: (source: string, target: string) => Promise<void>): Promise<void> {
  const folders = new Map<string, Promise<unknown>>();
  const ensureFolder = (folder: string) => {
    if (!folders.has(folder)) folders.set(folder, mkdir(folder, { recursive: true }));
    return folders.get(folder)!;
  };
  await mapLimited(files, IN_FLIGHT, async (file) => {
    const target = join(to, file);
    await ensureFolder(dirname(target));
    await place(join(from, file), target);
  });
}

export class OutputCache<Summary> {
  /**
   * @param folder this cache's own folder under the site's cache folder (it holds the record alone)
   * @param warnings where a damaged record or damaged files are reported (the build report); the files are then made again
   */
  constructor(
    private readonly folder: string,
    private readonly warnings: RecordWarnings,
  ) {}

  private get recordFile(): string {
    return join(this.folder, RECORD_FILE);
  }

  /** Links the last output's files made for `key` into `outDir` and returns their summary; null when there are none, or some are missing or damaged. */
  async reuse(key: string, outDir: string): Promise<Summary | null> {
    const previous = previousOutputOf(outDir);
    if (previous === undefined) return null;
    const record = await readRecord<CacheRecord<Summary>>(this.recordFile, this.warnings);
    if (record?.version !== RECORD_VERSION || record.key !== key || record.summary === null || !record.files) return null;
    const files = Object.keys(record.files);
    const states = await mapLimited(files, IN_FLIGHT, (file) => checkKeptFile(join(previous, file), record.files[file], outputFileStamp));
    if (states.some((state) => state.state !== 'intact')) {
      noteCacheDamage(
        this.warnings,
        files.filter((_, i) => states[i].state === 'changed'),
        `made ${displayPath(this.folder)} again`,
      );
      return null;
    }
    await placeFiles(files, previous, outDir, linkOrCopyFile);
    // The same bytes with another stamp (replaced by a copy of itself): recorded, so the next build need not read them again.
    const restamped = states.flatMap((state, i) => (state.state === 'intact' && state.restamped ? [[files[i], state.restamped] as const] : []));
    if (restamped.length > 0) {
      for (const [file, stamp] of restamped) record.files[file] = { ...record.files[file], stamp };
      await writeFileAtomic(this.recordFile, JSON.stringify(record));
    }
    Object.assign(placedInto.get(outDir) ?? {}, record.files);
    return record.summary;
  }

  /**
   * Makes the files for `key` with `write` (given an empty folder standing for the output folder)
   * and moves them into `outDir`; the record of them replaces the last key's.
   */
  async build(key: string, outDir: string, write: (folder: string) => Promise<Summary>): Promise<Summary> {
    // Inside the output being made: same file system, so the files are renamed into place, and a failed build discards it with the output.
    const writing = await mkdtemp(join(outDir, '.output-cache-'));
    const forget = standInFor(writing, outDir);
    placedInto.set(writing, {});
    try {
      const summary = await write(writing);
      // Recorded once they are final (a rename keeps their stamps): hashing them costs about what writing them did.
      const files = await describeKeptFolder(writing, outputFileStamp, placedInto.get(writing));
      // The folder held the files of earlier versions of this cache: the record alone is kept now.
      await rm(this.folder, { recursive: true, force: true });
      await mkdir(this.folder, { recursive: true });
      await writeFileAtomic(this.recordFile, JSON.stringify({ version: RECORD_VERSION, key, summary: summary ?? null, files } satisfies CacheRecord<Summary>));
      await placeFiles(Object.keys(files), writing, outDir, rename);
      Object.assign(placedInto.get(outDir) ?? {}, files);
      return summary;
    } finally {
      forget();
      placedInto.delete(writing);
      await rm(writing, { recursive: true, force: true });
    }
  }

  /** `reuse`, else `build`; `reused` says which happened. */
  async reuseOrBuild(key: string, outDir: string, write: (folder: string) => Promise<Summary>): Promise<{ summary: Summary; reused: boolean }> {
    const reused = await this.reuse(key, outDir);
    if (reused !== null) return { summary: reused, reused: true };
    return { summary: await this.build(key, outDir, write), reused: false };
  }
}

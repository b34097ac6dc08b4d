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
 *
 * Files whose path names their content (a hash of their inputs: the social cards) are reused one
 * by one instead (`reuseOrBuildEach`): each recorded one intact in the last output is linked, the
 * others alone are made, and the record then holds just the files asked for.
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
/** The key of a record of files reused one by one (`reuseOrBuildEach`); its summary is null, so `reuse` never takes it. */
const EACH_FILE_KEY = '(each file)';
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
    const { intact, restamped } = await this.checkLastOutput(record, files, previous);
    if (intact.length < files.length) return null;
    await placeFiles(files, previous, outDir, linkOrCopyFile);
    if (restamped) await writeFileAtomic(this.recordFile, JSON.stringify(record));
    Object.assign(placedInto.get(outDir) ?? {}, record.files);
    return record.summary;
  }

  /**
   * Checks the recorded `files` in the last output (`previous`): the changed ones are noted as
   * damage; an intact one with another stamp (replaced by a copy of itself) gets it in `record`,
   * so the next build need not read it again (`restamped`: the record is to be written).
   */
  private async checkLastOutput(record: CacheRecord<Summary>, files: readonly string[], previous: string): Promise<{ intact: string[]; restamped: boolean }> {
    const states = await mapLimited(files, IN_FLIGHT, (file) => checkKeptFile(join(previous, file), record.files[file], outputFileStamp));
    noteCacheDamage(
      this.warnings,
      files.filter((_, i) => states[i].state === 'changed'),
      `made ${displayPath(this.folder)} again`,
    );
    let restamped = false;
    for (const [i, state] of states.entries()) {
      if (state.state !== 'intact' || !state.restamped) continue;
      record.files[files[i]] = { ...record.files[files[i]], stamp: state.restamped };
      restamped = true;
    }
    return { intact: files.filter((_, i) => states[i].state === 'intact'), restamped };
  }

  /** The record of files reused one by one, when there is a valid one; `warnings` hears of a damaged one. */
  private async readEachFileRecord(warnings: RecordWarnings): Promise<CacheRecord<Summary> | undefined> {
    const record = await readRecord<CacheRecord<Summary>>(this.recordFile, warnings);
    return record?.version === RECORD_VERSION && record.key === EACH_FILE_KEY && record.files ? record : undefined;
  }

  /**
   * Of `files` (paths relative to the output folder), those the record does not hold: the ones
   * `reuseOrBuildEach` will make (with any it finds damaged), so that their making can start before
   * the output folder is known.
   */
  async unrecorded(files: readonly string[]): Promise<string[]> {
    // Silent: reuseOrBuildEach reads the record again and reports it if it is damaged.
    const record = await this.readEachFileRecord({ warn: () => {} });
    return record ? files.filter((file) => !Object.hasOwn(record.files, file)) : [...files];
  }

  /**
   * Reuse file by file, for files whose path names their content (a hash of their inputs): each of
   * `files` recorded and intact in the last output is linked into `outDir`; `write` makes the
   * others (`missing`) in an empty folder standing for the output folder. The record then holds
   * `files` alone, so a file no longer asked for is forgotten.
   */
  async reuseOrBuildEach(
    files: readonly string[],
    outDir: string,
    write: (folder: string, missing: string[]) => Promise<void>,
  ): Promise<{ reused: string[]; made: string[] }> {
    const previous = previousOutputOf(outDir);
    const record = previous === undefined ? undefined : await this.readEachFileRecord(this.warnings);
    const recorded = record ? files.filter((file) => Object.hasOwn(record.files, file)) : [];
    const { intact: reused, restamped } =
      previous !== undefined && record && recorded.length > 0 ? await this.checkLastOutput(record, recorded, previous) : { intact: [], restamped: false };
    if (previous !== undefined) await placeFiles(reused, previous, outDir, linkOrCopyFile);
    const kept = Object.fromEntries(reused.map((file) => [file, record!.files[file]]));
    Object.assign(placedInto.get(outDir) ?? {}, kept);
    const recordOf = (made: Record<string, KeptFile>) =>
      this.replaceRecord({ version: RECORD_VERSION, key: EACH_FILE_KEY, summary: null, files: { ...kept, ...made } });
    const reusedSet = new Set(reused);
    const missing = files.filter((file) => !reusedSet.has(file));
    if (missing.length === 0) {
      // A warm build with the same files writes nothing.
      if (restamped || Object.keys(record?.files ?? {}).length !== reused.length || !record) await recordOf({});
      return { reused, made: [] };
    }
    const { files: made } = await this.writeInto(
      outDir,
      (folder) => write(folder, missing),
      (_, madeFiles) => recordOf(madeFiles),
    );
    return { reused, made: Object.keys(made) };
  }

  /** Writes `record` as the cache's only file (the folder held the files of earlier versions of this cache). */
  private async replaceRecord(record: CacheRecord<Summary>): Promise<void> {
    await rm(this.folder, { recursive: true, force: true });
    await mkdir(this.folder, { recursive: true });
    await writeFileAtomic(this.recordFile, JSON.stringify(record));
  }

  /**
   * Runs `write` in an empty folder inside `outDir` standing for it, has `record` record the files
   * it made (as final: a rename keeps their stamps), then renames them into `outDir`.
   */
  private async writeInto<T>(
    outDir: string,
    write: (folder: string) => Promise<T>,
    record: (result: T, files: Record<string, KeptFile>) => Promise<void>,
  ): Promise<{ result: T; files: Record<string, KeptFile> }> {
    // Inside the output being made: same file system, so the files are renamed into place, and a failed build discards it with the output.
    const writing = await mkdtemp(join(outDir, '.output-cache-'));
    const forget = standInFor(writing, outDir);
    placedInto.set(writing, {});
    try {
      const result = await write(writing);
      // Hashing them costs about what writing them did.
      const files = await describeKeptFolder(writing, outputFileStamp, placedInto.get(writing));
      await record(result, files);
      await placeFiles(Object.keys(files), writing, outDir, rename);
      Object.assign(placedInto.get(outDir) ?? {}, files);
      return { result, files };
    } finally {
      forget();
      placedInto.delete(writing);
      await rm(writing, { recursive: true, force: true });
    }
  }

  /**
   * Makes the files for `key` with `write` (given an empty folder standing for the output folder)
   * and moves them into `outDir`; the record of them replaces the last key's.
   */
  async build(key: string, outDir: string, write: (folder: string) => Promise<Summary>): Promise<Summary> {
    const { result } = await this.writeInto(outDir, write, (summary, files) =>
      this.replaceRecord({ version: RECORD_VERSION, key, summary: summary ?? null, files }),
    );
    return result;
  }

  /** `reuse`, else `build`; `reused` says which happened. */
  async reuseOrBuild(key: string, outDir: string, write: (folder: string) => Promise<Summary>): Promise<{ summary: Summary; reused: boolean }> {
    const reused = await this.reuse(key, outDir);
    if (reused !== null) return { summary: reused, reused: true };
    return { summary: await this.build(key, outDir, write), reused: false };
  }
}

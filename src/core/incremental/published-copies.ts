/**
 * Files the work folder keeps (the client bundle, which webpack's record checks there) reach the
 * output as copies, never as links, so a tool that rewrites an output file in place cannot change
 * what later builds publish. A copy costs a new file and its bytes, which a warm build would pay
 * for every file; so the copy the last output holds is linked into the new output instead, while
 * it is the copy this cache made: its stamp is the one recorded when it was copied (an edit
 * through it, or a file put in its place, changes that) and it was copied from the same bytes.
 * (Plugins' output caches keep no files at all: output-cache.ts.)
 */
import { mkdir, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { writeFileAtomic } from '../atomic-file.ts';
import { mapLimited } from '../map-limited.ts';
import { copyFromCache, linkOrCopyFile, previousOutputOf } from '../output-folder.ts';
import { readRecord, type RecordWarnings } from './cache-record.ts';
import { cacheFileStamp, checkKeptFile, outputFileStamp, type KeptFile } from './kept-files.ts';

const RECORD_VERSION = 1;

/** A copy put into an output: the hash of the kept file it was copied from, and the copy's stamp. */
interface PublishedCopy {
  hash: string;
  stamp: string;
}

interface CopiesRecord {
  version: number;
  copies: Record<string, PublishedCopy>;
}

export interface PublishOptions {
  /** Where the copies put into outputs are recorded. */
  recordFile: string;
  /** Check each kept file before copying it (a caller that checked them all already, or just wrote them, need not). */
  checkSources: boolean;
  warnings: RecordWarnings;
}

/**
 * Puts the kept files of `sourceDir` (paths relative to it) into the output folder being made
 * (`outDir`): linked from the last output when its copy is unchanged, else copied. Returns the
 * kept files found missing or changed (with `checkSources`), which are not put in: the caller
 * makes them again.
 */
export async function publishKeptFiles(sourceDir: string, kept: Record<string, KeptFile>, outDir: string, options: PublishOptions): Promise<string[]> {
  const previousOut = previousOutputOf(outDir);
  const record = await readRecord<CopiesRecord>(options.recordFile, options.warnings);
  const last = record?.version === RECORD_VERSION ? record.copies : {};
  const copies: Record<string, PublishedCopy> = {};
  const damaged: string[] = [];
  let copied = 0;
  const dirs = new Map<string, Promise<unknown>>();
  const ensureDir = (dir: string) => {
    if (!dirs.has(dir)) dirs.set(dir, mkdir(dir, { recursive: true }));
    return dirs.get(dir)!;
  };
  await mapLimited(Object.keys(kept), 64, async (file) => {
    const target = join(outDir, file);
    await ensureDir(dirname(target));
    const lastCopy = last[file];
    if (previousOut && lastCopy?.hash === kept[file].hash) {
      const info = await stat(join(previousOut, file)).catch(() => undefined);
      if (info && outputFileStamp(info) === lastCopy.stamp) {
        await linkOrCopyFile(join(previousOut, file), target);
        copies[file] = lastCopy;
        return;
      }
    }
    const source = join(sourceDir, file);
    if (options.checkSources && (await checkKeptFile(source, kept[file], cacheFileStamp)).state !== 'intact') {
      damaged.push(file);
      return;
    }
    await copyFromCache(source, target);
    copies[file] = { hash: kept[file].hash, stamp: outputFileStamp(await stat(target)) };
    copied++;
  });
  const sameFiles = Object.keys(last).length === Object.keys(copies).length;
  if (damaged.length === 0 && (copied > 0 || !sameFiles)) {
    await mkdir(dirname(options.recordFile), { recursive: true });
    await writeFileAtomic(options.recordFile, JSON.stringify({ version: RECORD_VERSION, copies } satisfies CopiesRecord));
  }
  return damaged.sort();
}

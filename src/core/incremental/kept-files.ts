/**
 * Files a build keeps and publishes again in a later one (the bundle, the last output's payloads,
 * pages and plugins' output cache files) are checked before each reuse: a file cut short by a full
 * disk, or rewritten in place by a tool run over the output, must never reach a later output.
 *
 * What is recorded of such a file when it is written: its size, a hash of its bytes and a stamp
 * (size, times, inode) taken once the file is final. At reuse a file whose stamp is unchanged is
 * trusted without being read; any other is hashed and compared. Hashing every reused file instead
 * would read the whole output on every warm build (the real site's: tens of MB of pages and
 * payloads, ~0.6 ms per MB for SHA-1 alone, before reading them), where a stamp costs one `stat`.
 */
import type { Stats } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { mapLimited } from '../map-limited.ts';
import { fileStamp, hashContent, hashFile } from './content-hash.ts';

/** What is recorded of a kept file when it is written. */
export interface KeptFile {
  size: number;
  /** content-hash.ts's hash of its bytes. */
  hash: string;
  /** Its stamp as written (see the two kinds below). */
  stamp: string;
}

/**
 * The stamp of a file that lives in the work folder only (the bundle): it is never
 * linked anywhere (the output gets copies), so its change time moves only when it is written,
 * truncated or has its times set, and catches an edit that put the modification time back.
 */
export const cacheFileStamp = (info: Stats): string => `${fileStamp(info)}:${info.ctimeMs}`;

/**
 * The stamp of a file of the output, which the next build links into its own output when it is
 * unchanged (output-folder.ts): without the change time, which the build's own linking and the
 * removal of the replaced output's links move on every build. Size, modification time and inode
 * still change with any write through the file or any replacement of it.
 */
export const outputFileStamp = (info: Stats): string => fileStamp(info);

export type StampKind = (info: Stats) => string;

/** Records a file as it is now; `knownHash` spares reading it when the writer hashed its bytes. */
export async function describeKeptFile(file: string, stampOf: StampKind, knownHash?: string): Promise<KeptFile> {
  const info = await stat(file);
  return { size: info.size, hash: knownHash ?? hashContent(await readFile(file)), stamp: stampOf(info) };
}

/**
 * Records every file under a folder, by path relative to it ('/'-separated); a file `known` holds
 * with its present stamp (put there from a record just checked) is not read again.
 */
export async function describeKeptFolder(folder: string, stampOf: StampKind, known: Record<string, KeptFile> = {}): Promise<Record<string, KeptFile>> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  const files = entries.filter((e) => e.isFile()).map((e) => relative(folder, join(e.parentPath, e.name)).split(sep).join('/'));
  const kept = await mapLimited(files.sort(), 64, async (file) => {
    const recorded = Object.hasOwn(known, file) ? known[file] : undefined;
    if (recorded) {
      const info = await stat(join(folder, file));
      if (stampOf(info) === recorded.stamp) return recorded;
    }
    return describeKeptFile(join(folder, file), stampOf);
  });
  return Object.fromEntries(files.map((file, i) => [file, kept[i]]));
}

/**
 * How a kept file is now: `intact` (its stamp is the recorded one, or its bytes hash to the
 * recorded hash: `restamped` then carries the new stamp to record), `missing`, or `changed`
 * (another size, 0 bytes where it was not, other bytes).
 */
export async function checkKeptFile(
  file: string,
  kept: KeptFile,
  stampOf: StampKind,
): Promise<{ state: 'intact'; restamped?: string } | { state: 'missing' | 'changed' }> {
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) return { state: 'missing' };
  if (info.size !== kept.size) return { state: 'changed' };
  const stamp = stampOf(info);
  if (stamp === kept.stamp) return { state: 'intact' };
  return (await hashFile(file)) === kept.hash ? { state: 'intact', restamped: stamp } : { state: 'changed' };
}

/** The recorded files under `folder` that are missing or changed (their relative paths), checked a bounded number at a time. */
export async function damagedKeptFiles(folder: string, kept: Record<string, KeptFile>, stampOf: StampKind): Promise<string[]> {
  const files = Object.keys(kept);
  const states = await mapLimited(files, 64, (file) => checkKeptFile(join(folder, file), kept[file], stampOf));
  return files.filter((_, i) => states[i].state !== 'intact');
}

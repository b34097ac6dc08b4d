/**
 * Content hashes for incremental builds: of strings, of files on disk, and of values that may hold
 * functions, class instances, regular expressions and cycles (bundler configurations).
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { mapLimited } from '../map-limited.ts';

export function hashText(...parts: string[]): string {
  const hash = createHash('sha1');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
}

/** The hash of some bytes (a string is hashed as UTF-8, as it is written to disk). */
export function hashContent(data: string | Buffer): string {
  return createHash('sha1').update(data).digest('hex');
}

/** The hash of a file's bytes, or null when it does not exist (a missing file is an input too). */
export async function hashFile(file: string): Promise<string | null> {
  try {
    return hashContent(await readFile(file));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'EISDIR') return null;
    throw error;
  }
}

/**
 * A file's size, modification time and inode: tells cheaply that a file was not touched since
 * (a write through the file moves its time, a file put in its place has another inode).
 */
export const fileStamp = (info: { size: number; mtimeMs: number; ino: number }) => `${info.size}:${info.mtimeMs}:${info.ino}`;

/** The size a `fileStamp` was taken at. */
export const stampedSize = (stamp: string): number => Number(stamp.slice(0, stamp.indexOf(':')));

/** Hashes of many files (in the order given), read a bounded number at a time. */
export async function hashFiles(files: Iterable<string>, concurrency = 64): Promise<Map<string, string | null>> {
  const list = [...files];
  const hashes = await mapLimited(list, concurrency, hashFile);
  return new Map(list.map((file, i) => [file, hashes[i]]));
}

/**
 * A stable text form of any value: functions by their source, instances by class name and own
 * fields, regular expressions by their source; a repeated object is written once.
 */
export function stableDescription(value: unknown): string {
  const seen = new WeakSet<object>();
  return JSON.stringify(value, function (_key, item: unknown) {
    if (typeof item === 'function') return `[function ${item.toString()}]`;
    if (item instanceof RegExp) return `[regexp ${item.toString()}]`;
    if (typeof item === 'bigint' || typeof item === 'symbol') return String(item);
    if (item && typeof item === 'object') {
      if (seen.has(item)) return '[seen]';
      seen.add(item);
      if (item instanceof Map) return { map: [...item] };
      if (item instanceof Set) return { set: [...item] };
      const name = item.constructor?.name;
      if (name && name !== 'Object' && name !== 'Array') return { class: name, fields: { ...item } };
    }
    return item;
  });
}

const isInstalledPackage = (relativeDir: string) => relativeDir.split(sep).includes('node_modules');

/** One hash of every file under some folders (the generator's own code, which outputs depend on), packages installed in them aside. */
export async function hashFolders(folders: string[]): Promise<string> {
  const files: string[] = [];
  for (const folder of folders) {
    const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
    // Installed packages inside a folder (a plugin's own node_modules) are named by the lock file, not hashed file by file.
    files.push(...entries.filter((e) => e.isFile() && !isInstalledPackage(relative(folder, e.parentPath))).map((e) => join(e.parentPath, e.name)));
  }
  const hashes = await hashFiles(files.sort());
  return hashText(...[...hashes].map(([file, hash]) => `${file}:${hash}`));
}

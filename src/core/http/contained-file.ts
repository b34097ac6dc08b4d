/**
 * Opening a file a request names, only when it really lies inside a folder: its real path (every
 * symbolic link resolved) must be under the folder's real path, so a link in the output or in
 * `static/` never leads a server out of it (`static/x -> /etc` serves nothing).
 */
import type { Stats } from 'node:fs';
import { open, realpath, type FileHandle } from 'node:fs/promises';
import { sep } from 'node:path';

/** An open regular file: read it through `handle` (it stays the same file whatever is renamed), then close it. */
export interface OpenedFile {
  /** The path it was asked by (its extension gives the content type). */
  path: string;
  handle: FileHandle;
  stats: Stats;
}

/** Errors meaning "no file there", not a failure. */
const MISSING = new Set(['ENOENT', 'ENOTDIR', 'ENAMETOOLONG', 'ELOOP']);

export function isInside(realRoot: string, realPath: string): boolean {
  return realPath === realRoot || realPath.startsWith(realRoot.endsWith(sep) ? realRoot : realRoot + sep);
}

/**
 * Opens `path` if it is a regular file whose real path lies inside `realRoot` (itself a real
 * path); undefined when there is none (missing, a folder, a link leading out). Other errors
 * (EACCES on an unreadable file) are thrown for the server to answer.
 */
export async function openFileWithin(realRoot: string, path: string): Promise<OpenedFile | undefined> {
  const real = await orMissing(realpath(path));
  if (real === undefined || !isInside(realRoot, real)) return undefined;
  const handle = await orMissing(open(real, 'r'));
  if (!handle) return undefined;
  try {
    const stats = await handle.stat();
    if (stats.isFile()) return { path, handle, stats };
  } catch (error) {
    await handle.close();
    throw error;
  }
  await handle.close();
  return undefined;
}

async function orMissing<T>(promise: Promise<T>): Promise<T | undefined> {
  try {
    return await promise;
  } catch (error) {
    if (MISSING.has((error as NodeJS.ErrnoException).code ?? '')) return undefined;
    throw error;
  }
}

/**
 * Opening a file a request names, only when it really lies inside a folder: its real path (every
 * symbolic link resolved) must be under the folder's real path, so a link in the output or in
 * `static/` never leads a server out of it (`static/x -> /etc` serves nothing).
 *
 * The calls are synchronous, as a static server's lookups usually are: each is a system call on
 * cached metadata, far cheaper than a trip through libuv's thread pool (serving the real site
 * under load, the asynchronous version answered a third as many requests per second).
 */
import { closeSync, fstatSync, openSync, realpathSync, statSync, type Stats } from 'node:fs';
import { sep } from 'node:path';

/** An open regular file: read it through `fd` (it stays the same file whatever is renamed), then close it. */
export interface OpenedFile {
  /** The path it was asked by (its extension gives the content type). */
  path: string;
  fd: number;
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
export function openFileWithin(realRoot: string, path: string): OpenedFile | undefined {
  // Most candidates of a lookup do not exist: a stat that does not throw rules them out cheaply.
  if (!orMissing(() => statSync(path, { throwIfNoEntry: false }))?.isFile()) return undefined;
  const real = orMissing(() => realpathSync.native(path));
  if (real === undefined || !isInside(realRoot, real)) return undefined;
  const fd = orMissing(() => openSync(real, 'r'));
  if (fd === undefined) return undefined;
  try {
    const stats = fstatSync(fd);
    if (stats.isFile()) return { path, fd, stats };
  } catch (error) {
    closeSync(fd);
    throw error;
  }
  closeSync(fd);
  return undefined;
}

function orMissing<T>(call: () => T): T | undefined {
  try {
    return call();
  } catch (error) {
    if (MISSING.has((error as NodeJS.ErrnoException).code ?? '')) return undefined;
    throw error;
  }
}

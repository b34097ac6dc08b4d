/**
 * The output folder is written next to its final place and swapped in only when the build
 * succeeded, so a failed build never leaves a half-written folder and the last good one stays.
 *
 * The output it replaces is kept in the work folder ("recycled") and the next build's staging
 * folder is made from it: its files are removed, its folders kept. A site's output is mostly
 * folders (one per page) and hard links to unchanged files, so a rebuild then creates almost no
 * new files or folders, and deletes none. Making and deleting thousands of them each build cost
 * more than the rest of a warm build on some file systems (ext4 without a journal searches past
 * every recently freed inode for each new one). Folders no file of the new output is in are
 * removed before the swap, so the output is the same as a first build's.
 */
import { copyFile, link, mkdir, readdir, rename, rm, rmdir, unlink } from 'node:fs/promises';
import { spawn } from 'node:child_process';
import { constants, existsSync } from 'node:fs';
import { basename, dirname, join, relative, sep } from 'node:path';
import { mapLimited } from './map-limited.ts';
import { isProcessAlive } from './process-alive.ts';

/** File operations in flight at once. */
const IN_FLIGHT = 64;

const stagingName = (outDir: string, pid: number) => `.${basename(outDir)}-staging-${pid}`;

/** Staging folders of this process's builds under way -> the output folder each replaces. */
const outputOfStaging = new Map<string, string>();

/** The output a staging folder will replace (the last output, which files may be reused from); undefined for any other folder. */
export function previousOutputOf(staging: string): string | undefined {
  return outputOfStaging.get(staging);
}

/**
 * Says that `folder` is laid out as `outputFolder` is and will be moved into it (a folder an output
 * cache writes its files into: incremental/output-cache.ts), so that it has the same last output
 * to reuse files from; call the returned function when it is gone.
 */
export function standInFor(folder: string, outputFolder: string): () => void {
  const previous = previousOutputOf(outputFolder);
  if (previous === undefined) return () => {};
  outputOfStaging.set(folder, previous);
  return () => outputOfStaging.delete(folder);
}
/**
 * Says that a folder inside a staging folder (a locale's, "fr") replaces the same folder of the
 * last output, so the output caches of the plugins writing into it reuse files from there; call the
 * returned function when the build is over.
 */
export function standInForSubfolder(staging: string, subfolder: string): () => void {
  const previous = previousOutputOf(staging);
  if (previous === undefined || !subfolder) return () => {};
  const folder = join(staging, subfolder);
  outputOfStaging.set(folder, join(previous, subfolder));
  return () => outputOfStaging.delete(folder);
}
const previousName = (outDir: string, pid: number) => `.${basename(outDir)}-previous-${pid}-${Date.now()}`;

/**
 * Removes the staging and replaced-output folders that builds which were killed left beside the
 * output folder (those whose process is gone); a running build's are left alone.
 */
export async function removeStaleBuildFolders(outDir: string): Promise<string[]> {
  const prefixes = [`.${basename(outDir)}-staging-`, `.${basename(outDir)}-previous-`];
  const ownerOf = (name: string) => {
    const prefix = prefixes.find((p) => name.startsWith(p));
    return prefix ? Number.parseInt(name.slice(prefix.length), 10) : undefined;
  };
  const names = await readdir(dirname(outDir)).catch(() => []);
  const stale = names.filter((name) => {
    const pid = ownerOf(name);
    return pid !== undefined && !isProcessAlive(pid);
  });
  await Promise.all(stale.map((name) => rm(join(dirname(outDir), name), { recursive: true, force: true })));
  return stale;
}

/**
 * An empty staging folder beside the output: the last replaced output emptied of its files when
 * `recycledDir` holds one (see above), else a new folder.
 */
export async function createStagingFolder(outDir: string, recycledDir?: string): Promise<string> {
  await removeStaleBuildFolders(outDir);
  const staging = join(dirname(outDir), stagingName(outDir, process.pid));
  await rm(staging, { recursive: true, force: true });
  if (recycledDir && (await renamed(recycledDir, staging))) {
    const entries = await readdir(staging, { recursive: true, withFileTypes: true });
    await mapLimited(
      entries.filter((entry) => !entry.isDirectory()),
      IN_FLIGHT,
      (entry) => unlink(join(entry.parentPath, entry.name)),
    );
  } else {
    await mkdir(staging, { recursive: true });
  }
  outputOfStaging.set(staging, outDir);
  return staging;
}

/**
 * Makes the finished staging folder the output: removes its folders that hold no file, then
 * swaps it in. The replaced output goes to `recycledDir` for the next build when it can (same
 * file system), else it is deleted.
 */
export async function swapInOutput(staging: string, outDir: string, recycledDir?: string): Promise<void> {
  outputOfStaging.delete(staging);
  await removeEmptyFolders(staging);
  const previous = join(dirname(outDir), previousName(outDir, process.pid));
  if (existsSync(outDir)) await rename(outDir, previous);
  await rename(staging, outDir);
  if (!existsSync(previous)) return;
  if (recycledDir && !existsSync(recycledDir)) {
    await mkdir(dirname(recycledDir), { recursive: true });
    if (await renamed(previous, recycledDir)) return;
  }
  removeInBackground(previous);
}

/** Renames a folder; false when it is not there or cannot move there (another file system). */
async function renamed(from: string, to: string): Promise<boolean> {
  try {
    await rename(from, to);
    return true;
  } catch (error) {
    if (['ENOENT', 'EXDEV', 'ENOTEMPTY', 'EEXIST', 'EPERM', 'EACCES'].includes((error as NodeJS.ErrnoException).code ?? '')) return false;
    throw error;
  }
}

/** Removes the folders under `root` that hold no file at any depth (a recycled folder's pages that are gone). */
async function removeEmptyFolders(root: string): Promise<void> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const holding = new Set<string>();
  for (const entry of entries) {
    if (entry.isDirectory()) continue;
    for (let dir = entry.parentPath; dir.length > root.length && !holding.has(dir); dir = dirname(dir)) holding.add(dir);
  }
  const empty = entries
    .filter((entry) => entry.isDirectory() && !holding.has(join(entry.parentPath, entry.name)))
    .map((entry) => join(entry.parentPath, entry.name));
  // Deepest first: a folder is removed after the folders in it.
  empty.sort((a, b) => b.length - a.length);
  for (const dir of empty) await rmdir(dir);
}

/**
 * Deletes a folder without waiting for it: the replaced output of a large site takes seconds to
 * delete (10,000 pages: 6 s), and nothing needs it gone before the build reports.
 */
function removeInBackground(dir: string): void {
  const child = spawn('rm', ['-rf', dir], { detached: true, stdio: 'ignore' });
  child.on('error', () => void rm(dir, { recursive: true, force: true }));
  child.unref();
}

export async function discardStaging(staging: string): Promise<void> {
  outputOfStaging.delete(staging);
  await rm(staging, { recursive: true, force: true });
}

/** Every file of a folder as URL paths: "/img/a.png". */
export async function listOutputFiles(dir: string): Promise<Set<string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return new Set(entries.filter((e) => e.isFile()).map((e) => '/' + relative(dir, join(e.parentPath, e.name)).split(sep).join('/')));
}

/**
 * Puts a file of the LAST OUTPUT into the new one by a hard link (no bytes copied), or a copy where
 * links cannot be made (another file system). Only for files of the last output, and only once
 * they are checked against what was recorded when they were written (incremental/kept-files.ts):
 * the two outputs then share the file, so a tool rewriting `build/x` in place rewrites the new
 * output's too, and the next build finds it changed and makes it again. Never for files of the
 * work folder (`copyFromCache`), whose edits would reach every later build.
 */
export async function linkOrCopyFile(source: string, target: string): Promise<void> {
  try {
    await link(source, target);
    return;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    if (code === 'EEXIST') {
      await rm(target);
      return linkOrCopyFile(source, target);
    }
    if (!['EXDEV', 'EPERM', 'ENOTSUP'].includes(code)) throw error;
  }
  await copyFile(source, target);
}

/**
 * Puts a file of the work folder (the bundle, an output cache) into the output as a file of its
 * own: copy-on-write where the file system supports it, else a real copy. Whatever is at `target`
 * is removed first: writing through it would write into the file it may be a link to.
 */
export async function copyFromCache(source: string, target: string): Promise<void> {
  await rm(target, { force: true });
  await copyFile(source, target, constants.COPYFILE_FICLONE);
}

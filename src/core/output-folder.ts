/**
 * The output folder is written next to its final place and swapped in only when the build
 * succeeded, so a failed build never leaves a half-written folder and the last good one stays.
 */
import { copyFile, link, mkdir, readdir, rename, rm } from 'node:fs/promises';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { basename, dirname, join, relative, sep } from 'node:path';
import { isProcessAlive } from './process-alive.ts';

const stagingName = (outDir: string, pid: number) => `.${basename(outDir)}-staging-${pid}`;
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

export async function createStagingFolder(outDir: string): Promise<string> {
  await removeStaleBuildFolders(outDir);
  const staging = join(dirname(outDir), stagingName(outDir, process.pid));
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  return staging;
}

export async function swapInOutput(staging: string, outDir: string): Promise<void> {
  const previous = join(dirname(outDir), previousName(outDir, process.pid));
  if (existsSync(outDir)) await rename(outDir, previous);
  await rename(staging, outDir);
  if (existsSync(previous)) removeInBackground(previous);
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
  await rm(staging, { recursive: true, force: true });
}

/** Every file of a folder as URL paths: "/img/a.png". */
export async function listOutputFiles(dir: string): Promise<Set<string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return new Set(entries.filter((e) => e.isFile()).map((e) => '/' + relative(dir, join(e.parentPath, e.name)).split(sep).join('/')));
}

/**
 * Puts a file into the output by a hard link (no bytes copied), or a copy where links cannot be
 * made (another file system). Only for files never written in place: content-hashed assets and
 * finished pages.
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

/** Every file of a folder into another, keeping the tree, by `linkOrCopyFile`. */
export async function linkOrCopyTree(sourceDir: string, targetDir: string): Promise<void> {
  const entries = await readdir(sourceDir, { recursive: true, withFileTypes: true });
  const dirs = new Set(entries.filter((e) => e.isFile()).map((e) => join(targetDir, relative(sourceDir, e.parentPath))));
  await Promise.all([...dirs].map((dir) => mkdir(dir, { recursive: true })));
  await Promise.all(
    entries.filter((e) => e.isFile()).map((e) => linkOrCopyFile(join(e.parentPath, e.name), join(targetDir, relative(sourceDir, e.parentPath), e.name))),
  );
}

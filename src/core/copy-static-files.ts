/**
 * Copies the site's static folders (`staticDirectories`) into the output, in order: a path two
 * folders hold is copied from the first (as Docusaurus). A symbolic link is replaced by what it
 * points to, when that lies inside the site folder or the static folder holding it (copied as a
 * link, a relative target would become a path of the build machine, and the output would depend
 * on it). A link pointing elsewhere, or nowhere, is an error naming the link and its target: a
 * build never publishes a file of the machine by accident (`static/x -> /etc`).
 */
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, readlink, realpath, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { isInside } from './http/contained-file.ts';
import { mapLimited } from './map-limited.ts';
import { SiteError } from './site-error.ts';

/** Files copied at a time. */
const COPIES_IN_FLIGHT = 16;

/** What one copy knows: the real folders a link may lead into, and the output files already copied from an earlier folder. */
interface CopyScope {
  within: string[];
  copied: Set<string>;
}

export async function copyStaticFiles(staticDirs: string | readonly string[], target: string, siteDir: string): Promise<void> {
  const realSite = await realpath(siteDir);
  const folders = (typeof staticDirs === 'string' ? [staticDirs] : staticDirs).filter((dir) => existsSync(dir));
  const copied = new Set<string>();
  for (const staticDir of folders) {
    const realStatic = await realpath(staticDir);
    await copyFolder(staticDir, target, { within: [realSite, realStatic], copied }, [realStatic]);
  }
}

/** Copies a folder's entries; `folders` are the real paths of the folders being copied (a link back to one is a loop). */
async function copyFolder(source: string, target: string, scope: CopyScope, folders: string[]): Promise<void> {
  await mkdir(target, { recursive: true });
  const entries = await readdir(source, { withFileTypes: true });
  await mapLimited(entries, COPIES_IN_FLIGHT, async (entry) => {
    const from = join(source, entry.name);
    const to = join(target, entry.name);
    if (entry.isDirectory()) return copyFolder(from, to, scope, [...folders, await realpath(from)]);
    if (entry.isFile()) return copyOnce(from, to, scope);
    if (!entry.isSymbolicLink()) return; // sockets, pipes: nothing to publish
    const real = await linkTarget(from, scope.within);
    if (!(await stat(real)).isDirectory()) return copyOnce(real, to, scope);
    if (folders.includes(real)) throw new SiteError(`symbolic link to ${await readlink(from)}, a folder that contains it (a loop)`, from);
    return copyFolder(real, to, scope, [...folders, real]);
  });
}

/** Copies a file unless an earlier static folder already gave that output path. */
async function copyOnce(from: string, to: string, scope: CopyScope): Promise<void> {
  if (scope.copied.has(to)) return;
  scope.copied.add(to);
  await copyFile(from, to);
}

/** The real path a link in a static folder leads to, when it exists and lies inside the site folder or that static folder. */
async function linkTarget(link: string, within: string[]): Promise<string> {
  const written = await readlink(link);
  let real: string;
  try {
    real = await realpath(link);
  } catch {
    throw new SiteError(`symbolic link to ${written}, which does not exist`, link);
  }
  if (!within.some((root) => isInside(root, real))) {
    throw new SiteError(
      `symbolic link to ${written} (${real}), outside the site folder: only files inside the site are published; copy the file into static/ instead`,
      link,
    );
  }
  return real;
}

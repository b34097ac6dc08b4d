/**
 * Copies the site's `static/` folder into the output. A symbolic link is replaced by what it
 * points to, when that lies inside the site folder (copied as a link, a relative target would
 * become a path of the build machine, and the output would depend on it). A link pointing outside
 * the site, or nowhere, is an error naming the link and its target: a build never publishes a
 * file of the machine by accident (`static/x -> /etc`).
 */
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, readlink, realpath, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { isInside } from './http/contained-file.ts';
import { mapLimited } from './map-limited.ts';
import { SiteError } from './site-error.ts';

/** Files copied at a time. */
const COPIES_IN_FLIGHT = 16;

export async function copyStaticFiles(staticDir: string, target: string, siteDir: string): Promise<void> {
  if (!existsSync(staticDir)) return;
  const realStatic = await realpath(staticDir);
  await copyFolder(staticDir, target, await realpath(siteDir), [realStatic]);
}

/** Copies a folder's entries; `within` is the site's real path, `folders` the real paths of the folders being copied (a link back to one is a loop). */
async function copyFolder(source: string, target: string, within: string, folders: string[]): Promise<void> {
  await mkdir(target, { recursive: true });
  const entries = await readdir(source, { withFileTypes: true });
  await mapLimited(entries, COPIES_IN_FLIGHT, async (entry) => {
    const from = join(source, entry.name);
    const to = join(target, entry.name);
    if (entry.isFile()) return copyFile(from, to);
    if (entry.isDirectory()) return copyFolder(from, to, within, [...folders, await realpath(from)]);
    if (!entry.isSymbolicLink()) return; // sockets, pipes: nothing to publish
    const real = await linkTarget(from, within);
    if (!(await stat(real)).isDirectory()) return copyFile(real, to);
    if (folders.includes(real)) throw new SiteError(`symbolic link to ${await readlink(from)}, a folder that contains it (a loop)`, from);
    return copyFolder(real, to, within, [...folders, real]);
  });
}

/** The real path a link in static/ leads to, when it exists and lies inside the site folder. */
async function linkTarget(link: string, within: string): Promise<string> {
  const written = await readlink(link);
  let real: string;
  try {
    real = await realpath(link);
  } catch {
    throw new SiteError(`symbolic link to ${written}, which does not exist`, link);
  }
  if (!isInside(within, real)) {
    throw new SiteError(
      `symbolic link to ${written} (${real}), outside the site folder: only files inside the site are published; copy the file into static/ instead`,
      link,
    );
  }
  return real;
}

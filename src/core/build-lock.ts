/**
 * One build at a time per work folder: two builds sharing `.generated/` and `.cache/` would
 * overwrite each other's generated modules, records and bundles. A build takes the lock (a file
 * holding its pid) for its whole run; a second one fails at once, naming the folder and the pid.
 * A lock whose process is gone (a build killed with kill -9) is stale and taken over.
 */
import { link, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isProcessAlive } from './process-alive.ts';
import { displayPath, SiteError } from './site-error.ts';

export const LOCK_FILE = 'build.lock';

export interface BuildLock {
  release(): Promise<void>;
}

let attempts = 0;
/** Names this process's own files beside the lock (builds in one process too may race). */
const uniqueSuffix = () => `${process.pid}-${attempts++}`;

const ownerOf = async (file: string) => Number.parseInt(await readFile(file, 'utf8').catch(() => ''), 10);

/**
 * @param lockDir where the lock file goes (the work folder's cache folder)
 * @param workDir the folder named in the message
 */
export async function acquireBuildLock(lockDir: string, workDir: string): Promise<BuildLock> {
  const file = join(lockDir, LOCK_FILE);
  await mkdir(lockDir, { recursive: true });
  // Written whole beside the lock, then linked into place (a link fails if the lock exists): a lock
  // file always holds its owner's pid.
  const mine = `${file}.${uniqueSuffix()}`;
  await writeFile(mine, String(process.pid));
  try {
    for (;;) {
      try {
        await link(mine, file);
        return { release: () => rm(file, { force: true }) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const owner = await ownerOf(file);
      if (isProcessAlive(owner)) throw busy(workDir, owner);
      await claimStaleLock(file, owner, workDir);
    }
  } finally {
    await rm(mine, { force: true });
  }
}

/** Removes a lock whose owner is gone; throws `busy` if a live build took it meanwhile. */
async function claimStaleLock(file: string, owner: number, workDir: string): Promise<void> {
  // Claimed by a rename (only one process can), then checked to be the stale lock read before.
  const claimed = `${file}.stale-${uniqueSuffix()}`;
  try {
    await rename(file, claimed);
  } catch {
    return; // another process claimed it first: the caller tries again
  }
  const claimedOwner = await ownerOf(claimed);
  if (claimedOwner !== owner && isProcessAlive(claimedOwner)) {
    // A live build took the lock between the read and the rename: give it back.
    await link(claimed, file).catch(() => undefined);
    await rm(claimed, { force: true });
    throw busy(workDir, claimedOwner);
  }
  await rm(claimed, { force: true });
}

function busy(workDir: string, pid: number): SiteError {
  return new SiteError(`another build is running in ${displayPath(workDir)} (pid ${pid}); wait for it to finish, or give this one another --work-dir`);
}

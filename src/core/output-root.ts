/**
 * The build output as a running `serve` reads it, while builds may swap a new one in.
 *
 * A build swaps its output in with two renames (output-folder.ts: the old folder aside, the new
 * one in its place), and only then deletes the old one. A directory cannot be replaced in one
 * atomic step without turning `build/` into a symbolic link, which every deploy script would then
 * see; so the server copes instead. A file, once found, is sent through its open handle, old or
 * new alike. A lookup that finds nothing is trusted only if the folder was the same one (same
 * device and inode) before and after it; otherwise the output was being swapped (absent between
 * the two renames, or deleted as the old one after them), and the lookup waits for the folder to
 * be back and runs again in the new output. So a request gets the old output or the new one,
 * never a 404 made by the swap.
 */
import { realpathSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { openFileWithin, type OpenedFile } from './http/contained-file.ts';

/** How long a request waits for the output folder to come back while a build swaps it in. */
const SWAP_WAIT_MS = 2000;
const SWAP_POLL_MS = 5;
const NOT_FOUND_PAGE = '404.html';

export interface FoundFile {
  file: OpenedFile;
  /** 404 when the file is the site's not-found page. */
  status: 200 | 404;
}

export class OutputRoot {
  /** The output's real path, kept while the folder is the same one. */
  private known: { identity: string; realPath: string } | undefined;

  constructor(readonly dir: string) {}

  /** The file a URL path names (see serve.ts for the order), else the 404 page; undefined when the output has neither. */
  async find(pathname: string): Promise<FoundFile | undefined> {
    const deadline = Date.now() + SWAP_WAIT_MS;
    for (;;) {
      const before = this.identity();
      const root = before === null ? undefined : this.realRoot(before);
      const found = root === undefined ? undefined : lookup(root, pathname);
      if (found) return found;
      const after = this.identity();
      // Not found in a folder that stayed the same: the path is not in the output.
      if ((root !== undefined && before === after) || Date.now() > deadline) return this.notFoundPage();
      await sleep(SWAP_POLL_MS);
    }
  }

  /** Which folder `dir` is now (device and inode), or null while there is none. */
  private identity(): string | null {
    const stats = statSync(this.dir, { throwIfNoEntry: false });
    return stats ? `${stats.dev}:${stats.ino}` : null;
  }

  private realRoot(identity: string): string | undefined {
    if (this.known?.identity !== identity) {
      try {
        this.known = { identity, realPath: realpathSync.native(this.dir) };
      } catch {
        return undefined;
      }
    }
    return this.known.realPath;
  }

  private notFoundPage(): FoundFile | undefined {
    const identity = this.identity();
    const root = identity === null ? undefined : this.realRoot(identity);
    const file = root === undefined ? undefined : openFileWithin(root, join(root, NOT_FOUND_PAGE));
    return file && { file, status: 404 };
  }
}

/** The file a path names in the output at `root`: the path, then "{path}.html", then "{path}/index.html". */
function lookup(root: string, pathname: string): FoundFile | undefined {
  const base = join(root, pathname);
  for (const candidate of [base, `${base.replace(/\/$/, '')}.html`, join(base, 'index.html')]) {
    const file = openFileWithin(root, candidate);
    // The not-found page asked for by name ("/404") is still a 404.
    if (file) return { file, status: candidate === join(root, NOT_FOUND_PAGE) ? 404 : 200 };
  }
  return undefined;
}

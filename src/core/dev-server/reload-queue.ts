/**
 * The queue of content reloads: changed files are collected for a moment (an editor's save, a
 * `git checkout`, writes several), then reloaded together; reloads run one after another. A reload
 * has a quick part (the edited pages' payloads), which requests wait for, and a rest that runs in
 * the background (the whole site loaded again).
 */

/** A reload whose quick part is done; `rest` ends with the rest of it. */
export interface Reload {
  rest: Promise<void>;
}

/** How long changed files are collected before they are reloaded together. */
export const COLLECT_MS = 30;

export class ReloadQueue {
  /** Files changed since the last reload began. */
  private readonly changedFiles = new Set<string>();
  /** The pending reload of changedFiles, restarted by each change. */
  private timer: NodeJS.Timeout | undefined;
  /** The quick part of the latest reload. */
  private quickPart: Promise<void> = Promise.resolve();
  /** The latest reload, to the end of its rest: the next one starts after it. */
  private reloads: Promise<void> = Promise.resolve();

  /** @param reload reloads the content for these changed files */
  constructor(private readonly reload: (files: string[]) => Promise<Reload>) {}

  /** A file changed: it is reloaded, with any other changed within a moment of it. */
  add(file: string): void {
    this.changedFiles.add(file);
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      const files = [...this.changedFiles];
      this.changedFiles.clear();
      const quick = this.reloads.then(() => this.reload(files));
      this.quickPart = quick.then(() => undefined);
      this.reloads = quick.then(({ rest }) => rest);
    }, COLLECT_MS);
  }

  /** Requests wait for this: the quick part of the latest reload. */
  contentReady(): Promise<void> {
    return this.quickPart;
  }

  /** Drops a reload not yet begun (the server is closing). */
  close(): void {
    clearTimeout(this.timer);
  }
}

/**
 * The build's processor slots, one per CPU. Work that keeps a thread busy off the main thread takes
 * a slot while it runs: each Markdown compile in the worker pool, and a plugin's long worker thread
 * (the API reference's TypeDoc run) for its whole life. So the build never has more such threads
 * running than the machine has cores.
 *
 * Why: with more busy threads than cores, the operating system shares the cores out evenly, so
 * the one long job (TypeDoc, ~10 s of one core) crawls while the hundreds of short compiles run,
 * and then runs alone at the end with the other core idle, and every later step waits for it. A
 * long job takes its slot ahead of any queued compiles (`first`), holds one core from its start,
 * and the compiles share the rest; once it is done they have them all.
 */
import { availableParallelism } from 'node:os';

export class CpuSlots {
  private free: number;
  private readonly waiting: Array<() => void> = [];

  constructor(readonly size: number) {
    this.free = size;
  }

  /**
   * Runs `task` once a slot is free, and frees it when the task settles.
   * @param first wait ahead of the tasks already waiting (a long job started among many short ones)
   */
  async run<T>(task: () => Promise<T>, { first = false }: { first?: boolean } = {}): Promise<T> {
    await this.take(first);
    try {
      return await task();
    } finally {
      this.give();
    }
  }

  private take(first: boolean): Promise<void> {
    if (this.free > 0) {
      this.free--;
      return Promise.resolve();
    }
    return new Promise((resolve) => (first ? this.waiting.unshift(resolve) : this.waiting.push(resolve)));
  }

  private give(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.free++;
  }
}

/** The slots every build step in this process shares. */
export const cpuSlots = new CpuSlots(Math.max(1, availableParallelism()));

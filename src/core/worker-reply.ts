/**
 * Runs a worker thread that answers with one message (a build step moved off the main thread: the
 * server build, TypeDoc) and resolves with that message. A thread that fails, or ends without
 * answering, rejects: a failure with its own error (or what `describeFailure` makes of it), an end
 * with a message naming the worker, so no step waits for a thread that is gone.
 */
import { Worker } from 'node:worker_threads';
import { cpuSlots } from './cpu-slots.ts';

export interface WorkerReplyOptions {
  /** The worker as messages name it: "the server build's worker". */
  name: string;
  /** The error to reject with when the thread fails (default: the thread's own error). */
  describeFailure?: (error: Error) => Error;
  /**
   * The thread keeps a core busy for long (TypeDoc): it starts once it has one of the build's CPU
   * slots (cpu-slots.ts), ahead of queued Markdown compiles, and holds it until it ends.
   */
  holdsCpuSlot?: boolean;
  /** Node options for the thread alone (Worker's `execArgv`). */
  execArgv?: string[];
}

export function workerReply<T>(entryFile: string, workerData: unknown, options: WorkerReplyOptions): Promise<T> {
  return options.holdsCpuSlot
    ? cpuSlots.run(() => runWorker<T>(entryFile, workerData, options), { first: true })
    : runWorker<T>(entryFile, workerData, options);
}

function runWorker<T>(entryFile: string, workerData: unknown, { name, describeFailure = (error) => error, execArgv }: WorkerReplyOptions): Promise<T> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(entryFile, { workerData, ...(execArgv ? { execArgv } : {}) });
    let settled = false;
    worker.once('message', (message: T) => {
      settled = true;
      resolve(message);
    });
    worker.once('error', (error) => {
      settled = true;
      reject(describeFailure(error));
    });
    worker.once('exit', (code) => {
      if (!settled) reject(new Error(`${name} stopped (exit code ${code}) before it finished`));
    });
  });
}

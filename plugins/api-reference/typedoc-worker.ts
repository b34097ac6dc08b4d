/**
 * One TypeDoc run in a worker thread (run-typedoc-in-worker.ts starts it): TypeDoc keeps a whole
 * TypeScript program in memory and runs for seconds of CPU; here it runs beside the build's main
 * thread, and its memory goes when the thread ends.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { JSONOutput } from 'api-reference-typedoc-host';
import { runTypedoc } from './run-typedoc.ts';

/** What the thread is asked: the declarations files to read, and the folder file paths are relative to. */
export interface TypedocJob {
  entries: string[];
  projectRoot: string;
}

export type TypedocOutcome = { ok: true; projects: JSONOutput.ProjectReflection[] } | { ok: false; message: string; stack?: string };

const job = workerData as TypedocJob;
let outcome: TypedocOutcome;
try {
  outcome = { ok: true, projects: await runTypedoc(job.entries, job.projectRoot) };
} catch (error) {
  const failure = error instanceof Error ? error : new Error(String(error));
  outcome = { ok: false, message: failure.message, stack: failure.stack };
}
parentPort!.postMessage(outcome);

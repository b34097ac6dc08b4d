/**
 * The reference model made in a worker thread (reference-in-worker.ts starts it): TypeDoc keeps
 * a whole TypeScript program in memory and runs for seconds of CPU; here it runs beside the
 * build's main thread, and its memory goes when the thread ends.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { LoadContext } from '../../src/core/index.ts';
import type { ApiReferenceOptions } from './options.ts';
import { loadReferenceModel, type ReferenceModel } from './reference-model.ts';

/** What the worker needs of the build's context (plain data: it crosses to the thread). */
export interface ReferenceJob {
  siteDir: string;
  cacheDir: string;
  baseUrl: string;
  options: ApiReferenceOptions;
}

export type ReferenceOutcome =
  | { ok: true; model: ReferenceModel; warnings: string[]; notes: string[] }
  | { ok: false; message: string; stack?: string; siteError: boolean; file?: string };

const job = workerData as ReferenceJob;
const warnings: string[] = [];
const notes: string[] = [];
const context = {
  siteDir: job.siteDir,
  cacheDir: job.cacheDir,
  baseUrl: job.baseUrl,
  report: { warn: (message: string) => warnings.push(message), note: (message: string) => notes.push(message) },
} as unknown as LoadContext;

let outcome: ReferenceOutcome;
try {
  outcome = { ok: true, model: await loadReferenceModel(context, job.options), warnings, notes };
} catch (error) {
  const failure = error instanceof Error ? error : new Error(String(error));
  outcome = { ok: false, message: failure.message, stack: failure.stack, siteError: failure.name === 'SiteError', file: (failure as { file?: string }).file };
}
parentPort!.postMessage(outcome);

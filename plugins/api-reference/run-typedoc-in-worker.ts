/**
 * The TypedocRunner a build uses: the run in a thread of its own (typedoc-worker.ts), beside the
 * main thread, which meanwhile loads the other plugins' content and has their Markdown compiled.
 */
import { Worker } from 'node:worker_threads';
import { workerEntry } from '../../src/core/index.ts';
import type { TypedocRunner } from './reference-model.ts';
import type { TypedocJob, TypedocOutcome } from './typedoc-worker.ts';

export const runTypedocInWorker: TypedocRunner = async (entries, projectRoot) => {
  const job: TypedocJob = { entries: [...entries], projectRoot };
  const outcome = await new Promise<TypedocOutcome>((resolve, reject) => {
    const worker = new Worker(workerEntry('plugins/api-reference/typedoc-worker', 'plugins/api-reference/typedoc-worker-entry.mjs'), { workerData: job });
    let settled = false;
    worker.once('message', (message: TypedocOutcome) => {
      settled = true;
      resolve(message);
    });
    worker.once('error', (error) => {
      settled = true;
      reject(new Error(`api-reference: the TypeDoc worker failed: ${error.message}`, { cause: error }));
    });
    worker.once('exit', (code) => {
      if (!settled) reject(new Error(`api-reference: the TypeDoc worker stopped (exit code ${code}) before it finished`));
    });
  });
  if (outcome.ok) return outcome.projects;
  const error = new Error(`api-reference: TypeDoc failed: ${outcome.message}`);
  if (outcome.stack) error.stack = `${error.name}: ${error.message}\n${outcome.stack.split('\n').slice(1).join('\n')}`;
  throw error;
};

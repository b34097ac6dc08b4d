/**
 * Starts the reference model's worker thread (reference-worker.ts) and hands back its model; a
 * warm build finds the model in its cache here and starts no thread. The plugin's loadContent
 * awaits it inside the build's named step (a thread that never answers is reported by the step's
 * timeout); meanwhile the main thread is free for the other plugins' loadContent.
 */
import { Worker } from 'node:worker_threads';
import { SiteError, workerEntry, type LoadContext } from '../../src/core/index.ts';
import type { ApiReferenceOptions } from './options.ts';
import { cachedReferenceModel, type ReferenceModel } from './reference-model.ts';
import type { ReferenceJob, ReferenceOutcome } from './reference-worker.ts';

export async function referenceModelInWorker(context: LoadContext, options: ApiReferenceOptions): Promise<ReferenceModel> {
  const cached = await cachedReferenceModel(context, options);
  if (cached) return cached;
  const job: ReferenceJob = { siteDir: context.siteDir, cacheDir: context.cacheDir, baseUrl: context.baseUrl, options };
  const outcome = await new Promise<ReferenceOutcome>((resolve, reject) => {
    const worker = new Worker(workerEntry('plugins/api-reference/reference-worker', 'plugins/api-reference/reference-worker-entry.mjs'), { workerData: job });
    let settled = false;
    worker.once('message', (message: ReferenceOutcome) => {
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
  if (!outcome.ok) {
    if (outcome.siteError) throw new SiteError(outcome.message, outcome.file);
    const error = new Error(`api-reference: ${outcome.message}`);
    if (outcome.stack) error.stack = `${error.name}: ${error.message}\n${outcome.stack.split('\n').slice(1).join('\n')}`;
    throw error;
  }
  for (const warning of outcome.warnings) context.report.warn(warning);
  for (const note of outcome.notes) context.report.note(note);
  return outcome.model;
}

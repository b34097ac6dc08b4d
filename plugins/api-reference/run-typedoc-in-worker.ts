/**
 * The TypedocRunner a build uses: the run in a thread of its own (typedoc-worker.ts), beside the
 * main thread, which meanwhile loads the other plugins' content and has their Markdown compiled.
 */
import { workerEntry, workerReply } from '../../src/core/index.ts';
import type { TypedocRunner } from './reference-model.ts';
import type { TypedocJob, TypedocOutcome } from './typedoc-worker.ts';

export const runTypedocInWorker: TypedocRunner = async (entries, projectRoot) => {
  const job: TypedocJob = { entries: [...entries], projectRoot };
  const outcome = await workerReply<TypedocOutcome>(
    workerEntry('plugins/api-reference/typedoc-worker', 'plugins/api-reference/typedoc-worker-entry.mjs'),
    job,
    {
      name: 'api-reference: the TypeDoc worker',
      describeFailure: (error) => new Error(`api-reference: the TypeDoc worker failed: ${error.message}`, { cause: error }),
    },
  );
  if (outcome.ok) return outcome.projects;
  const error = new Error(`api-reference: TypeDoc failed: ${outcome.message}`);
  if (outcome.stack) error.stack = `${error.name}: ${error.message}\n${outcome.stack.split('\n').slice(1).join('\n')}`;
  throw error;
};

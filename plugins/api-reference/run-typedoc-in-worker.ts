/**
 * The TypedocRunner a build uses: the run in a thread of its own (typedoc-worker.ts), beside the
 * main thread, which meanwhile loads the other plugins' content and has their Markdown compiled.
 */
import { ENTRY_POINTS, workerEntry, workerReply } from '../../src/core/index.ts';
import type { TypedocRunner } from './reference-model.ts';
import type { TypedocJob, TypedocOutcome } from './typedoc-worker.ts';

/**
 * TypeDoc (an ES module) imports `typescript`, a 9 MB CommonJS file whose package.json names no
 * module type: by default Node 20 first compiles it as an ES module to find out which it is
 * (~0.3-0.5 s of the cold build's longest step). This thread needs no such guess: every module it
 * loads says what it is, or is CommonJS.
 */
const NO_MODULE_DETECTION = process.allowedNodeEnvironmentFlags.has('--no-experimental-detect-module') ? ['--no-experimental-detect-module'] : [];
/** The process's own Node options (a thread inherits them unless given others), and that one. */
const typedocThreadOptions = () => [...process.execArgv, ...NO_MODULE_DETECTION];

export const runTypedocInWorker: TypedocRunner = async (entries, projectRoot) => {
  const job: TypedocJob = { entries: [...entries], projectRoot };
  const outcome = await workerReply<TypedocOutcome>(workerEntry(ENTRY_POINTS.typedocWorker), job, {
    name: 'api-reference: the TypeDoc worker',
    // The cold build's longest single step (10-15 s of one core): it gets a core from its start, the Markdown compiles share the rest.
    holdsCpuSlot: true,
    execArgv: typedocThreadOptions(),
    describeFailure: (error) => new Error(`api-reference: the TypeDoc worker failed: ${error.message}`, { cause: error }),
  });
  if (outcome.ok) return outcome.projects;
  const error = new Error(`api-reference: TypeDoc failed: ${outcome.message}`);
  if (outcome.stack) error.stack = `${error.name}: ${error.message}\n${outcome.stack.split('\n').slice(1).join('\n')}`;
  throw error;
};

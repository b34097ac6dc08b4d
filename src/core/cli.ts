/**
 * The command line's entry (run by launcher.mjs, or under tsx from the sources): Docusaurus's
 * commands (src/core/commands/cli-program.ts), e.g.
 *   docusaurus build [siteDir] [--out-dir DIR] [--config FILE] [--work-dir DIR] [--no-progress]
 *   docusaurus start [siteDir] [--port 3000] [--host localhost] [--poll]
 *   docusaurus serve [siteDir] [--dir build] [--port 3000]
 *   docusaurus docs:version 2.0
 * A command that fails prints its error (a build's warnings first) and exits with status 1.
 */
import { stepsInProgress } from './build-report.ts';
import { printFailedBuild } from './build-summary.ts';
import { createCliProgram } from './commands/cli-program.ts';
import { formatError } from './site-error.ts';

const command = process.argv[2] ?? '';

let finished = false;
// Node ends a process with nothing left to run with status 0, even while a promise is still
// pending: a step waiting on a promise that never settles (a plugin's) would end the build as a
// success with no output. So a command that had not finished fails, naming what it waited for.
process.once('beforeExit', () => {
  if (finished) return;
  const waiting = stepsInProgress();
  console.error(
    `\n[error] ${command} stopped before it finished: nothing was left to run${waiting ? ` while waiting for ${waiting}` : ''} (a promise that never settles?)\n`,
  );
  process.exit(1);
});

createCliProgram(process.argv)
  .then((program) => program.parseAsync(process.argv))
  .then(
    () => {
      finished = true;
    },
    (error) => {
      // A failed build's warnings first: they are as much the writer's to fix as the error.
      printFailedBuild(error);
      console.error(`\n[error] ${formatError(error)}\n`);
      process.exit(1);
    },
  );

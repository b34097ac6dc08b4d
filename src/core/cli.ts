/**
 * The command line: `start` (dev server), `build`, `serve`, `clear`.
 *   tsx src/core/cli.ts build [--site-dir DIR] [--out-dir DIR] [--work-dir DIR] [--no-progress]
 *   tsx src/core/cli.ts start [--port 3000] [--host localhost] [--no-progress]
 *   tsx src/core/cli.ts serve [--port 3000] [--host localhost]
 */
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { stepsInProgress } from './build-report.ts';
import { printFailedBuild } from './build-summary.ts';
import { chooseProgress } from './progress/choose-progress.ts';
import { formatError } from './site-error.ts';
import { sitePaths } from './site-paths.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    'site-dir': { type: 'string', default: '.' },
    'out-dir': { type: 'string', default: 'build' },
    'work-dir': { type: 'string' },
    port: { type: 'string', default: '3000' },
    host: { type: 'string', default: 'localhost' },
    // Plain per-phase lines even in a terminal (as under CI), for logs read line by line.
    'no-progress': { type: 'boolean', default: false },
  },
});
const command = positionals[0] ?? 'build';
const paths = sitePaths(values['site-dir']!, values['out-dir'], values['work-dir']);
const port = Number(values.port);

/**
 * The site's trailingSlash, for `serve`: it decides which form of a page's URL redirects to the
 * other, as on a host set up for it. Serving needs no config, so one that cannot be read (none, or
 * a folder the server's user may not write beside it) leaves both forms served, with a warning.
 */
async function siteTrailingSlash(): Promise<boolean | undefined> {
  const { findConfigFile, loadSiteConfig } = await import('./config/load-config.ts');
  if (!findConfigFile(paths.siteDir)) return undefined;
  try {
    return (await loadSiteConfig(paths.siteDir)).trailingSlash;
  } catch (error) {
    console.warn(`[warning] serve: the site config could not be read (${(error as Error).message}); both forms of page URLs are served, without redirects`);
    return undefined;
  }
}

async function main(): Promise<void> {
  switch (command) {
    case 'build': {
      const { build } = await import('./build.ts');
      const { printBuildSummary } = await import('./build-summary.ts');
      const progress = chooseProgress({ label: 'build', noProgress: values['no-progress'] });
      // The live lines are cleared before the summary, or the error, is printed.
      const result = await build(paths, { progress }).finally(() => progress.close());
      // Never report success without the output: every build writes the not-found page.
      if (!existsSync(join(result.outDir, '404.html'))) throw new Error(`the build ended without writing its output into ${result.outDir}`);
      printBuildSummary(result);
      break;
    }
    case 'serve': {
      const { serveStatic } = await import('./serve.ts');
      const trailingSlash = await siteTrailingSlash();
      const server = await serveStatic({ dir: paths.outDir, port, host: values.host!, trailingSlash });
      // The port it got (the one asked for, or the system's choice for 0).
      console.log(`Serving ${paths.outDir} at http://${values.host}:${(server.address() as AddressInfo).port}/`);
      break;
    }
    case 'start': {
      const { startDevServer } = await import('./dev-server.ts');
      const progress = chooseProgress({ label: 'dev', noProgress: values['no-progress'] });
      // The dev server closes the progress once it is ready; a start-up that fails clears it before the error.
      const server = await startDevServer(paths, { port, host: values.host!, progress }).catch((error: unknown) => {
        progress.close();
        throw error;
      });
      // Ctrl-C (or a stop signal) closes the server, so webpack writes its cache: the next start
      // then compiles from it (webpack stores only after a few idle seconds otherwise). A second
      // signal exits at once.
      const stop = () => {
        process.removeListener('SIGINT', stop).removeListener('SIGTERM', stop);
        process.once('SIGINT', () => process.exit(130)).once('SIGTERM', () => process.exit(143));
        server.close().then(
          () => process.exit(0),
          () => process.exit(1),
        );
      };
      process.once('SIGINT', stop).once('SIGTERM', stop);
      break;
    }
    case 'clear': {
      const { removeStaleBuildFolders } = await import('./output-folder.ts');
      await removeStaleBuildFolders(paths.outDir);
      await Promise.all([paths.cacheDir, paths.generatedDir, paths.outDir].map((dir) => rm(dir, { recursive: true, force: true })));
      console.log('Removed .cache/, .generated/ and the build output.');
      break;
    }
    default:
      throw new Error(`unknown command "${command}" (expected start, build, serve or clear)`);
  }
}

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

main().then(
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

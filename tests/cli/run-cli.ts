/** Runs the command line as a terminal does (`node src/core/launcher.mjs ...`), in a given folder, with plain pipes: to its end, or until it is ready. */
import { type SpawnSyncReturns, spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from '../support/fixture-site.ts';

export function runCli(args: readonly string[], options: { cwd: string; env?: Record<string, string> }): SpawnSyncReturns<string> {
  // No CI variable from the test's own environment: the output is the same either way without a terminal.
  const { CI: _, ...inherited } = process.env;
  return spawnSync(process.execPath, [join(repoRoot, 'src/core/launcher.mjs'), ...args], {
    cwd: options.cwd,
    encoding: 'utf8',
    env: { ...inherited, ...options.env },
    timeout: 300_000,
  });
}

export interface RunningCli {
  /** The first line of its output that matched. */
  line: string;
  /** Stops it (SIGTERM) and resolves with its exit status. */
  stop(): Promise<number | null>;
}

/** Starts a long-running command (start, serve) and waits for a line of its output matching `ready`. */
export async function startCli(args: readonly string[], options: { cwd: string; ready: RegExp }): Promise<RunningCli> {
  const { CI: _, ...env } = process.env;
  const child = spawn(process.execPath, [join(repoRoot, 'src/core/launcher.mjs'), ...args], { cwd: options.cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const line = await new Promise<string>((resolve, reject) => {
    // Bounded, so a command that never gets ready fails the test rather than stall it.
    const bound = setTimeout(() => reject(new Error(`not ready:\n${stdout}\n${stderr}`)), 300_000);
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      const found = options.ready.exec(stdout)?.[0];
      if (!found) return;
      clearTimeout(bound);
      resolve(found);
    });
    void exited.then((code) => reject(new Error(`exited with ${code}:\n${stdout}\n${stderr}`)));
  });
  return {
    line,
    stop: () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

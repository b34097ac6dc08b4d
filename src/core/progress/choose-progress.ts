/**
 * Which progress a command shows: live lines redrawn in place when it prints to a terminal, plain
 * per-phase lines otherwise, and under `--no-progress` or CI (`CI=true`, as CI services set it:
 * Docusaurus prints plain logs there too), so logs read line by line.
 */
import { LiveProgress } from './live-progress.ts';
import type { PhaseProgress, ProgressStream } from './phase-progress.ts';
import { PlainProgress } from './plain-progress.ts';

/** Any value of `CI` but "", "0" and "false" (in any case) means a CI run. */
export function isContinuousIntegration(env: NodeJS.ProcessEnv): boolean {
  const value = env.CI?.trim().toLowerCase();
  return !!value && value !== '0' && value !== 'false';
}

export interface ProgressChoice {
  /** The command, as each line begins: "build", "dev". */
  label: string;
  /** `--no-progress`: plain lines even in a terminal. */
  noProgress?: boolean;
  /** Where the command prints (process.stdout by default). */
  stream?: ProgressStream;
  /** Other streams on the same terminal (process.stderr by default, when it is one). */
  sharing?: ProgressStream[];
  env?: NodeJS.ProcessEnv;
}

export function chooseProgress({
  label,
  noProgress = false,
  stream = process.stdout,
  sharing = process.stderr.isTTY ? [process.stderr] : [],
  env = process.env,
}: ProgressChoice): PhaseProgress {
  // A terminal that cannot move its cursor ("dumb", as some editors' consoles say they are) gets plain lines too.
  const live = stream.isTTY && !noProgress && !isContinuousIntegration(env) && env.TERM !== 'dumb';
  return live ? new LiveProgress(stream, label, sharing) : new PlainProgress(stream, label);
}

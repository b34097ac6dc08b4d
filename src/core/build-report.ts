/** Collects warnings during a build, times its phases, and applies the site's ignore / log / warn / throw policies. */
import { SiteError } from './site-error.ts';

/** Docusaurus's reporting severities: "log" prints the problems as information, "warn" as warnings. */
export type ProblemPolicy = 'ignore' | 'log' | 'warn' | 'throw';

/** The environment variable that sets how long one step of a build may take (seconds). */
export const STEP_TIMEOUT_VARIABLE = 'SITE_BUILD_STEP_TIMEOUT_SECONDS';
/** Generous: the whole cold build of a large site takes a few minutes. */
const DEFAULT_STEP_TIMEOUT_SECONDS = 30 * 60;

function stepTimeoutSeconds(): number {
  const value = Number(process.env[STEP_TIMEOUT_VARIABLE]);
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_STEP_TIMEOUT_SECONDS;
}

/** Steps under way in this process, outermost first (several builds may run in one process: tests). */
const stepsUnderWay: string[] = [];

/** The steps not finished yet, "outer > inner": what a build that stopped was waiting for. */
export function stepsInProgress(): string {
  return stepsUnderWay.join(' > ');
}

export class BuildReport {
  readonly warnings: string[] = [];
  readonly phases: Array<{ name: string; ms: number }> = [];
  /** Facts worth printing in the summary (sizes of generated files, ...). */
  readonly notes: string[] = [];

  note(message: string): void {
    this.notes.push(message);
  }

  warn(message: string): void {
    this.warnings.push(message);
  }

  /** Reports a problem according to its policy; "throw" fails the build with all problems of the kind. */
  problems(policy: ProblemPolicy, title: string, messages: string[]): void {
    if (policy === 'ignore' || messages.length === 0) return;
    const text = `${title} (${messages.length}):\n  - ${messages.join('\n  - ')}`;
    if (policy === 'throw') throw new SiteError(text);
    if (policy === 'log') this.note(text);
    else this.warn(text);
  }

  /** A named phase of the build: timed for the summary, and watched as a `step`. */
  async phase<T>(name: string, run: () => Promise<T>): Promise<T> {
    const start = performance.now();
    try {
      return await this.step(name, run);
    } finally {
      this.phases.push({ name, ms: performance.now() - start });
    }
  }

  /**
   * Runs a named step of the build (a phase, a plugin's hook). One that has not finished after the
   * step timeout fails the build, naming it and the steps it runs in: a promise that never
   * settles (a plugin's, say) must not leave the build hanging or, once nothing else is left to
   * run, let the process end as if it had succeeded (the command line checks `stepsInProgress`).
   */
  async step<T>(name: string, run: () => Promise<T>): Promise<T> {
    stepsUnderWay.push(name);
    const seconds = stepTimeoutSeconds();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        reject(
          new SiteError(
            `${stepsInProgress() || name}: did not finish within ${seconds} s (a promise that never settles?); ${STEP_TIMEOUT_VARIABLE} sets the limit`,
          ),
        );
      }, seconds * 1000);
      // The timer alone must not keep the process alive: with nothing else to run, the command line reports the step at once.
      timer.unref();
    });
    try {
      return await Promise.race([run(), timeout]);
    } finally {
      clearTimeout(timer);
      stepsUnderWay.splice(stepsUnderWay.lastIndexOf(name), 1);
    }
  }
}

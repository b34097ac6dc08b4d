/** Collects warnings during a build, times its phases, and applies the site's ignore / log / warn / throw policies. */
import { SiteError } from './site-error.ts';
import { PhaseCount } from './progress/phase-count.ts';
import type { PhaseOutcome, PhaseProgress } from './progress/phase-progress.ts';

/** Docusaurus's reporting severities: "log" prints the problems as information, "warn" as warnings. */
export type ProblemPolicy = 'ignore' | 'log' | 'warn' | 'throw';

/**
 * One problem ("docs/a.md:3: /x does not resolve to a page"), or several under a heading: a
 * page's broken links, grouped by the page they are on as Docusaurus groups them.
 */
export type Problem = string | { heading: string; entries: string[] };

/** The problems of one category ("Broken links"), as reported. */
export interface ProblemCategory {
  title: string;
  problems: Problem[];
}

/** How many problems a list holds: a group counts its entries. */
function problemCount(problems: Problem[]): number {
  return problems.reduce((count, problem) => count + (typeof problem === 'string' ? 1 : problem.entries.length), 0);
}

/** "Broken links (2):\n  - on /a:\n      a.md:3: /x\n      a.md:9: /y" */
export function describeProblems({ title, problems }: ProblemCategory): string {
  const lines = problems.map((problem) =>
    typeof problem === 'string' ? `  - ${problem}` : [`  - ${problem.heading}:`, ...problem.entries.map((entry) => `      ${entry}`)].join('\n'),
  );
  return `${title} (${problemCount(problems)}):\n${lines.join('\n')}`;
}

/** The build each error ended, so that whoever prints the error prints what the build gathered before it (`reportOfFailedBuild`). */
const reportsOfFailedBuilds = new WeakMap<object, BuildReport>();

/** The report of the build that `error` ended, if a build did. */
export function reportOfFailedBuild(error: unknown): BuildReport | undefined {
  return typeof error === 'object' && error !== null ? reportsOfFailedBuilds.get(error) : undefined;
}

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
  /** Categories whose policy is "throw", kept for `throwIfFailed` when failures wait for the end. */
  readonly failures: ProblemCategory[] = [];
  /** Whether `throwIfFailed` has thrown the failures (the error lists them: nothing else need print them). */
  failuresThrown = false;
  private readonly failAtEnd: boolean;
  /** Told as each phase starts and ends (the command line's progress lines). */
  private readonly progress: PhaseProgress | undefined;
  /** Each phase's count of items (progress/phase-count.ts), made when first asked for. */
  private readonly counts = new Map<string, PhaseCount>();

  /**
   * @param options.failAtEnd a "throw" category does not stop the build at once: the build runs
   *   its checks to the end and fails once, listing every such category (`throwIfFailed`), so a
   *   writer sees every problem in one run. Without it (the dev server) it throws at once.
   * @param options.progress told as each phase starts and ends (the command line's progress lines)
   */
  constructor(options: { failAtEnd?: boolean; progress?: PhaseProgress } = {}) {
    this.failAtEnd = options.failAtEnd ?? false;
    this.progress = options.progress;
  }

  /** The count of a phase's items, which whoever does its work adds to; progress shows it while the phase runs. */
  count(phase: string): PhaseCount {
    let count = this.counts.get(phase);
    if (!count) {
      this.counts.set(phase, (count = new PhaseCount()));
      this.progress?.phaseCounted(phase, count);
    }
    return count;
  }

  note(message: string): void {
    this.notes.push(message);
  }

  warn(message: string): void {
    this.warnings.push(message);
  }

  /** Reports a category of problems according to its policy; "throw" fails the build with all problems of the kind (at its end, with `failAtEnd`). */
  problems(policy: ProblemPolicy, title: string, problems: Problem[]): void {
    if (policy === 'ignore' || problems.length === 0) return;
    const category = { title, problems };
    if (policy === 'throw') {
      if (!this.failAtEnd) throw new SiteError(describeProblems(category));
      this.failures.push(category);
    } else if (policy === 'log') this.note(describeProblems(category));
    else this.warn(describeProblems(category));
  }

  /** Fails the build when a category whose policy is "throw" had problems: one error lists every such category, counted. */
  throwIfFailed(): void {
    if (this.failures.length === 0) return;
    const counts = this.failures.map(({ title, problems }) => `${title}: ${problemCount(problems)}`).join(', ');
    this.failuresThrown = true;
    throw new SiteError(
      `the build found problems in ${this.failures.length} ${this.failures.length === 1 ? 'category' : 'categories'} set to 'throw' (${counts}):\n\n${this.failures.map(describeProblems).join('\n\n')}`,
    );
  }

  /** Remembers that `error` ended this build (see `reportOfFailedBuild`) and returns it, to be thrown on. */
  failedWith(error: unknown): unknown {
    if (typeof error === 'object' && error !== null) reportsOfFailedBuilds.set(error, this);
    return error;
  }

  /** A named phase of the build: timed for the summary, and watched as a `step`. */
  async phase<T>(name: string, run: () => Promise<T>): Promise<T> {
    const start = performance.now();
    this.progress?.phaseStarted(name, this.count(name));
    let outcome: PhaseOutcome = 'failed';
    try {
      const result = await this.step(name, run);
      outcome = 'done';
      return result;
    } finally {
      const ms = performance.now() - start;
      this.phases.push({ name, ms });
      this.progress?.phaseEnded(name, ms, outcome);
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

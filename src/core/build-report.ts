/** Collects warnings during a build and applies the site's ignore / log / warn / throw policies. */
import { SiteError } from './site-error.ts';

/** Docusaurus's reporting severities: "log" prints the problems as information, "warn" as warnings. */
export type ProblemPolicy = 'ignore' | 'log' | 'warn' | 'throw';

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

  async phase<T>(name: string, run: () => Promise<T>): Promise<T> {
    const start = performance.now();
    try {
      return await run();
    } finally {
      this.phases.push({ name, ms: performance.now() - start });
    }
  }
}

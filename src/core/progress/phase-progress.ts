/**
 * What a long command tells about its phases as they run (`BuildReport.phase` calls it): the build
 * and the dev server's start-up report to one of these, which prints them for a terminal
 * (live-progress.ts) or as plain lines (plain-progress.ts).
 */
import type { PhaseCount } from './phase-count.ts';

/** How a phase ended. */
export type PhaseOutcome = 'done' | 'failed';

export interface PhaseProgress {
  /**
   * A phase's count was made, maybe before the phase starts: its work may begin earlier (a build
   * compiles each plugin's Markdown while content still loads), and shows while it is under way.
   */
  phaseCounted(name: string, count: PhaseCount): void;
  /** A phase began; `count` is its count of items, read while it runs (may stay at 0/0). */
  phaseStarted(name: string, count: PhaseCount): void;
  phaseEnded(name: string, ms: number, outcome: PhaseOutcome): void;
  /** The command is over (or failed): whatever is drawn is cleared, so the summary or the error follows on a clean line. */
  close(): void;
}

/** The stream progress is written to: a terminal (`isTTY`, `columns`) or a pipe. */
export interface ProgressStream {
  isTTY?: boolean;
  columns?: number;
  write(chunk: string | Uint8Array, ...rest: never[]): boolean;
}

/** A duration as the progress lines show it: "0.42 s" under a second, "3.2 s" above. */
export function secondsText(ms: number): string {
  return `${(ms / 1000).toFixed(ms < 1000 ? 2 : 1)} s`;
}

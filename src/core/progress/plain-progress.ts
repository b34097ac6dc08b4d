/**
 * Progress as plain lines, for logs (CI, a pipe, `--no-progress`): one line when a phase starts and
 * one with its time when it ends; nothing is redrawn, so every line reads the same in a file.
 */
import type { PhaseCount } from './phase-count.ts';
import { secondsText, type PhaseOutcome, type PhaseProgress, type ProgressStream } from './phase-progress.ts';

export class PlainProgress implements PhaseProgress {
  /** @param label the command, as each line begins: "[build] bundle …" */
  constructor(
    private readonly stream: ProgressStream,
    private readonly label: string,
  ) {}

  /** Counts are for a terminal's live lines; a log gets the phases alone. */
  phaseCounted(_name: string, _count: PhaseCount): void {}

  phaseStarted(name: string, _count: PhaseCount): void {
    this.stream.write(`[${this.label}] ${name} …\n`);
  }

  phaseEnded(name: string, ms: number, outcome: PhaseOutcome): void {
    this.stream.write(`[${this.label}] ${name} ${outcome === 'done' ? 'done in' : 'failed after'} ${secondsText(ms)}\n`);
  }

  close(): void {}
}

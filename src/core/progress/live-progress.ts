/**
 * Progress for a terminal: one line per running phase ("[build] compile markdown 120/352 (4.1 s)"),
 * and one for counted work under way before its phase starts (Markdown compiling while content
 * loads: "[build] compile markdown 120/352"), redrawn in place with ANSI cursor moves at most ten times a second (a timer, never per item), and
 * cleared when the command ends, so the summary or the error follows on a clean screen. Text that
 * anything else writes to the terminal meanwhile (a plugin's console.log) clears the lines first, so
 * it stays whole above them.
 */
import type { PhaseCount } from './phase-count.ts';
import { secondsText, type PhaseOutcome, type PhaseProgress, type ProgressStream } from './phase-progress.ts';

/** At most ten redraws a second: smooth to read, and nothing a build would notice. */
const REDRAW_MS = 100;
/** Lines are cut to the terminal's width: a wrapped line would throw the cursor moves off. */
const DEFAULT_COLUMNS = 80;

/** Moves the cursor up over `lines` lines and erases from there to the end of the screen. */
export function eraseLines(lines: number): string {
  return lines ? `\x1b[${lines}A\x1b[J` : '';
}

interface RunningPhase {
  name: string;
  count: PhaseCount;
  started: number;
}

export class LiveProgress implements PhaseProgress {
  private readonly running: RunningPhase[] = [];
  /** Every phase's count, by phase: one whose work is under way shows before its phase starts. */
  private readonly counts = new Map<string, PhaseCount>();
  /** How many lines the last frame drew (the cursor stands at the start of the line below them). */
  private drawnLines = 0;
  private drawnText = '';
  private timer: NodeJS.Timeout | undefined;
  /** Set while this writes its own frame, which the write interception lets through. */
  private drawing = false;
  private closed = false;
  private readonly restoreWrites: Array<() => void> = [];

  /**
   * @param stream the terminal the lines are drawn on
   * @param label the command, as each line begins
   * @param sharing other streams that show on the same terminal (stderr): what they write clears the lines first
   */
  constructor(
    private readonly stream: ProgressStream,
    private readonly label: string,
    private readonly sharing: ProgressStream[] = [],
  ) {}

  phaseCounted(name: string, count: PhaseCount): void {
    if (this.closed) return;
    this.counts.set(name, count);
    this.startDrawing();
  }

  phaseStarted(name: string, count: PhaseCount): void {
    if (this.closed) return;
    this.running.push({ name, count, started: performance.now() });
    this.startDrawing();
  }

  phaseEnded(name: string, _ms?: number, _outcome?: PhaseOutcome): void {
    const index = this.running.findIndex((phase) => phase.name === name);
    if (index >= 0) this.running.splice(index, 1);
  }

  close(): void {
    this.closed = true;
    clearInterval(this.timer);
    this.timer = undefined;
    this.erase();
    for (const restore of this.restoreWrites.splice(0)) restore();
  }

  private startDrawing(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.redraw(), REDRAW_MS);
    // The display alone must not keep the process alive (the command line tells a build that stopped waiting by its end).
    this.timer.unref();
    for (const stream of new Set([this.stream, ...this.sharing])) this.interceptWrites(stream);
  }

  /** The lines now, each cut to the terminal's width. */
  private frame(): string[] {
    const now = performance.now();
    const width = Math.max(20, this.stream.columns || DEFAULT_COLUMNS) - 1;
    const line = (name: string, count: PhaseCount, elapsed: string) => {
      const counted = count.text();
      const text = `[${this.label}] ${name}${counted ? ` ${counted}` : ''}${elapsed}`;
      return text.length > width ? `${text.slice(0, width - 1)}…` : text;
    };
    const running = new Set(this.running.map((phase) => phase.name));
    const early = [...this.counts].filter(([name, count]) => !running.has(name) && count.done < count.total);
    return [
      ...this.running.map(({ name, count, started }) => line(name, count, ` (${secondsText(now - started)})`)),
      ...early.map(([name, count]) => line(name, count, '')),
    ];
  }

  private redraw(): void {
    const lines = this.frame();
    const text = lines.join('\n');
    if (text === this.drawnText) return;
    this.writeOwn(eraseLines(this.drawnLines) + (lines.length ? `${text}\n` : ''));
    this.drawnLines = lines.length;
    this.drawnText = text;
  }

  private erase(): void {
    if (!this.drawnLines) return;
    this.writeOwn(eraseLines(this.drawnLines));
    this.drawnLines = 0;
    this.drawnText = '';
  }

  private writeOwn(text: string): void {
    this.drawing = true;
    try {
      this.stream.write(text);
    } finally {
      this.drawing = false;
    }
  }

  /** Until closed, another write to the stream clears the lines first; the next redraw puts them back below it. */
  private interceptWrites(stream: ProgressStream): void {
    const hadOwn = Object.hasOwn(stream, 'write');
    const original = stream.write;
    stream.write = (...args: Parameters<ProgressStream['write']>) => {
      if (!this.drawing) this.erase();
      return original.apply(stream, args);
    };
    this.restoreWrites.push(() => {
      if (hadOwn) stream.write = original;
      // process.stdout's write is its prototype's: removing the own property restores it exactly.
      else delete (stream as Partial<ProgressStream>).write;
    });
  }
}

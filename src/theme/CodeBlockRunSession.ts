/**
 * One run of a runnable example (CodeBlockRun's button): starts the runtime's worker, sends it the
 * compiled example's URL, passes on what it reports, and stops it at the time limit (an endless
 * loop cannot hang the page: the worker is terminated) or when the run ends. Loaded on the first
 * click only, so a page carries none of it before.
 */
import type { RunnerMessage } from '@generator/plugins/runnable-examples/contract';

export interface RunOutputLine {
  kind: 'log' | 'info' | 'warn' | 'error' | 'debug' | 'snapshot' | 'status';
  text: string;
}

export interface RunRequest {
  /** Absolute URLs of the runtime's worker script and of the compiled example. */
  workerUrl: string;
  exampleUrl: string;
  /** Names the worker in the browser's tools. */
  label: string;
  timeoutMs: number;
  /** Called with every line so far, each time one arrives. */
  onOutput(lines: RunOutputLine[]): void;
  onEnd(): void;
}

/** Starts a run; the returned function stops it (without a message). */
export function startRun({ workerUrl, exampleUrl, label, timeoutMs, onOutput, onEnd }: RunRequest): () => void {
  const printed: RunOutputLine[] = [];
  const show = (line: RunOutputLine) => {
    printed.push(line);
    onOutput([...printed]);
  };
  const thread = new Worker(workerUrl, { type: 'module', name: `example: ${label}` });
  const end = () => {
    clearTimeout(timer);
    thread.terminate();
    onEnd();
  };
  const timer = setTimeout(() => {
    end();
    show({ kind: 'status', text: `Stopped: the example was still running after ${timeoutMs / 1000} s.` });
  }, timeoutMs);
  thread.onmessage = ({ data: message }: MessageEvent<RunnerMessage>) => {
    if (message.type === 'console') show({ kind: message.level, text: message.text });
    else if (message.type === 'error') show({ kind: 'error', text: message.text });
    else {
      for (const snapshot of message.snapshots) show({ kind: 'snapshot', text: `Final snapshot value: ${snapshot}` });
      if (printed.length === 0) show({ kind: 'status', text: 'The example printed nothing.' });
      end();
    }
  };
  thread.onerror = (event) => {
    event.preventDefault();
    show({ kind: 'error', text: `The example could not run: ${event.message || 'its worker failed to load'}` });
    end();
  };
  thread.postMessage({ example: exampleUrl });
  return end;
}

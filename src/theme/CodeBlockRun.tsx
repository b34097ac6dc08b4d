/**
 * The Run button of a runnable example (a code block the runnable-examples plugin marked) and,
 * under the block, what the run printed, in a live region screen readers announce. Nothing loads
 * before the click: then the run's code (CodeBlockRunSession) and the worker script of the page's
 * runtime load, the worker runs the compiled example (plugins/runnable-examples/runner.ts) and
 * reports its console output and its actors' final snapshot values. Focus stays on the button.
 */
import { useEffect, useRef, useState } from 'react';
import { usePluginData, useSiteData } from '@generator/client/site-context';
import type { RunnableExamplesGlobalData } from '../../plugins/runnable-examples/index';
import { onDemand } from './load-on-demand';
import type { RunOutputLine } from './CodeBlockRunSession';
import './CodeBlockRun.css';

export interface CodeBlockRunProps {
  /** The runtime (worker) the example runs with. */
  runtime: string;
  /** The compiled example's file name. */
  example: string;
  /** Names the example in the button's label ("Run example: toggleMachine.ts"). */
  label: string;
}

const PLUGIN_NAME = 'runnable-examples';
const session = onDemand('The example runner', __IS_SERVER__ ? undefined : () => import(/* webpackChunkName: "code-block-run" */ './CodeBlockRunSession'));

export default function CodeBlockRun({ runtime, example, label }: CodeBlockRunProps) {
  const data = usePluginData<RunnableExamplesGlobalData>(PLUGIN_NAME);
  const { baseUrl } = useSiteData();
  const [lines, setLines] = useState<RunOutputLine[]>([]);
  const [running, setRunning] = useState(false);
  const stop = useRef<(() => void) | undefined>(undefined);
  useEffect(() => () => stop.current?.(), []);
  const worker = data?.workers[runtime];
  if (!data || !worker) return null;

  const run = async () => {
    stop.current?.();
    setLines([]);
    setRunning(true);
    try {
      const { startRun } = await session.load();
      const url = (path: string) => new URL(`${baseUrl}${path}`, window.location.href).href;
      stop.current = startRun({
        workerUrl: url(worker),
        exampleUrl: url(`${data.examples}/${example}`),
        label,
        timeoutMs: data.timeoutMs,
        onOutput: setLines,
        onEnd: () => {
          setRunning(false);
          stop.current = undefined;
        },
      });
    } catch (error) {
      setLines([{ kind: 'error', text: `The example could not run: ${String(error)}` }]);
      setRunning(false);
    }
  };

  return (
    <div className="code-block__run">
      <button type="button" className="code-block__run-button" onClick={run} aria-label={`Run example: ${label}`} aria-busy={running}>
        {running ? 'Running…' : 'Run'}
      </button>
      <div className="code-block__output" role="log" aria-live="polite" aria-label={`Output of ${label}`}>
        {lines.map((line, i) => (
          <div key={i} className={`code-block__output-line code-block__output-line--${line.kind}`}>
            {line.text}
          </div>
        ))}
      </div>
    </div>
  );
}

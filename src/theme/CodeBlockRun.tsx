/**
 * The Run button of a runnable example (a code block the runnable-examples plugin marked) and,
 * under the block, what the run printed, in a live region screen readers announce. Nothing loads
 * before the click: then the run's code (CodeBlockRunSession) and the worker script of the page's
 * runtime load, the worker runs the compiled example (plugins/runnable-examples/runner.ts) and
 * reports its console output and its actors' final snapshot values. Focus stays on the button.
 *
 * The page's script marks the block with its runtime alone; the rest comes from the page as
 * rendered: the label is the block's title or the heading above it, and the compiled example's
 * file is named by the code the block shows (plugins/runnable-examples/example-name.ts).
 */
import { type RefObject, useEffect, useRef, useState } from 'react';
import { usePluginData, useSiteData } from '@generator/client/site-context';
import { exampleFileName, type RunnableExamplesGlobalData } from '@generator/plugins/runnable-examples/contract';
import { onDemand } from './load-on-demand';
import type { RunOutputLine } from './CodeBlockRunSession';
import './CodeBlockRun.css';

export interface CodeBlockRunProps {
  /** The runtime (worker) the example runs with. */
  runtime: string;
  /** The block's language (`ts`): with its code, it names the compiled example. */
  language: string;
  /** The block's title, which names the example when it has one. */
  title?: string;
  /** The frame's code: what runs is read from it, and the heading above it names an untitled example. */
  body: RefObject<HTMLElement | null>;
  /** Reads the code's text from `body` as the Copy button does (the frame's function: no second copy of it). */
  textOf(body: HTMLElement): string;
}

/** The text of the last heading before `element` in the page (its link's zero-width text left out). */
function headingBefore(element: HTMLElement | null): string | undefined {
  if (!element) return undefined;
  let found: string | undefined;
  for (const heading of document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6')) {
    if (!(heading.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING)) break;
    found = heading.textContent?.replace(/\u200b/g, '').trim() || found;
  }
  return found;
}

const PLUGIN_NAME = 'runnable-examples';
const session = onDemand('The example runner', __IS_SERVER__ ? undefined : () => import(/* webpackChunkName: "code-block-run" */ './CodeBlockRunSession'));

export default function CodeBlockRun({ runtime, language, title, body, textOf }: CodeBlockRunProps) {
  const data = usePluginData<RunnableExamplesGlobalData>(PLUGIN_NAME);
  const { baseUrl } = useSiteData();
  // Names the example in the button's label ("Run example: toggleMachine.ts"); the button renders after the page, so its DOM is there.
  const [label] = useState(() => title ?? headingBefore(body.current) ?? 'example');
  const [lines, setLines] = useState<RunOutputLine[]>([]);
  const [running, setRunning] = useState(false);
  const stop = useRef<(() => void) | undefined>(undefined);
  useEffect(() => () => stop.current?.(), []);
  const worker = data?.workers[runtime];
  if (!data || !worker) return null;

  const run = async () => {
    if (!body.current) return;
    const example = exampleFileName(language, textOf(body.current));
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

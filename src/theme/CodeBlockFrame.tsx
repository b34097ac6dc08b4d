/**
 * The frame of a highlighted code block: optional title, the code, and a Copy button that reads
 * "Copied" for a moment after copying. The code comes highlighted, as markup (at build time for
 * Markdown; by CodeBlock for code passed directly).
 */
import { type ComponentType, useEffect, useRef, useState } from 'react';
import type { CodeBlockRunProps } from '@theme/CodeBlockRun';

const COPIED_RESET_MS = 2000;

/**
 * The Run button of a runnable example loads once the page is interactive: a button that needs
 * JavaScript to do anything has no use in the prerendered HTML, and the docs pages' budget of JS
 * before interactive (90 KB gzip) leaves no room for it. Kept to the fewest bytes, as every page
 * with code loads it: webpack's import() loads the chunk once (and again after a failure), and
 * hydration renders what the server rendered (nothing) before the button follows.
 */
function RunButton(props: CodeBlockRunProps) {
  const [Button, setButton] = useState<ComponentType<CodeBlockRunProps>>();
  useEffect(() => {
    // A constant condition: the server build leaves the import out (webpack skips the dead branch).
    if (!__IS_SERVER__)
      import(/* webpackChunkName: "code-block-run-button" */ '@theme/CodeBlockRun').then(
        (module) => setButton(() => module.default),
        () => {}, // offline: no button, and no unhandled rejection
      );
  }, []);
  return Button ? <Button {...props} /> : null;
}

/** The code's text without line numbers (what Copy copies, and what Run runs). */
function codeText(body: HTMLElement): string {
  const lines = [...body.querySelectorAll<HTMLElement>('.code-block__line')];
  if (lines.length === 0) return body.querySelector('pre')?.textContent ?? '';
  return lines
    .map((line) =>
      [...line.childNodes]
        .filter((n) => !(n instanceof HTMLElement && n.classList.contains('code-block__line-number')))
        .map((n) => n.textContent)
        .join(''),
    )
    .join('')
    .replace(/\n$/, '');
}

async function writeClipboard(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    // Clipboard API unavailable (insecure context): fall back to a selection copy.
    const area = Object.assign(document.createElement('textarea'), { value: text });
    document.body.appendChild(area);
    area.select();
    document.execCommand('copy');
    area.remove();
  }
}

export interface CodeBlockFrameProps {
  language?: string;
  title?: string;
  /** The highlighted lines' markup (see highlightedCodeHtml), made by this generator, never from user input. */
  codeHtml: string;
  /** Set by the runnable-examples plugin's Markdown step on a runnable example, to its runtime's name: it gets a Run button (CodeBlockRun). */
  'data-runnable'?: string;
}

export default function CodeBlockFrame({ language = 'text', title, codeHtml, ...data }: CodeBlockFrameProps) {
  const runtime = data['data-runnable'];
  const body = useRef<HTMLDivElement>(null);
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    if (!body.current) return;
    await writeClipboard(codeText(body.current));
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_RESET_MS);
  };

  return (
    <div className={`code-block language-${language}`}>
      {title && <div className="code-block__title">{title}</div>}
      <div className="code-block__body" ref={body}>
        <pre className="code-block__pre" tabIndex={0}>
          <code dangerouslySetInnerHTML={{ __html: codeHtml }} />
        </pre>
        <button type="button" className="code-block__copy" onClick={copy} aria-label={copied ? 'Copied' : 'Copy code to clipboard'}>
          {copied ? 'Copied' : 'Copy'}
        </button>
      </div>
      {runtime && <RunButton runtime={runtime} language={language} title={title} body={body} textOf={codeText} />}
    </div>
  );
}

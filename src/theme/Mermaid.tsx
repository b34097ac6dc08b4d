/**
 * A Mermaid diagram (Docusaurus's `@theme/Mermaid`: `value` is the diagram's source). The
 * `mermaid` library (about 800 KB gzipped) loads in the browser only, the first time a diagram
 * is shown: a page without a diagram never fetches it, and the prerendered page shows the
 * source until it has drawn. The diagram is drawn again in the other theme when the colour mode
 * changes.
 *
 * The library's prebuilt browser file is copied as an asset (webpack does not parse or minify
 * it), so having diagrams costs a build no bundling time.
 */
import { useEffect, useId, useState } from 'react';
import { useColorMode } from './color-mode';
import MermaidSource from './mermaid-source';

interface MermaidApi {
  initialize(config: { startOnLoad: boolean; theme: string }): void;
  render(id: string, text: string): Promise<{ svg: string }>;
}

/** The library's browser file, emitted as an asset of the client build (the server build has none). */
const MERMAID_SCRIPT_URL = __IS_SERVER__ ? '' : new URL('mermaid/dist/mermaid.min.js', import.meta.url).href;

let loading: Promise<MermaidApi> | undefined;

function loadMermaid(): Promise<MermaidApi> {
  loading ??= new Promise<MermaidApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = MERMAID_SCRIPT_URL;
    script.async = true;
    script.onload = () => resolve((window as unknown as { mermaid: MermaidApi }).mermaid);
    script.onerror = () => {
      loading = undefined;
      script.remove();
      reject(new Error('The Mermaid library could not be loaded.'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/** Mermaid draws one diagram at a time (its configuration is global): renders queue up. */
let queue: Promise<unknown> = Promise.resolve();

function renderDiagram(id: string, value: string, theme: string): Promise<string> {
  const next = queue.then(async () => {
    const mermaid = await loadMermaid();
    mermaid.initialize({ startOnLoad: false, theme });
    return (await mermaid.render(id, value)).svg;
  });
  queue = next.catch(() => {});
  return next;
}

export default function Mermaid({ value }: { value: string }) {
  const { mode } = useColorMode();
  const id = `mermaid-${useId().replace(/[^\w-]/g, '')}`;
  const [state, setState] = useState<{ svg?: string; error?: string }>({});

  useEffect(() => {
    if (__IS_SERVER__) return;
    let cancelled = false;
    renderDiagram(id, value, mode === 'dark' ? 'dark' : 'default').then(
      (svg) => !cancelled && setState({ svg }),
      (error: unknown) => !cancelled && setState({ error: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      cancelled = true;
    };
  }, [id, value, mode]);

  if (state.svg)
    return <div className="docusaurus-mermaid-container mermaid-diagram" data-mermaid-theme={mode} dangerouslySetInnerHTML={{ __html: state.svg }} />;
  return <MermaidSource value={value} error={state.error} />;
}

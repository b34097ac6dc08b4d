/**
 * Dev server only (loaded by dev-content-updates.ts, never by a production bundle): a page that
 * crashed while rendering shows, inside the theme's layout (navbar and footer stay), the theme's
 * error page with the source file and line it came from and React's component stack. The crash is
 * posted to the dev server, which prints it in the terminal and answers with the location; the
 * first good render after it is posted too, so the terminal says it is fixed.
 */
import { useEffect, useState } from 'react';
import ErrorBoundary from '@generator/client/docusaurus/ErrorBoundary';
import ErrorPageContent from '@theme/ErrorPageContent';
import Layout from '@theme/Layout';
import { RENDER_REPORT_PATH, type RenderReport, type RenderReportAnswer } from '../shared/dev-messages';
import type { DevErrorView } from './ErrorBoundary';
import './dev-error-panel.css';

/** Crashed pages waiting for new code (ErrorBoundary.tsx). */
const codeUpdateListeners = new Set<() => void>();

/** The application's code was hot-updated: crashed pages render again. */
export function codeUpdated(): void {
  for (const listener of [...codeUpdateListeners]) listener();
}

/** The server's answer to each crash reported, by the error. */
const answers = new WeakMap<Error, Promise<RenderReportAnswer>>();

function post(report: RenderReport): Promise<RenderReportAnswer> {
  return fetch(RENDER_REPORT_PATH, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(report) })
    .then((response) => (response.ok ? (response.json() as Promise<RenderReportAnswer>) : {}))
    .catch(() => ({}));
}

/** React's component stack from the component that threw up to the page's error boundary (the app shell above says nothing), without indentation or this server's origin. */
function pageStack(stack: string): string {
  const frames = stack.split('\n').map((frame) => frame.trim().replace(/\(https?:\/\/[^/)]+/, '('));
  const boundary = frames.findIndex((frame) => frame.startsWith('at ErrorBoundary '));
  return frames
    .slice(0, boundary < 0 ? undefined : boundary)
    .filter(Boolean)
    .join('\n');
}

interface PanelProps {
  error: Error;
  componentStack: string;
  tryAgain: () => void;
}

function DevErrorDetails({ error, componentStack }: Omit<PanelProps, 'tryAgain'>) {
  const [location, setLocation] = useState<string | undefined>();
  useEffect(() => {
    let current = true;
    answers.get(error)?.then((answer) => current && setLocation(answer.location));
    return () => {
      current = false;
    };
  }, [error]);
  return (
    <section className="dev-error-panel__details" aria-label="Where the error arose">
      <p className="dev-error-panel__source">
        {location ? (
          <>
            In <code>{location}</code>
          </>
        ) : (
          'Looking for the source file…'
        )}
      </p>
      <h2 className="dev-error-panel__heading">Component stack</h2>
      <pre className="dev-error-panel__stack">{componentStack}</pre>
    </section>
  );
}

function DevErrorPanel(props: PanelProps) {
  const panel = (
    <div className="dev-error-panel">
      <ErrorPageContent error={props.error} tryAgain={props.tryAgain} />
      <DevErrorDetails error={props.error} componentStack={props.componentStack} />
    </div>
  );
  // The layout may be what crashed: then the panel shows alone.
  return (
    <ErrorBoundary fallback={() => panel}>
      <Layout>{panel}</Layout>
    </ErrorBoundary>
  );
}

export const devErrorView: DevErrorView = {
  render: ({ error, componentStack, tryAgain }) => <DevErrorPanel error={error} componentStack={pageStack(componentStack)} tryAgain={tryAgain} />,
  caught(route, error, componentStack) {
    answers.set(error, post({ kind: 'error', route, message: error.message, componentStack: pageStack(componentStack) }));
  },
  recovered(route) {
    void post({ kind: 'fixed', route });
  },
  onCodeUpdate(retry) {
    codeUpdateListeners.add(retry);
    return () => codeUpdateListeners.delete(retry);
  },
};

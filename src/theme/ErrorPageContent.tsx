/** Shown when a page crashes while rendering: the error, its causes, and a "Try again" reset. */
import { Head } from '@generator/client/head';

function causes(error: Error): Error[] {
  const chain: Error[] = [];
  let current: unknown = error.cause;
  while (current instanceof Error && chain.length < 10) {
    chain.push(current);
    current = current.cause;
  }
  return chain;
}

export default function ErrorPageContent({ error, tryAgain }: { error: Error; tryAgain: () => void }) {
  return (
    <div className="container margin-vert--xl error-page" role="alert">
      <Head title="Page Error" />
      <h1>This page crashed.</h1>
      <button type="button" className="button button--primary" onClick={tryAgain}>
        Try again
      </button>
      <p className="error-page__message">{error.message}</p>
      {causes(error).map((cause, i) => (
        <p key={i} className="error-page__cause">
          Cause: {cause.message}
        </p>
      ))}
    </div>
  );
}

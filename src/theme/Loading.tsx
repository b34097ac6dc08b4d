/** Placeholder for content that loads on demand: nothing at first, a spinner after a delay, or the error with Retry. */
export interface LoadingProps {
  pastDelay?: boolean;
  error?: Error;
  retry: () => void;
}

export default function Loading({ pastDelay, error, retry }: LoadingProps) {
  if (error) {
    return (
      <div className="loading-error" role="alert">
        <p>{error.message}</p>
        <button type="button" className="button button--primary" onClick={retry}>
          Retry
        </button>
      </div>
    );
  }
  if (!pastDelay) return null;
  return (
    <div className="loading-spinner" role="status" aria-label="Loading">
      <svg viewBox="0 0 40 40" width="40" height="40" aria-hidden="true">
        <circle cx="20" cy="20" r="16" fill="none" stroke="currentColor" strokeWidth="4" strokeDasharray="75 25" />
      </svg>
    </div>
  );
}

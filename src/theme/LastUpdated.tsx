/**
 * "Last updated on {date} by {author}" (each part only when known), under docs (DocFooter), blog
 * posts and Markdown pages: its own small module, which each of those views takes into its chunk.
 */
/** One format for the prerendered HTML and the browser (UTC, fixed locale), so hydration matches. */
const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

export default function LastUpdated({ at, by }: { at?: number; by?: string }) {
  return (
    <p className="doc-footer__last-updated">
      Last updated
      {at !== undefined && (
        <>
          {' on '}
          <b>
            <time dateTime={new Date(at).toISOString()}>{DATE_FORMAT.format(at)}</time>
          </b>
        </>
      )}
      {by && (
        <>
          {' by '}
          <b>{by}</b>
        </>
      )}
    </p>
  );
}

/** Messages between the dev server and its pages: on the hot-update channel besides webpack's own, and the pages' render reports. */

export const CONTENT_CHANGED_ACTION = 'content-changed';

/** The payloads of these routes changed (a Markdown or data edit). */
export interface ContentChangedMessage {
  action: typeof CONTENT_CHANGED_ACTION;
  paths: string[];
}

/**
 * Where a page posts what happened when it rendered a route (JSON, same-origin only): a render
 * error, so the terminal shows it too, and the first good render after one, so the terminal says
 * it is fixed. The route names the source file: the server never reads a path a page gives.
 */
export const RENDER_REPORT_PATH = '/__dev/render-report';

export type RenderReport = { kind: 'error'; route: string; message: string; componentStack: string } | { kind: 'fixed'; route: string };

/** The server's answer to an error report: where in the route's source the error arose, when it can tell. */
export interface RenderReportAnswer {
  /** "docs/guards.mdx:15" (relative to the site), or the file alone when the line is unknown. */
  location?: string;
}

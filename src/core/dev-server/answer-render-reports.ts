/**
 * The dev server's middleware for its pages' render reports (dev-render-reports.ts): an error is
 * printed (once) with the route's source file and the line where it arose, which the page is told;
 * a good render after one prints that it is fixed.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { relative } from 'node:path';
import { RENDER_REPORT_PATH, type RenderReport } from '../../shared/dev-messages.ts';
import { routeKey } from '../../shared/route-path.ts';
import type { DevErrorLog } from '../dev-error-log.ts';
import { isOwnPagePost, readRenderReport, renderErrorLine } from '../dev-render-reports.ts';
import type { DevServerOrigin } from '../http/same-origin-request.ts';
import type { ContentSession } from './content-session.ts';
import type { Middleware } from './middleware.ts';

/** The one thing a page may post: what happened when it rendered. */
export function isRenderReportPost(request: IncomingMessage): boolean {
  return request.method === 'POST' && request.url === RENDER_REPORT_PATH;
}

export interface RenderReportsOptions {
  /** Where the server listens: a report comes from its own pages only. */
  origin: DevServerOrigin;
  errorLog: DevErrorLog;
  /** Finds a route's source file. */
  session: Pick<ContentSession, 'site'>;
  siteDir: string;
}

/** Answers render reports; passes every other request on. */
export function answerRenderReports(options: RenderReportsOptions): Middleware {
  return (request, response, next) => {
    if (!isRenderReportPost(request)) return next();
    void answerRenderReport(request, response, options);
  };
}

async function answerRenderReport(
  request: IncomingMessage,
  response: ServerResponse,
  { origin, errorLog, session, siteDir }: RenderReportsOptions,
): Promise<void> {
  if (!isOwnPagePost(request, origin))
    return void response.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' }).end('Forbidden: not a page of this dev server');
  const report: RenderReport | undefined = await readRenderReport(request);
  if (!report) return void response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Bad request');
  const source = `render ${report.route}`;
  if (report.kind === 'fixed') {
    errorLog.report(source, []);
    return void response.writeHead(204).end();
  }
  const file = session.site.plan.routesByKey.get(routeKey(report.route))?.route.sourceFile;
  const shown = file ? relative(siteDir, file) : undefined;
  const line = file ? await renderErrorLine(file, report.message, report.componentStack) : undefined;
  const location = shown && [shown, line].filter((part) => part !== undefined).join(':');
  // The component names of React's stack, without the bundle URLs (which say nothing in a terminal).
  const frames = report.componentStack.split('\n').filter((frame) => frame.trim());
  const stack = frames.slice(0, 8).map((frame) => `    ${frame.trim().replace(/\s*\(.*\)$/, '')}`);
  const text = [`${location ?? report.route}: ${report.message}`, ...stack, ...(frames.length > 8 ? ['    ...'] : [])].join('\n');
  errorLog.report(source, [{ file: shown, text }]);
  response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify({ location }));
}

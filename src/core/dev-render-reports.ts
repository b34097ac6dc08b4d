/**
 * The dev server's end of its pages' render reports (shared/dev-messages.ts): a POST of JSON from
 * one of its own pages only (its `Origin`, and no other site's Fetch Metadata: a form or script of
 * another page cannot post it), read with a size limit. A report names a route, never a file: the
 * server finds the route's source file itself, and the line where the error arose when it can.
 */
import { readFile } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { isOwnOrigin } from './http/allowed-host.ts';
import type { DevServerOrigin } from './http/same-origin-request.ts';
import type { RenderReport } from '../shared/dev-messages.ts';
import { escapeRegExp } from '../shared/escape-reg-exp.ts';

/** A report is a message and a component stack: far below this. */
const MAX_REPORT_BYTES = 64 * 1024;

/** Whether a request may post a render report: JSON from a page of this dev server. */
export function isOwnPagePost(req: IncomingMessage, devServer: DevServerOrigin): boolean {
  const site = req.headers['sec-fetch-site'];
  return (
    req.method === 'POST' &&
    isOwnOrigin(req.headers.origin, devServer.host, devServer.port) &&
    (site === undefined || site === 'same-origin') &&
    /^application\/json\b/.test(req.headers['content-type'] ?? '')
  );
}

/** The report in a request's body; undefined when it is too large or not a report. */
export async function readRenderReport(req: IncomingMessage): Promise<RenderReport | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_REPORT_BYTES) return undefined;
    chunks.push(chunk);
  }
  let report: Partial<RenderReport>;
  try {
    report = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return undefined;
  }
  if (typeof report.route !== 'string') return undefined;
  if (report.kind === 'fixed') return { kind: 'fixed', route: report.route };
  if (report.kind === 'error' && typeof report.message === 'string' && typeof report.componentStack === 'string') return report as RenderReport;
  return undefined;
}

/**
 * The line (1-based) of a route's source file where a render error arose, when the error tells: a
 * component MDX found undefined (`<MissingComp />`, where it is used), else the component at the
 * top of React's component stack (where the file defines it).
 */
export async function renderErrorLine(file: string, message: string, componentStack: string): Promise<number | undefined> {
  const missing = /Expected component `([\w$.]+)` to be defined/.exec(message)?.[1];
  const thrower = /^\s*at ([A-Z][\w$]*)/m.exec(componentStack)?.[1];
  const pattern = missing
    ? new RegExp(`<${escapeRegExp(missing)}[\\s/>]`)
    : thrower
      ? new RegExp(`\\b(?:function\\s+${escapeRegExp(thrower)}\\b|(?:const|let|var|class)\\s+${escapeRegExp(thrower)}\\b)`)
      : undefined;
  if (!pattern) return undefined;
  const text = await readFile(file, 'utf8').catch(() => '');
  const index = text.split('\n').findIndex((line) => pattern.test(line));
  return index < 0 ? undefined : index + 1;
}

/**
 * The dev server's content (unpublished pages, error texts with file paths) is for its own pages:
 * a page of any other site, or of another port on this machine, must not read it. CORS alone does
 * not stop that: a payload is a script, and a cross-site `<script src>` runs it, no CORS asked. So
 * requests are screened on what browsers say of them: the Fetch Metadata headers (`Sec-Fetch-Site`,
 * `-Mode`, `-Dest`) and `Origin`. A request without them (curl, tests, an old browser) is answered
 * as before. Both the dev server and its side server (lazy compilation, another port) decide here.
 */
import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { isOwnOrigin } from './allowed-host.ts';

/** The dev server's address: its pages' origin is an allowed host on this port. */
export interface DevServerOrigin {
  /** The host it was started with. */
  host: string;
  port: number;
}

/**
 * Which server answers: the dev server itself (its pages ask it same-origin), or a side server on
 * another port, which its pages call across origins (CORS, so always with their `Origin`).
 */
export type ScreeningServer = 'dev-server' | 'side-server';

/**
 * Whether a request comes from a page that is not the dev server's: an `Origin` other than its
 * own, or (Fetch Metadata) a request of another site or port. A top-level navigation to a page of
 * the dev server is let through (a link to it from elsewhere opens it; the other page cannot read
 * what it opens), except on a side server, which has no pages.
 */
export function isFromOtherPage(headers: IncomingHttpHeaders, devServer: DevServerOrigin, server: ScreeningServer): boolean {
  const { origin } = headers;
  if (origin !== undefined && !isOwnOrigin(origin, devServer.host, devServer.port)) return true;
  const site = headers['sec-fetch-site'];
  // 'same-site' counts: another port on localhost is the same site to a browser.
  if (site !== 'cross-site' && site !== 'same-site') return false;
  // Its pages call a side server across ports with their Origin (checked above); another page's
  // script or link to it carries none.
  if (server === 'side-server') return origin === undefined;
  return !(headers['sec-fetch-mode'] === 'navigate' && headers['sec-fetch-dest'] === 'document');
}

/** Answers 403 and returns true when the request comes from another page (see isFromOtherPage). */
export function refuseOtherPages(req: IncomingMessage, res: ServerResponse, devServer: DevServerOrigin, server: ScreeningServer): boolean {
  if (!isFromOtherPage(req.headers, devServer, server)) return false;
  res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' }).end('Forbidden: not a page of this dev server');
  return true;
}

/**
 * The response grants CORS to `origin` alone (with `Vary: Origin`), or to no one without it,
 * whatever the code writing it sets: webpack-hot-middleware and webpack's lazy compilation
 * backend both answer `Access-Control-Allow-Origin: *`.
 */
export function grantOnly(res: ServerResponse, origin: string | undefined): void {
  const writeHead = res.writeHead;
  // Node writes implicit headers (a bare write or end) through writeHead too, so every answer passes here.
  res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    for (const name of this.getHeaderNames()) if (isCorsHeader(name)) this.removeHeader(name);
    const at = typeof rest[0] === 'string' ? 1 : 0;
    if (rest[at] !== undefined) rest[at] = withoutCorsHeaders(rest[at] as OutgoingHttpHeaders | OutgoingHttpHeader[]);
    if (origin !== undefined) {
      this.setHeader('access-control-allow-origin', origin);
      this.setHeader('vary', 'Origin');
    }
    return (writeHead as (this: ServerResponse, ...args: unknown[]) => ServerResponse).call(this, status, ...rest);
  } as typeof res.writeHead;
}

const isCorsHeader = (name: string) => /^access-control-/i.test(name);

/** Headers given to writeHead (an object, or Node's flat `[name, value, ...]` list) without the CORS ones. */
function withoutCorsHeaders(headers: OutgoingHttpHeaders | OutgoingHttpHeader[]): OutgoingHttpHeaders | OutgoingHttpHeader[] {
  if (!Array.isArray(headers)) return Object.fromEntries(Object.entries(headers).filter(([name]) => !isCorsHeader(name)));
  return headers.flatMap((value, i) => (i % 2 === 0 && !isCorsHeader(String(value)) ? [value, headers[i + 1]] : []));
}

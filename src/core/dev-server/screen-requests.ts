/**
 * The first links of the dev server's middleware: what it answers at all. Reads only (and the one
 * post its pages make, their render reports), by this machine's names (http/allowed-host.ts), from
 * its own pages or no page (http/same-origin-request.ts), of well-formed paths: a malformed URL any
 * page asks for gets 400 here, and never reaches the error overlay.
 */
import { isAllowedHost } from '../http/allowed-host.ts';
import { refuseOtherMethods } from '../http/methods.ts';
import { requestPathname } from '../http/request-path.ts';
import { type DevServerOrigin, grantOnly, refuseOtherPages } from '../http/same-origin-request.ts';
import { isRenderReportPost } from './answer-render-reports.ts';
import type { Middleware } from './middleware.ts';

/**
 * Refuses other methods, unknown hosts and other pages' requests; what passes carries no CORS grant.
 * @param origin where the server listens (its port is read per request: it is known once the server listens)
 */
export function screenRequests(origin: DevServerOrigin): Middleware {
  return (request, response, next) => {
    if (!isRenderReportPost(request) && refuseOtherMethods(request, response)) return;
    if (!isAllowedHost(request.headers.host, origin.host))
      return void response.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' }).end('Forbidden: unknown Host');
    if (refuseOtherPages(request, response, origin, 'dev-server')) return;
    // Its pages read it same-origin: no CORS grant, not even the hot update stream's `*`.
    grantOnly(response, undefined);
    next();
  };
}

/** Answers 400 to a request whose path is not well-formed (checked after the render reports, which are answered before). */
export const refuseMalformedPaths: Middleware = (request, response, next) => {
  if (requestPathname(request.url) === null) return void response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Bad request');
  next();
};

/**
 * `serve`: serves a built site as a static host would: the exact file, then "{path}.html",
 * then "{path}/index.html", else "404.html" with status 404 (`/404` itself included). Answers GET
 * and HEAD only; responses are compressed, carry validators and honour ranges (http/file-response.ts);
 * cache lifetimes come from cacheControlFor(). No link leads out of the
 * output (http/contained-file.ts), and a request never ends the process: a malformed one gets 400,
 * an unreadable file 403, anything else 500.
 *
 * The server is kept by hand rather than built on `send`/`serve-static`/`sirv`: it must open the
 * file it found and send that very handle (so a rebuild swapping the output in cannot change the
 * file between its size and its bytes), and look again when the output was swapped during a
 * lookup (output-root.ts); those libraries take a path and open it themselves.
 */
import { closeSync, existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import compression from 'compression';
import { contentTypeOf } from './http/content-type.ts';
import { sendFile } from './http/file-response.ts';
import { refuseOtherMethods } from './http/methods.ts';
import { requestPathname } from './http/request-path.ts';
import { OutputRoot } from './output-root.ts';
import { trailingSlashRedirect } from './http/trailing-slash-redirect.ts';
import type { TrailingSlash } from '../shared/route-path.ts';

/** Files whose names carry a content hash (bundles, media, route payloads) may be cached for a year. */
const HASHED_ASSET = /\/assets\/(js|css|media|pages)\/.+\.[0-9a-f]{8}\.\w+$/;
/** Pages and route manifests name the current build's files: always revalidated. */
const ALWAYS_FRESH = /(\.html|\/assets\/routes\/[^/]+\.json)$/;
/** Other static files (icons, images, feeds): ten minutes, as common static hosts do. */
export const STATIC_FILE_MAX_AGE_S = 600;

/**
 * The Cache-Control header for a served file. Chromium asks for the page's icon again on every
 * client-side navigation (history.pushState); with a lifetime, that request is answered from
 * its cache instead of the network.
 */
export function cacheControlFor(file: string, urlPath: string): string {
  if (HASHED_ASSET.test(urlPath)) return 'public, max-age=31536000, immutable';
  if (ALWAYS_FRESH.test(file)) return 'public, max-age=0, must-revalidate';
  return `public, max-age=${STATIC_FILE_MAX_AGE_S}`;
}

export function serveStatic(options: { dir: string; port: number; host?: string; trailingSlash?: TrailingSlash }): Promise<Server> {
  if (!existsSync(options.dir)) return Promise.reject(new Error(`nothing to serve: ${options.dir} does not exist (run the build first)`));
  const root = new OutputRoot(options.dir);
  // A part of a file is sent as it is on disk: compressing it would make its byte positions wrong.
  const compress = compression({ filter: (req, res) => res.statusCode !== 206 && compression.filter(req, res) });
  const server = createServer((req, res) => {
    compress(req as never, res as never, () => {
      respond(root, req, res, options.trailingSlash).catch((error: unknown) => answerError(res, error));
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve(server));
  });
}

async function respond(root: OutputRoot, req: IncomingMessage, res: ServerResponse, trailingSlash: TrailingSlash): Promise<void> {
  if (refuseOtherMethods(req, res)) return;
  const pathname = requestPathname(req.url);
  if (pathname === null) return void res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Bad request');
  const found = await root.find(pathname);
  if (!found) return void res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
  const redirect = found.status === 200 ? trailingSlashRedirect(pathname, found.file.path, trailingSlash) : undefined;
  if (redirect !== undefined) {
    closeSync(found.file.fd);
    const query = req.url?.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
    return void res.writeHead(301, { location: encodeURI(redirect) + query }).end();
  }
  sendFile(req, res, found.file, {
    status: found.status,
    contentType: contentTypeOf(found.file.path),
    cacheControl: found.status === 200 ? cacheControlFor(found.file.path, pathname) : 'public, max-age=0, must-revalidate',
  });
}

/** A failed request is answered (403 for a file it may not read, else 500) and logged; the server carries on. */
function answerError(res: ServerResponse, error: unknown): void {
  const code = (error as NodeJS.ErrnoException).code;
  // The client went away: nothing to answer.
  if (res.destroyed) return;
  const forbidden = code === 'EACCES' || code === 'EPERM';
  if (!forbidden) console.error(`[serve] ${(error as Error).message ?? error}`);
  if (res.headersSent) return void res.destroy();
  res.writeHead(forbidden ? 403 : 500, { 'content-type': 'text/plain; charset=utf-8' }).end(forbidden ? 'Forbidden' : 'Internal server error');
}

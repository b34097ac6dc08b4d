/**
 * The server webpack's lazy compilation listens with in the dev server (code loaded on demand is
 * compiled when a page first asks for it, over an event stream). webpack's own listens on every
 * interface and answers any site with `Access-Control-Allow-Origin: *`, so any page could make
 * it compile, and any machine on the network reach it. This one listens on the dev server's host
 * only, answers only requests whose Host is allowed (http/allowed-host.ts) and that come from the
 * dev server's own pages (http/same-origin-request.ts), and names their origin in place of `*`.
 */
import { type IncomingMessage, Server, type ServerResponse } from 'node:http';
import type { Configuration } from 'webpack';
import { isAllowedHost } from '../http/allowed-host.ts';
import { grantOnly, refuseOtherPages } from '../http/same-origin-request.ts';

export interface DevServerAddress {
  host: string;
  /** The dev server's port; known once it listens, before any page can ask. */
  port(): number;
}

/** webpack's `experiments.lazyCompilation.backend` options for a dev server at `address`. */
export function lazyCompilationBackend(address: DevServerAddress): LazyCompilationDefaultBackendOptions {
  // (webpack's type for `server` names the https server's type alone; an http server is what it takes for "http".)
  const server = (() => new LazyCompilationServer(address)) as unknown as LazyCompilationDefaultBackendOptions['server'];
  return { protocol: 'http', listen: { host: address.host, port: 0 }, server };
}

type LazyCompilationDefaultBackendOptions = Exclude<
  NonNullable<Exclude<NonNullable<Configuration['experiments']>['lazyCompilation'], boolean | undefined>['backend']>,
  Function
>;

class LazyCompilationServer extends Server {
  constructor(private readonly devServer: DevServerAddress) {
    super();
  }

  // webpack adds its request listener itself; requests are screened before it sees them.
  override emit(event: string | symbol, ...args: unknown[]): boolean {
    // (Node's typings list events by name; a symbol event is passed on as is.)
    if (event !== 'request') return super.emit(event as string, ...args);
    const [req, res] = args as [IncomingMessage, ServerResponse];
    if (!isAllowedHost(req.headers.host, this.devServer.host)) {
      res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' }).end('Forbidden: unknown Host');
      return true;
    }
    if (refuseOtherPages(req, res, { host: this.devServer.host, port: this.devServer.port() }, 'side-server')) return true;
    // Past the screen, an Origin is the dev server's own: it alone is granted (none without one).
    grantOnly(res, req.headers.origin);
    return super.emit(event, req, res);
  }
}

/**
 * The server webpack's lazy compilation listens with in the dev server (code loaded on demand is
 * compiled when a page first asks for it, over an event stream). webpack's own listens on every
 * interface and answers any site with `Access-Control-Allow-Origin: *`, so any page could make
 * it compile, and any machine on the network reach it. This one listens on the dev server's host
 * only, answers only requests whose Host is allowed (http/allowed-host.ts) and that come from the
 * dev server's own pages, and names that page's origin in place of `*`.
 */
import { IncomingMessage, Server, ServerResponse, type OutgoingHttpHeaders } from 'node:http';
import type { Configuration } from 'webpack';
import { isAllowedHost, isOwnOrigin } from '../http/allowed-host.ts';

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
    const origin = req.headers.origin;
    const ownPage = isOwnOrigin(origin, this.devServer.host, this.devServer.port());
    if (!isAllowedHost(req.headers.host, this.devServer.host) || (origin !== undefined && !ownPage)) {
      res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' }).end('Forbidden');
      return true;
    }
    replaceWildcardOrigin(res, ownPage ? origin : undefined);
    return super.emit(event, req, res);
  }
}

/** The response's CORS headers name `origin` (or are left out) instead of webpack's `*`. */
function replaceWildcardOrigin(res: ServerResponse, origin: string | undefined): void {
  const writeHead = res.writeHead.bind(res) as (status: number, headers?: OutgoingHttpHeaders) => ServerResponse;
  res.writeHead = ((status: number, headers: OutgoingHttpHeaders = {}) => {
    const kept = Object.fromEntries(Object.entries(headers).filter(([name]) => !/^access-control-/i.test(name)));
    return writeHead(status, origin ? { ...kept, 'access-control-allow-origin': origin, vary: 'Origin' } : kept);
  }) as typeof res.writeHead;
}

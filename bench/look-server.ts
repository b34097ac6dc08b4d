/**
 * Serves a built output for the look bench at its base URL, as its host would: the generator's
 * own static server (src/core/serve.ts) on a port the system gives, with the base URL taken off
 * each request's path first, so a site built for `/repo/` is screenshotted at the URLs its pages
 * link to.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serveStatic } from '../src/core/serve.ts';

export interface ServedOutput {
  /** `http://127.0.0.1:PORT`: page paths (base URL included) are appended to it. */
  origin: string;
  close(): Promise<void>;
}

/** The request path the output folder answers for a path under `baseUrl` (which ends with a slash). */
export function pathInOutput(url: string, baseUrl: string): string {
  if (baseUrl === '/') return url;
  if (url.startsWith(baseUrl)) return url.slice(baseUrl.length - 1);
  return url === baseUrl.slice(0, -1) || url.startsWith(`${baseUrl.slice(0, -1)}?`) ? `/${url.slice(baseUrl.length - 1)}` : url;
}

export async function serveOutput(dir: string, baseUrl: string): Promise<ServedOutput> {
  const server = await serveStatic({ dir, port: 0, host: '127.0.0.1' });
  if (baseUrl !== '/') {
    const [answer] = server.listeners('request') as RequestListener<typeof IncomingMessage, typeof ServerResponse>[];
    server.removeAllListeners('request');
    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      req.url = pathInOutput(req.url ?? '/', baseUrl);
      answer(req, res);
    });
  }
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

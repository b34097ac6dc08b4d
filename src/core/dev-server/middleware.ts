/**
 * The dev server answers a request through a chain of middleware, in connect's shape: each handler
 * answers the request or passes it on with `next()`, and the last one answers whatever reaches it.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** One link of the chain: answers the request, or calls `next` to pass it on. */
export type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

/** The end of the chain: answers every request that reaches it. */
export type RequestHandler = (request: IncomingMessage, response: ServerResponse) => void;

/** A request handler that runs `middleware` in order, then `last`. */
export function chainMiddleware(middleware: readonly Middleware[], last: RequestHandler): RequestHandler {
  return (request, response) => {
    const run = (index: number): void => {
      const handler = middleware[index];
      if (handler) handler(request, response, () => run(index + 1));
      else last(request, response);
    };
    run(0);
  };
}

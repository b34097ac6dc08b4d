/** Both servers answer reads only: GET and HEAD; any other method gets 405 with `Allow`. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const ALLOWED_METHODS = 'GET, HEAD';

/** Answers 405 and returns true when the request is not a GET or HEAD. */
export function refuseOtherMethods(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method === 'GET' || req.method === 'HEAD') return false;
  res.writeHead(405, { allow: ALLOWED_METHODS, 'content-type': 'text/plain; charset=utf-8' }).end('Method not allowed');
  return true;
}

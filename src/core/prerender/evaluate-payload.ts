/**
 * Runs a route payload script in Node, as a browser would run it, and returns the payload it
 * pushes. Prerendering runs the very text the browser gets, so the two cannot disagree.
 */
import { PAYLOAD_GLOBAL, type RoutePayload } from '../../shared/route-payload.ts';

export function evaluatePayload(source: string, file: string): RoutePayload {
  const self: Record<string, RoutePayload[]> = {};
  new Function('self', source)(self);
  const pushed = self[PAYLOAD_GLOBAL];
  if (pushed?.length !== 1) throw new Error(`${file}: a route payload must push exactly one payload (pushed ${pushed?.length ?? 0})`);
  return pushed[0];
}

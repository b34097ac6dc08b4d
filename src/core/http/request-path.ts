/**
 * The path a request asks for, read from its request target as both servers (`serve`, `start`)
 * need it: percent-decoded, `//` and `.` segments collapsed, and safe to join to a folder. Anything
 * else is refused (null, answered 400): a target that is not a path (`*`, garbage), malformed
 * percent-encoding, a NUL byte, or a `..` segment (`/..%2f..%2fetc/passwd` decodes to one).
 * Browsers resolve `..` before sending, so only a crafted request has one.
 */
import { posix } from 'node:path';

export function requestPathname(target: string | undefined): string | null {
  const path = rawPath(target ?? '');
  if (path === null) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.split(/[/\\]/).includes('..')) return null;
  return posix.normalize(decoded);
}

/** The still-encoded path of an origin-form (`/a?b`) or absolute-form (`http://host/a`) target. */
function rawPath(target: string): string | null {
  if (target.startsWith('/')) return target.split(/[?#]/, 1)[0];
  if (!/^https?:\/\//i.test(target)) return null;
  try {
    return new URL(target).pathname;
  } catch {
    return null;
  }
}

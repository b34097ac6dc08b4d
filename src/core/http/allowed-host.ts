/**
 * The dev server's defence against DNS rebinding: a page on any site can make its own host name
 * resolve to 127.0.0.1 and then read the dev server as same-origin; the `Host` header it sends
 * still names that site. So only these hosts are answered: `localhost` and `*.localhost`, IP
 * literals (127.0.0.1, [::1], a LAN address: a page can only reach an IP by its own origin), and
 * the host the server was started with. Anything else, a missing Host included, gets 403.
 */
import { isIP } from 'node:net';

/** The host name of a `Host` header value (`name:port`, `[v6]:port`), lower case, or undefined. */
export function hostName(host: string | undefined): string | undefined {
  if (!host) return undefined;
  const bracketed = /^\[([^\]]+)\](?::\d*)?$/.exec(host);
  if (bracketed) return bracketed[1].toLowerCase();
  return host.replace(/:\d*$/, '').toLowerCase();
}

export function isAllowedHost(host: string | undefined, configuredHost: string): boolean {
  const name = hostName(host);
  if (!name) return false;
  return name === 'localhost' || name.endsWith('.localhost') || isIP(name) !== 0 || name === configuredHost.toLowerCase();
}

/**
 * Whether an `Origin` header names a page of the dev server itself (an allowed host on its
 * port): the only origin it answers (http/same-origin-request.ts), and the only one allowed to
 * read its side servers (lazy compilation) across ports.
 */
export function isOwnOrigin(origin: string | undefined, configuredHost: string, port: number): boolean {
  if (!origin) return false;
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' && Number(url.port || 80) === port && isAllowedHost(url.host, configuredHost);
  } catch {
    return false;
  }
}

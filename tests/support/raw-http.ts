/**
 * HTTP requests written byte for byte (as `curl --path-as-is` would send them: a request line
 * with `..%2f`, `//`, a bad method), over a plain socket, and their answers parsed.
 */
import { connect } from 'node:net';

export interface RawResponse {
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * Sends `request` as is to 127.0.0.1:port and reads the answer until the server closes the
 * connection, or only up to the end of its headers with `headOnly` (for a stream that stays open).
 */
export function rawRequest(port: number, request: string, options: { headOnly?: boolean } = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.setTimeout(20_000, () => socket.destroy(new Error(`no answer in 20 s to ${JSON.stringify(request.split('\r\n')[0])}`)));
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      if (options.headOnly && Buffer.concat(chunks).includes('\r\n\r\n')) socket.destroy();
    });
    socket.on('error', reject);
    socket.on('close', () => {
      try {
        resolve(parseResponse(Buffer.concat(chunks)));
      } catch (error) {
        reject(error);
      }
    });
  });
}

/** A request from its method, target and headers; `Host` and `Connection: close` unless given. */
export function request(
  port: number,
  method: string,
  target: string,
  headers: Record<string, string> = {},
  options: { headOnly?: boolean } = {},
): Promise<RawResponse> {
  const all = { host: `127.0.0.1:${port}`, connection: 'close', ...headers };
  // An empty value leaves the header out (a request without Host).
  const lines = Object.entries(all)
    .filter(([, value]) => value !== '')
    .map(([name, value]) => `${name}: ${value}`);
  return rawRequest(port, `${method} ${target} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`, options);
}

function parseResponse(raw: Buffer): RawResponse {
  const headEnd = raw.indexOf('\r\n\r\n');
  if (headEnd < 0) throw new Error(`no HTTP answer: ${JSON.stringify(raw.toString('latin1').slice(0, 200))}`);
  const [statusLine, ...headerLines] = raw.subarray(0, headEnd).toString('latin1').split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const body = raw.subarray(headEnd + 4);
  return { status: Number(statusLine.split(' ')[1]), headers, body: headers['transfer-encoding'] === 'chunked' ? unchunk(body) : body };
}

function unchunk(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = body.indexOf('\r\n', at);
    const size = parseInt(body.subarray(at, lineEnd).toString('latin1'), 16);
    if (!size) return Buffer.concat(parts);
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}

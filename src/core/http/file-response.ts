/**
 * Answers a request with an open file as a static host does: `Content-Type` with
 * `X-Content-Type-Options: nosniff`, validators (`ETag`, `Last-Modified`) and 304 for a fresh
 * conditional request, `Range` (206 for one range, 416 for none satisfiable; several ranges get
 * the whole file), HEAD without a body. Freshness and range parsing are jshttp's `fresh` and
 * `range-parser`, the pieces Express's `send` is made of; the file is read through its open
 * descriptor, so what is sent is the file that was found, even if a rebuild replaces the output meanwhile.
 */
import { closeSync, createReadStream } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import fresh from 'fresh';
import parseRange from 'range-parser';
import type { OpenedFile } from './contained-file.ts';

export interface FileResponse {
  /** 200, or 404 for a not-found page (which gets neither validators nor ranges). */
  status: 200 | 404;
  contentType: string;
  cacheControl: string;
}

/** Sends the file (the response may still be streaming when this returns) and closes it, whatever happens. */
export function sendFile(req: IncomingMessage, res: ServerResponse, file: OpenedFile, response: FileResponse): void {
  let streamed = false;
  try {
    const { size, mtime } = file.stats;
    res.setHeader('Content-Type', response.contentType);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', response.cacheControl);
    let status: number = response.status;
    let start = 0;
    let end = size - 1;
    if (status === 200) {
      // Weak: the same validator serves the compressed and the plain body.
      res.setHeader('ETag', `W/"${size.toString(16)}-${Math.floor(file.stats.mtimeMs).toString(16)}"`);
      res.setHeader('Last-Modified', mtime.toUTCString());
      res.setHeader('Accept-Ranges', 'bytes');
      if (fresh(req.headers, { etag: res.getHeader('ETag') as string, 'last-modified': mtime.toUTCString() })) {
        res.removeHeader('Content-Type');
        return void res.writeHead(304).end();
      }
      const range = req.headers.range && rangeApplies(req, mtime) ? parseRange(size, req.headers.range, { combine: true }) : -2;
      if (range === -1) return void res.writeHead(416, { 'Content-Range': `bytes */${size}` }).end();
      if (range !== -2 && range.type === 'bytes' && range.length === 1) {
        status = 206;
        ({ start, end } = range[0]);
        res.setHeader('Content-Range', `bytes ${start}-${end}/${size}`);
      }
    }
    res.statusCode = status;
    res.setHeader('Content-Length', String(end - start + 1));
    if (req.method === 'HEAD' || end < start) return void res.end();
    // The stream closes the file when it ends, fails or is destroyed (the client went away).
    const stream = createReadStream('', { fd: file.fd, start, end });
    streamed = true;
    stream.once('error', (error) => {
      console.error(`[serve] reading ${file.path}: ${error.message}`);
      res.destroy();
    });
    res.once('close', () => stream.destroy());
    stream.pipe(res);
  } finally {
    if (!streamed) closeSync(file.fd);
  }
}

/**
 * `If-Range`: the range applies only if the file is still the one the client has part of. Our
 * ETags are weak, which If-Range may not use, so only a date can match.
 */
function rangeApplies(req: IncomingMessage, mtime: Date): boolean {
  const ifRange = req.headers['if-range'];
  if (typeof ifRange !== 'string') return true;
  const date = Date.parse(ifRange);
  return !Number.isNaN(date) && Math.floor(mtime.getTime() / 1000) * 1000 <= date;
}

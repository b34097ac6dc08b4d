/**
 * `serve`: serves a built site as a static host would: the exact file, then "{path}.html",
 * then "{path}/index.html", else "404.html" with status 404. Responses are compressed; hashed
 * assets get long cache headers, everything else is revalidated.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import compression from 'compression';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8', '.xml': 'application/xml; charset=utf-8', '.svg': 'image/svg+xml',
  '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.gif': 'image/gif', '.webp': 'image/webp',
  '.ico': 'image/x-icon', '.txt': 'text/plain; charset=utf-8', '.woff2': 'font/woff2', '.map': 'application/json',
};

/** Files whose names carry a content hash may be cached for a year. */
const HASHED_ASSET = /^\/assets\/(js|css|media)\/.+\.[0-9a-f]{8}\.\w+$/;

export function resolveStaticFile(dir: string, urlPath: string): { file: string; status: number } | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    decoded = urlPath;
  }
  const safe = normalize(decoded).replace(/^(\.\.(\/|\\|$))+/, '');
  const base = join(dir, safe);
  if (!base.startsWith(dir + sep) && base !== dir) return undefined;
  const candidates = [base, `${base.replace(/\/$/, '')}.html`, join(base, 'index.html')];
  for (const file of candidates) {
    if (existsSync(file) && statSync(file).isFile()) return { file, status: 200 };
  }
  const notFound = join(dir, '404.html');
  return existsSync(notFound) ? { file: notFound, status: 404 } : undefined;
}

export function serveStatic(options: { dir: string; port: number; host?: string }): Promise<Server> {
  const compress = compression();
  const server = createServer((req, res) => {
    compress(req as never, res as never, () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const found = resolveStaticFile(options.dir, url.pathname);
      if (!found) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
        return;
      }
      res.statusCode = found.status;
      res.setHeader('content-type', CONTENT_TYPES[extname(found.file)] ?? 'application/octet-stream');
      res.setHeader('cache-control', HASHED_ASSET.test(url.pathname) ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate');
      if (req.method === 'HEAD') return res.end();
      createReadStream(found.file).pipe(res);
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve(server));
  });
}

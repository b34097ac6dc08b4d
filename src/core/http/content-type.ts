/**
 * The `Content-Type` of a file the servers send, by its extension: the site's usual files by
 * this table (what `serve` always answered), any other by mrmime's list; text in UTF-8. A type
 * matters more with `nosniff`: the browser then trusts it.
 */
import { extname } from 'node:path';
import { lookup } from 'mrmime';

const KNOWN: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
};
const TEXT = /^text\/|^application\/([\w.-]+\+)?(json|xml)$|^application\/javascript$/;

export function contentTypeOf(file: string): string {
  const extension = extname(file).toLowerCase();
  const type = KNOWN[extension] ?? lookup(extension) ?? 'application/octet-stream';
  return TEXT.test(type) ? `${type}; charset=utf-8` : type;
}

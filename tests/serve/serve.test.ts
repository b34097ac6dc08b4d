/**
 * `serve` on a real socket (127.0.0.1, a port the system gives): methods, path containment and
 * links, nosniff, validators and 304, ranges, the 404 page's status, and no 404 while a build
 * swaps the output in.
 */
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rename, rm, symlink, utimes, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { swapInOutput } from '../../src/core/output-folder.ts';
import { serveStatic } from '../../src/core/serve.ts';
import { removeDir } from '../support/fixture-site.ts';
import { request } from '../support/raw-http.ts';

const BIG = 'x'.repeat(5000);

/** A small built site: pages, a hashed asset, a 404 page, and links in and out of it. */
async function writeOutput(dir: string, version: string): Promise<void> {
  await mkdir(join(dir, 'docs'), { recursive: true });
  await mkdir(join(dir, 'assets/js'), { recursive: true });
  await writeFile(join(dir, 'index.html'), `<h1>home ${version}</h1>`);
  await writeFile(join(dir, 'docs/intro.html'), `<h1>intro ${version}</h1>`);
  await writeFile(join(dir, '404.html'), `<h1>not found ${version}</h1>`);
  await writeFile(join(dir, 'assets/js/main.0123abcd.js'), BIG);
  await writeFile(join(dir, 'notes.txt'), '0123456789');
}

let root: string;
let outDir: string;
let server: Server;
let port: number;
const get = (target: string, headers: Record<string, string> = {}) => request(port, 'GET', target, headers);

before(async () => {
  root = await mkdtemp(join(tmpdir(), 'serve-test-'));
  outDir = join(root, 'build');
  await writeOutput(outDir, 'one');
  await symlink('/etc', join(outDir, 'etc'));
  await symlink('/etc/hostname', join(outDir, 'hostname.txt'));
  await symlink('notes.txt', join(outDir, 'alias.txt'));
  await writeFile(join(root, 'secret.txt'), 'outside the output');
  server = await serveStatic({ dir: outDir, port: 0, host: '127.0.0.1' });
  port = (server.address() as AddressInfo).port;
});

after(async () => {
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
  // Swaps delete replaced outputs in the background: retry while they still write there.
  await rm(root, { recursive: true, force: true, maxRetries: 20, retryDelay: 50 });
});

describe('what it answers', () => {
  test('GET and HEAD only: other methods get 405 with Allow', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const response = await request(port, method, '/docs/intro', { 'content-length': '0' });
      assert.equal(response.status, 405, method);
      assert.equal(response.headers.allow, 'GET, HEAD');
    }
    const head = await request(port, 'HEAD', '/docs/intro');
    assert.equal(head.status, 200);
    assert.equal(head.body.length, 0);
  });

  test('a path never leaves the output, however it is encoded', async () => {
    for (const target of ['/..%2fsecret.txt', '/..%2f..%2f..%2fetc%2fpasswd', '/docs/%2e%2e/%2e%2e/secret.txt', '/..\\secret.txt', '/a%00b']) {
      const response = await get(target);
      assert.ok(response.status === 400 || response.status === 404, `${target}: ${response.status}`);
      assert.doesNotMatch(response.body.toString(), /outside the output|root:/, target);
    }
  });

  test('links are followed inside the output, never out of it', async () => {
    assert.equal((await get('/alias.txt')).body.toString(), '0123456789');
    for (const target of ['/etc/passwd', '/etc/hostname', '/hostname.txt']) {
      const response = await get(target);
      assert.equal(response.status, 404, target);
      assert.match(response.body.toString(), /not found one/, target);
    }
  });

  test('"//" and a full URL as target are paths like others', async () => {
    assert.match((await get('//')).body.toString(), /home one/);
    assert.match((await get(`http://127.0.0.1:${port}/docs/intro`)).body.toString(), /intro one/);
  });

  test('the 404 page answers with status 404, also when asked for by name', async () => {
    for (const target of ['/404', '/404.html', '/nowhere']) {
      const response = await get(target);
      assert.equal(response.status, 404, target);
      assert.match(response.body.toString(), /not found one/);
    }
  });

  test('every answer says nosniff; hashed assets are cached for a year', async () => {
    for (const target of ['/docs/intro', '/nowhere', '/assets/js/main.0123abcd.js'])
      assert.equal((await get(target)).headers['x-content-type-options'], 'nosniff', target);
    assert.match((await get('/assets/js/main.0123abcd.js')).headers['cache-control'], /max-age=31536000/);
  });
});

describe('validators and ranges', () => {
  test('ETag and Last-Modified; a fresh conditional request gets 304, a changed file 200', async () => {
    const first = await get('/notes.txt');
    const { etag, 'last-modified': lastModified } = first.headers;
    assert.ok(etag && lastModified);
    const byTag = await get('/notes.txt', { 'if-none-match': etag });
    assert.equal(byTag.status, 304);
    assert.equal(byTag.body.length, 0);
    assert.equal((await get('/notes.txt', { 'if-modified-since': lastModified })).status, 304);
    await utimes(join(outDir, 'notes.txt'), new Date(), new Date(Date.parse(lastModified) + 60_000));
    assert.equal((await get('/notes.txt', { 'if-none-match': etag })).status, 200);
    assert.equal((await get('/notes.txt', { 'if-modified-since': lastModified })).status, 200);
  });

  test('Range: one range gets 206 with its bytes (never compressed), none satisfiable 416', async () => {
    const part = await get('/notes.txt', { range: 'bytes=2-5' });
    assert.equal(part.status, 206);
    assert.equal(part.body.toString(), '2345');
    assert.equal(part.headers['content-range'], 'bytes 2-5/10');
    const tail = await get('/assets/js/main.0123abcd.js', { range: 'bytes=-100', 'accept-encoding': 'gzip' });
    assert.equal(tail.status, 206);
    assert.equal(tail.headers['content-encoding'], undefined);
    assert.equal(tail.body.toString(), 'x'.repeat(100));
    const outside = await get('/notes.txt', { range: 'bytes=50-60' });
    assert.equal(outside.status, 416);
    assert.equal(outside.headers['content-range'], 'bytes */10');
    assert.equal((await get('/notes.txt', { range: 'lines=1-2' })).status, 200);
  });
});

describe('while a build swaps the output in', () => {
  test('a request made while the output folder is absent gets the new output, not a 404', async () => {
    const staging = join(root, 'staging');
    await writeOutput(staging, 'two');
    const aside = join(root, 'aside');
    await rename(outDir, aside);
    // The server has the request (and is looking it up) before the new output is renamed in.
    server.once('request', () => void rename(staging, outDir));
    const response = await get('/docs/intro');
    assert.equal(response.status, 200);
    assert.match(response.body.toString(), /intro two/);
    await removeDir(aside);
  });

  test('requests during repeated swaps all find their page, in the old or the new output', async () => {
    let swapping = true;
    const swaps = (async () => {
      for (let i = 0; i < 30; i++) {
        const staging = join(root, `staging-${i}`);
        await writeOutput(staging, `swap ${i}`);
        await swapInOutput(staging, outDir);
      }
      swapping = false;
    })();
    const statuses: number[] = [];
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (swapping) statuses.push((await get('/docs/intro')).status);
      }),
    );
    await swaps;
    assert.ok(statuses.length > 0);
    assert.deepEqual([...new Set(statuses)], [200]);
  });
});

/**
 * What the dev server answers to a hostile request, on raw sockets (request lines sent as
 * `curl --path-as-is` would): no file outside the site for any encoding, method or base URL, no
 * link out of it, reads (GET, HEAD) only, only this machine's host names (DNS rebinding), no error
 * overlay from a malformed URL, and a lazy compilation server bound to the dev server's host that
 * answers its pages only.
 */
import assert from 'node:assert/strict';
import { mkdtemp, readFile, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { startDevServer, type DevServer } from '../../src/core/dev-server.ts';
import { sitePaths } from '../../src/core/site-paths.ts';
import { copyFixture, removeDir } from '../support/fixture-site.ts';
import { request, type RawResponse } from '../support/raw-http.ts';

const terminal: string[] = [];
const originalError = console.error;
const cleanUp: string[] = [];

/** The basic fixture under a base URL, with links in `static/`: one to a file of the site, one out of it. */
async function startSite(baseUrl: string): Promise<DevServer> {
  const siteDir = await copyFixture('basic');
  const workDir = await mkdtemp(join(tmpdir(), 'dev-security-work-'));
  cleanUp.push(siteDir, workDir);
  const config = join(siteDir, 'site.config.ts');
  await writeFile(
    config,
    (await readFile(config, 'utf8')).replace("url: 'https://fixture.example.com',", `url: 'https://fixture.example.com',\n  baseUrl: '${baseUrl}',`),
  );
  await symlink('/etc', join(siteDir, 'static/outside'));
  await symlink('img/dot.svg', join(siteDir, 'static/dot-link.svg'));
  return startDevServer(sitePaths(siteDir, 'build', workDir), { port: 0, host: '127.0.0.1', quiet: true });
}

let root: DevServer;
let based: DevServer;

before(async () => {
  console.error = (...args: unknown[]) => terminal.push(args.join(' '));
  root = await startSite('/');
  based = await startSite('/sub/');
});

after(async () => {
  console.error = originalError;
  await root?.close();
  await based?.close();
  for (const dir of cleanUp) await removeDir(dir);
});

/** Nothing of the machine's or the site's own files in an answer. */
function assertNothingLeaked(response: RawResponse, what: string): void {
  assert.notEqual(response.status, 200, `${what}: ${response.status}`);
  assert.doesNotMatch(response.body.toString(), /root:|satisfies SiteConfigInput|\[core\]/, what);
}

const TRAVERSALS = [
  '/..%2f..%2f..%2f..%2f..%2f..%2fetc%2fpasswd',
  '/..%2fsite.config.ts',
  '/%2e%2e/site.config.ts',
  '/%2e%2e%2fsite.config.ts',
  '/img/..%2f..%2fsite.config.ts',
  '/..%5csite.config.ts',
];

describe('paths', () => {
  test('no encoding of ".." reaches a file outside static/, under any base URL', async () => {
    for (const [server, prefixes] of [
      [root, ['']],
      [based, ['', '/sub']],
    ] as const) {
      for (const prefix of prefixes) {
        for (const path of TRAVERSALS) assertNothingLeaked(await request(server.port, 'GET', prefix + path), `GET ${prefix}${path}`);
      }
    }
  });

  test('static files are served under the base URL; links inside the site are followed, links out are not', async () => {
    assert.equal((await request(root.port, 'GET', '/img/dot.svg')).status, 200);
    assert.equal((await request(based.port, 'GET', '/sub/img/dot.svg')).status, 200);
    assert.match((await request(root.port, 'GET', '/dot-link.svg')).body.toString(), /<svg/);
    for (const path of ['/outside/passwd', '/outside/hostname']) assertNothingLeaked(await request(root.port, 'GET', path), path);
  });
});

describe('methods and hosts', () => {
  test('only GET and HEAD: anything else gets 405 with Allow, whatever the path', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS']) {
      for (const path of ['/..%2f..%2f..%2f..%2f..%2f..%2fetc%2fpasswd', '/img/dot.svg', '/about']) {
        const response = await request(root.port, method, path, { 'content-length': '0' });
        assert.equal(response.status, 405, `${method} ${path}`);
        assert.equal(response.headers.allow, 'GET, HEAD');
      }
    }
    assert.equal((await request(root.port, 'HEAD', '/img/dot.svg')).status, 200);
  });

  test('a Host that is not this machine gets 403 (DNS rebinding); localhost names and IPs are answered', async () => {
    for (const host of ['evil.example', `evil.example:${root.port}`, 'localhost.evil.example']) {
      assert.equal((await request(root.port, 'GET', '/img/dot.svg', { host })).status, 403, host);
    }
    for (const host of [`localhost:${root.port}`, `app.localhost:${root.port}`, `127.0.0.1:${root.port}`, `[::1]:${root.port}`]) {
      assert.equal((await request(root.port, 'GET', '/img/dot.svg', { host })).status, 200, host);
    }
  });

  test('a malformed URL gets 400 and shows nothing in the terminal or the open pages', async () => {
    const before = terminal.length;
    for (const path of ['/%zz', '/about%E0%A4%A', '/%00']) assert.equal((await request(root.port, 'GET', path)).status, 400, path);
    assert.deepEqual(terminal.slice(before), [], 'no error reported (it would go to every open page as an overlay)');
  });
});

describe('lazy compilation server', () => {
  /** Its address, as the pages' code names it (the search modal is compiled on demand). */
  async function lazyServerUrl(): Promise<URL> {
    const chunk = (await request(root.port, 'GET', '/assets/js/search-modal.js')).body.toString();
    const encoded = /lazy-compilation-web\.js\?([^"'\s*]+)/.exec(chunk)?.[1];
    assert.ok(encoded, 'the on-demand chunk names the lazy compilation server');
    return new URL(decodeURIComponent(encoded));
  }

  test("listens on the dev server's host and answers its pages only, naming their origin instead of *", async () => {
    const url = await lazyServerUrl();
    assert.equal(url.hostname, '127.0.0.1');
    const port = Number(url.port);
    const path = `${url.pathname}nothing`;
    const own = `http://127.0.0.1:${root.port}`;
    const fromOwnPage = await request(port, 'GET', path, { origin: own }, { headOnly: true });
    assert.equal(fromOwnPage.status, 200);
    assert.equal(fromOwnPage.headers['access-control-allow-origin'], own);
    for (const origin of ['http://evil.example', `http://127.0.0.1:${root.port + 1}`, 'null']) {
      const response = await request(port, 'GET', path, { origin }, { headOnly: true });
      assert.equal(response.status, 403, origin);
      assert.equal(response.headers['access-control-allow-origin'], undefined);
    }
    assert.equal((await request(port, 'GET', path, { host: 'evil.example' }, { headOnly: true })).status, 403);
  });
});

/**
 * What the dev server answers to a hostile request, on raw sockets (request lines sent as
 * `curl --path-as-is` would): no file outside the site for any encoding, method or base URL, no
 * link out of it, reads (GET, HEAD) only, only this machine's host names (DNS rebinding), no error
 * overlay from a malformed URL, a lazy compilation server bound to the dev server's host that
 * answers its pages only, and nothing readable by a page of another site or another local port
 * (Fetch Metadata, Origin), raw and in Chromium.
 */
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readFile, symlink, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { startDevServer, type DevServer } from '../../src/core/dev-server.ts';
import { sitePaths } from '../../src/core/site-paths.ts';
import { routeKey } from '../../src/shared/route-path.ts';
import { ROUTE_MANIFEST_DIR } from '../../src/shared/site-data.ts';
import { launchBrowser } from '../support/browser.ts';
import { copyFixture, removeDir } from '../support/fixture-site.ts';
import { request, type RawResponse } from '../support/raw-http.ts';

const terminal: string[] = [];
const originalError = console.error;
const cleanUp: string[] = [];

/**
 * The basic fixture under a base URL, with links in `static/`: one to a file of the site, one out
 * of it; and a docs page (its sidebar is a data file loaded on demand).
 */
async function startSite(baseUrl: string): Promise<DevServer> {
  const siteDir = await copyFixture('basic');
  const workDir = await mkdtemp(join(tmpdir(), 'dev-security-work-'));
  cleanUp.push(siteDir, workDir);
  const config = join(siteDir, 'site.config.ts');
  await writeFile(
    config,
    (await readFile(config, 'utf8'))
      .replace("url: 'https://fixture.example.com',", `url: 'https://fixture.example.com',\n  baseUrl: '${baseUrl}',`)
      .replace("plugins: ['pages'],", "plugins: ['pages', ['docs', { routeBasePath: '/docs' }]],"),
  );
  await mkdir(join(siteDir, 'docs'));
  await writeFile(join(siteDir, 'docs/intro.md'), '# Unpublished draft\n\nNot for other sites to read.\n');
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

describe('other sites and other local ports', () => {
  /** A page's payload, by its predictable name. */
  const payloadPath = (permalink: string) => `/assets/pages/${routeKey(permalink)}.js`;

  /** What a page sends for each kind of request, as Chromium sets Fetch Metadata and Origin. */
  const fromOtherPages: Record<string, Record<string, string>> = {
    'Origin of another site': { origin: 'http://evil.example' },
    'Origin of another local port': { origin: 'http://127.0.0.1:1', 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' },
    'Origin null (a sandboxed page)': { origin: 'null' },
    'a script of another site': { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'script' },
    'a script of another local port': { 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'script' },
    'a frame of another site': { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'iframe' },
  };
  const fromOwnPages: Record<string, Record<string, string>> = {
    'no Fetch Metadata (curl, old browsers)': {},
    'a request of its own pages': { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' },
    'its own Origin': { origin: 'http://127.0.0.1:PORT', 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' },
  };
  const withPort = (headers: Record<string, string>, port: number) =>
    Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, value.replace('PORT', String(port))]));

  /** What the root server answers: the hot update stream, content, code, static files, pages. */
  async function contentPaths(): Promise<Record<string, string>> {
    const docPayload = (await request(root.port, 'GET', payloadPath('/docs/intro'))).body.toString();
    const dataFile = /"lazy":"([^"]+\.json)"/.exec(docPayload)?.[1];
    assert.ok(dataFile, "the doc's payload names its sidebar's data file");
    return {
      'hot update stream': '/__webpack_hmr',
      payload: payloadPath('/about'),
      'route manifest': `/${ROUTE_MANIFEST_DIR}/${routeKey('/about')}.json`,
      'data file': dataFile,
      'bundle chunk': '/assets/js/search-modal.js',
      'static file': '/img/dot.svg',
      'page, not navigated to': '/about',
    };
  }

  test('the hot update stream, payloads, manifests, data, bundle chunks, static files and pages answer 403 to other pages, and never *', async () => {
    for (const [what, path] of Object.entries(await contentPaths())) {
      for (const [who, headers] of Object.entries(fromOtherPages)) {
        const response = await request(root.port, 'GET', path, headers, { headOnly: true });
        assert.equal(response.status, 403, `${what} for ${who}`);
        assert.equal(response.headers['access-control-allow-origin'], undefined, `${what} for ${who}`);
      }
      for (const [who, headers] of Object.entries(fromOwnPages)) {
        const response = await request(root.port, 'GET', path, withPort(headers, root.port), { headOnly: true });
        assert.equal(response.status, 200, `${what} for ${who}`);
        assert.equal(response.headers['access-control-allow-origin'], undefined, `${what} for ${who}: no CORS grant`);
      }
    }
  });

  test('a link from another site or port still opens a page; a typed address too', async () => {
    for (const site of ['cross-site', 'same-site', 'none']) {
      const headers = { 'sec-fetch-site': site, 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document', 'sec-fetch-user': '?1' };
      assert.equal((await request(root.port, 'GET', '/about', headers)).status, 200, site);
    }
  });

  test('the lazy compilation server refuses scripts and navigations of other pages, which send no Origin', async () => {
    const chunk = (await request(root.port, 'GET', '/assets/js/search-modal.js')).body.toString();
    const url = new URL(decodeURIComponent(/lazy-compilation-web\.js\?([^"'\s*]+)/.exec(chunk)![1]));
    for (const [who, headers] of Object.entries({
      ...fromOtherPages,
      'a link of another site': { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' },
    })) {
      const response = await request(Number(url.port), 'GET', `${url.pathname}nothing`, headers, { headOnly: true });
      assert.equal(response.status, 403, who);
      assert.equal(response.headers['access-control-allow-origin'], undefined, who);
    }
  });

  test('in Chromium, a page on another local port reads nothing: the stream errs, fetch rejects, the payload script never runs', async () => {
    const target = `http://127.0.0.1:${root.port}`;
    const otherPage = await listen(
      createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<!doctype html><title>Another local app</title>')),
    );
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      /** What the dev server answered each request the page made to it (the browser may hide a 200 from the page; the server must refuse). */
      const answered: string[] = [];
      page.on('response', (response) => {
        if (response.url().startsWith(target)) answered.push(`${new URL(response.url()).pathname} ${response.status()}`);
      });
      await page.goto(`http://127.0.0.1:${(otherPage.address() as AddressInfo).port}/`);
      const payload = `${target}${payloadPath('/about')}`;
      const outcome = await page.evaluate(
        async ({ target, payload }) => {
          const stream = await new Promise<string>((resolve) => {
            const source = new EventSource(`${target}/__webpack_hmr`);
            source.onopen = () => resolve('open');
            source.onerror = () => resolve('error');
          });
          const read = await fetch(payload).then(
            (response) => response.text().then((text) => `read ${text.length} characters`),
            () => 'rejected',
          );
          const script = await new Promise<string>((resolve) => {
            const element = document.createElement('script');
            element.src = payload;
            element.onload = () => resolve('loaded');
            element.onerror = () => resolve('error');
            document.head.append(element);
          });
          return { stream, read, script, ran: '__routePayloads' in window };
        },
        { target, payload },
      );
      assert.deepEqual(outcome, { stream: 'error', read: 'rejected', script: 'error', ran: false });
      // (Chromium reports no response for a request CORS failed; the script's is reported.)
      assert.ok(answered.includes(`${payloadPath('/about')} 403`), `the dev server refused the script: ${answered.join(', ')}`);
      for (const line of answered) assert.match(line, / 403$/, 'the dev server refused it');
    } finally {
      await browser.close();
      await new Promise((resolve) => otherPage.close(resolve));
    }
  });
});

function listen(server: Server): Promise<Server> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

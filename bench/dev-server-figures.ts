/**
 * Dev server figures, over plain HTTP (no browser):
 * - start to first ready page: spawn `launcher.mjs start`, poll GET / until it answers 200 with HTML,
 *   then fetch every same-origin script that page lists (the dev server renders in the browser,
 *   so the page is usable once those load). Measured with an empty cache, then again with the
 *   cache the first start left (a developer's usual restart);
 * - edit to refresh: append a sentence with a unique word to one doc, then poll (every 10 ms) the
 *   route's manifest and the scripts it lists, each refetched only if it changed, until the
 *   served code contains that word. This is what a browser fetches on its update; rendering
 *   time in the browser (a few milliseconds) is not included.
 * - peak memory of the dev server process (VmHWM, threads included).
 * `measureFirstPage` times any dev server's first page (Docusaurus's too, for --vs-docusaurus).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { routeKey } from '../src/shared/route-path.ts';
import { ROUTE_MANIFEST_DIR } from '../src/shared/site-data.ts';
import { GENERATOR_DIR, withEditedFile } from './build-runs.ts';

export interface DevTarget {
  siteDir: string;
  workDir: string;
  editFile: string;
  editRoute: string;
}

/** How to start a dev server: Node's arguments for a port, the folder to run in, extra environment. */
export interface DevLaunch {
  args: (port: number) => string[];
  cwd: string;
  env?: Record<string, string>;
}

/** This generator's dev server (`launcher.mjs start`) on a site. */
export const generatorDevLaunch = (target: Pick<DevTarget, 'siteDir' | 'workDir'>): DevLaunch => ({
  args: (port) => ['src/core/launcher.mjs', 'start', '--site-dir', target.siteDir, '--work-dir', target.workDir, '--port', String(port), '--host', '127.0.0.1'],
  cwd: GENERATOR_DIR,
});

/** The page a start is measured to: its path, and a text its HTML must hold (none: any HTML answer). */
export interface FirstPage {
  path: string;
  text?: string;
}

export interface DevStart {
  /** Spawn to GET / answering 200 with HTML. */
  htmlMs: number;
  /** Spawn to that page's scripts all loaded. */
  readyMs: number;
}

export interface DevFigures {
  coldStart: DevStart;
  warmStart: DevStart;
  editToRefreshMs: number;
  peakRssBytes: number | null;
}

const STARTUP_TIMEOUT_MS = 15 * 60_000;
const REFRESH_TIMEOUT_MS = 5 * 60_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A running dev server: its process (in its own process group) and output so far. */
class DevProcess {
  output = '';
  exited = false;

  private constructor(
    readonly child: ChildProcess,
    readonly origin: string,
    readonly started: number,
  ) {
    child.stdout!.on('data', (chunk) => (this.output += chunk));
    child.stderr!.on('data', (chunk) => (this.output += chunk));
    child.once('exit', () => (this.exited = true));
  }

  /** Starts `node ...launch.args(port)` on a free port, in its own process group. */
  static async start(launch: DevLaunch): Promise<DevProcess> {
    const port = await freePort();
    const started = performance.now();
    const child = spawn(process.execPath, launch.args(port), {
      cwd: launch.cwd,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0', ...launch.env },
    });
    return new DevProcess(child, `http://127.0.0.1:${port}`, started);
  }

  fail(message: string): never {
    throw new Error(`${message}\n--- dev server output ---\n${this.output.trim().split('\n').slice(-30).join('\n')}`);
  }

  /** Fetches a path; null while the server is not listening yet. */
  async get(path: string): Promise<Response | null> {
    if (this.exited) this.fail('the dev server exited');
    try {
      return await fetch(this.origin + path, { headers: { 'cache-control': 'no-cache' } });
    } catch {
      return null;
    }
  }

  async text(path: string): Promise<string> {
    const response = await this.get(path);
    if (!response?.ok) this.fail(`GET ${path}: ${response ? `HTTP ${response.status}` : 'no answer'}`);
    return response.text();
  }

  /** Peak resident memory of the server process so far (Linux), in bytes. */
  async peakRss(): Promise<number | null> {
    const status = await readFile(`/proc/${this.child.pid}/status`, 'utf8').catch(() => '');
    const kb = /VmHWM:\s*(\d+) kB/.exec(status)?.[1];
    return kb ? Number(kb) * 1024 : null;
  }

  async stop(): Promise<void> {
    if (this.exited) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    process.kill(-this.child.pid!, 'SIGTERM');
    const timedOut = await Promise.race([exited.then(() => false), sleep(10_000).then(() => true)]);
    if (timedOut && !this.exited) process.kill(-this.child.pid!, 'SIGKILL');
  }
}

const scriptsOf = (html: string) => [...html.matchAll(/<script\b[^>]*?\bsrc="(\/[^/"][^"]*)"/g)].map((m) => m[1]);

async function waitForReadyPage(dev: DevProcess, page: FirstPage = { path: '/' }): Promise<DevStart> {
  while (performance.now() - dev.started < STARTUP_TIMEOUT_MS) {
    const response = await dev.get(page.path);
    if (response?.status === 200 && response.headers.get('content-type')?.includes('text/html')) {
      const html = await response.text();
      if (page.text === undefined || html.includes(page.text)) {
        const htmlMs = performance.now() - dev.started;
        await Promise.all(scriptsOf(html).map((src) => dev.text(src)));
        return { htmlMs, readyMs: performance.now() - dev.started };
      }
    } else await response?.body?.cancel();
    await sleep(200);
  }
  return dev.fail(`the dev server did not serve ${page.path}${page.text === undefined ? '' : ` holding "${page.text}"`} in time`);
}

/** One start of a dev server: to its first page, and its peak memory by then; the server is stopped after. */
export async function measureFirstPage(launch: DevLaunch, page: FirstPage): Promise<DevStart & { peakRssBytes: number | null }> {
  const dev = await DevProcess.start(launch);
  try {
    const start = await waitForReadyPage(dev, page);
    return { ...start, peakRssBytes: await dev.peakRss() };
  } finally {
    await dev.stop();
  }
}

/**
 * The code a route's manifest lists, fetched as a browser would on a hot update: each file again
 * only if it changed (conditional requests, so unchanged multi-megabyte dev bundles cost a 304).
 */
class RouteCode {
  private files = new Map<string, { etag: string | null; text: string }>();

  constructor(
    private readonly dev: DevProcess,
    private readonly route: string,
  ) {}

  async contains(marker: string): Promise<boolean> {
    const manifest = JSON.parse(await this.dev.text(`/${ROUTE_MANIFEST_DIR}/${routeKey(this.route)}.json`)) as { js: string[] };
    const texts = await Promise.all(manifest.js.map((src) => this.fetch(src)));
    return texts.some((text) => text.includes(marker));
  }

  private async fetch(src: string): Promise<string> {
    const known = this.files.get(src);
    const response = await fetch(this.dev.origin + src, { headers: known?.etag ? { 'if-none-match': known.etag } : {} });
    if (response.status === 304 && known) return known.text;
    if (!response.ok) this.dev.fail(`GET ${src}: HTTP ${response.status}`);
    const file = { etag: response.headers.get('etag'), text: await response.text() };
    this.files.set(src, file);
    return file.text;
  }
}

/** From the file written to its new code served, polling every 10 ms. */
async function timeEditToRefresh(dev: DevProcess, target: DevTarget): Promise<number> {
  const marker = `benchedit${Date.now()}`;
  const code = new RouteCode(dev, target.editRoute);
  if (await code.contains(marker)) dev.fail('the marker is served before the edit');
  return withEditedFile(target.editFile, marker, async () => {
    const started = performance.now();
    while (performance.now() - started < REFRESH_TIMEOUT_MS) {
      if (await code.contains(marker)) return performance.now() - started;
      await sleep(10);
    }
    return dev.fail(`the edit to ${target.editFile} was not served within ${REFRESH_TIMEOUT_MS / 1000} s`);
  });
}

export async function measureDevServer(target: DevTarget, log: (message: string) => void): Promise<DevFigures> {
  await rm(target.workDir, { recursive: true, force: true });
  log('dev server (empty cache)...');
  let dev = await DevProcess.start(generatorDevLaunch(target));
  let coldStart: DevStart, editToRefreshMs: number, peakRssBytes: number | null;
  try {
    coldStart = await waitForReadyPage(dev);
    log(`  ready in ${(coldStart.readyMs / 1000).toFixed(1)} s; editing ${target.editRoute}...`);
    editToRefreshMs = await timeEditToRefresh(dev, target);
    log(`  edit served in ${(editToRefreshMs / 1000).toFixed(2)} s`);
    peakRssBytes = await dev.peakRss();
  } finally {
    await dev.stop();
  }
  log('dev server (warm cache)...');
  dev = await DevProcess.start(generatorDevLaunch(target));
  try {
    const warmStart = await waitForReadyPage(dev);
    log(`  ready in ${(warmStart.readyMs / 1000).toFixed(1)} s`);
    return { coldStart, warmStart, editToRefreshMs, peakRssBytes };
  } finally {
    await dev.stop();
  }
}

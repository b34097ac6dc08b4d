/**
 * Load on `serve`: N concurrent connections for S seconds, on loopback only, against a built site.
 *   npx tsx bench/serve-load.ts [--dir build] [--connections 200] [--seconds 20]
 * Starts `serve` as its own process (what `npm run serve` runs) on 127.0.0.1 and a port the
 * system gives, loads it with autocannon (keep-alive connections cycling through a page, a docs
 * page, the home page's scripts and styles, and the 404 page), then prints requests, errors,
 * status classes, latency and the server's peak resident memory (VmHWM from /proc). Figures for
 * a report, never a test assertion. Connections and duration are bounded (500, 60 s).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const MAX_CONNECTIONS = 500;
const MAX_SECONDS = 60;
const GENERATOR_DIR = resolve(import.meta.dirname, '..');

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'build' },
    connections: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '20' },
  },
});
const connections = Number(values.connections);
const seconds = Number(values.seconds);
const dir = resolve(values.dir!);
if (!Number.isInteger(connections) || connections < 1 || connections > MAX_CONNECTIONS) throw new Error(`--connections must be 1 to ${MAX_CONNECTIONS}`);
if (!Number.isInteger(seconds) || seconds < 1 || seconds > MAX_SECONDS) throw new Error(`--seconds must be 1 to ${MAX_SECONDS}`);
if (!existsSync(dir)) throw new Error(`${dir} does not exist: build the site first (npm run build)`);

const server = spawn(process.execPath, [resolve(GENERATOR_DIR, 'src/core/launcher.mjs'), 'serve', '--out-dir', dir, '--port', '0', '--host', '127.0.0.1'], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
try {
  const base = await new Promise<string>((done, fail) => {
    let output = '';
    server.stdout!.on('data', (chunk) => {
      output += chunk;
      const found = /at (http:\/\/127\.0\.0\.1:\d+)\//.exec(output);
      if (found) done(found[1]);
    });
    server.once('exit', (code) => fail(new Error(`serve exited (${code}) before listening`)));
  });

  // What a reader's visit asks for: pages, the home page's assets, a missing page.
  const home = await (await fetch(`${base}/`)).text();
  const assets = [...home.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]).slice(0, 6);
  const paths = ['/', '/docs', '/blog', ...assets, '/no-such-page'];
  console.error(`[serve-load] ${connections} connections for ${seconds} s on ${base}, cycling through ${paths.length} paths`);

  const result = await autocannon({ url: base, connections, duration: seconds, requests: paths.map((path) => ({ method: 'GET', path })) });
  const peakKb = Number(/VmHWM:\s*(\d+)/.exec(await readFile(`/proc/${server.pid}/status`, 'utf8'))?.[1]);
  console.log(
    [
      `| Figure | Value |`,
      `| --- | --- |`,
      `| connections, duration | ${connections}, ${seconds} s |`,
      `| requests | ${result.requests.total} (${result.requests.average.toFixed(0)}/s) |`,
      `| errors, timeouts | ${result.errors}, ${result.timeouts} |`,
      `| 2xx, 3xx, 4xx (the 404 page), 5xx | ${result['2xx']}, ${result['3xx']}, ${result['4xx']}, ${result['5xx']} |`,
      `| latency p50, p99, max | ${result.latency.p50} ms, ${result.latency.p99} ms, ${result.latency.max} ms |`,
      `| throughput | ${(result.throughput.average / 1024 / 1024).toFixed(1)} MB/s |`,
      `| serve peak RSS | ${(peakKb / 1024).toFixed(0)} MB |`,
    ].join('\n'),
  );
} finally {
  server.kill();
}

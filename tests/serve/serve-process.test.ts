/**
 * `serve` as its own process (the CLI) never exits on a request: malformed request lines and
 * targets get 400, a file it may not read gets 403, and it answers the next request. (It runs as
 * "nobody" when the tests run as root, for whom no file is unreadable.)
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { removeDir, repoRoot } from '../support/fixture-site.ts';
import { rawRequest, request } from '../support/raw-http.ts';

const NOBODY = 65534;
let dir: string;
let child: ChildProcess;
let port: number;
let output = '';

before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'serve-process-'));
  const outDir = join(dir, 'build');
  await mkdir(outDir);
  await writeFile(join(outDir, 'index.html'), '<h1>home</h1>');
  await writeFile(join(outDir, '404.html'), '<h1>not found</h1>');
  await writeFile(join(outDir, 'locked.html'), '<h1>nobody may read this</h1>');
  await chmod(join(outDir, 'locked.html'), 0o000);
  await chmod(dir, 0o755);
  const asNobody = process.getuid?.() === 0 ? { uid: NOBODY, gid: NOBODY } : {};
  child = spawn(process.execPath, ['--import', 'tsx', 'src/core/cli.ts', 'serve', '--out-dir', outDir, '--port', '0', '--host', '127.0.0.1'], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    ...asNobody,
  });
  port = await new Promise<number>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk;
      const found = /at http:\/\/127\.0\.0\.1:(\d+)\//.exec(output);
      if (found) resolve(Number(found[1]));
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => reject(new Error(`serve exited (${code}) before listening:\n${output}`)));
  });
});

after(async () => {
  child?.kill();
  await removeDir(dir);
});

async function assertStillServing(after: string): Promise<void> {
  assert.equal(child.exitCode, null, `serve exited after ${after}:\n${output}`);
  const home = await request(port, 'GET', '/');
  assert.equal(home.status, 200, `serves after ${after}`);
}

test('malformed request lines and targets get 400 and the server carries on', async () => {
  const lines = [
    'GET // HTTP/1.1',
    'GET %zz HTTP/1.1',
    'GET /%zz HTTP/1.1',
    'GET /%E0%A4%A HTTP/1.1',
    'GET * HTTP/1.1',
    'GET http://[::1 HTTP/1.1',
    'GET /a%00b HTTP/1.1',
    'GET /..%2f..%2fetc%2fpasswd HTTP/1.1',
  ];
  for (const line of lines) {
    const response = await rawRequest(port, `${line}\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
    assert.ok([200, 400].includes(response.status), `${line}: ${response.status}`);
    await assertStillServing(line);
  }
  // Not even HTTP.
  await rawRequest(port, 'hello\r\n\r\n');
  await assertStillServing('a line that is not HTTP');
});

test('a file it may not read gets 403 and the server carries on', async () => {
  assert.equal((await request(port, 'GET', '/locked.html')).status, 403);
  assert.equal((await request(port, 'GET', '/locked')).status, 403);
  await assertStillServing('an unreadable file');
});

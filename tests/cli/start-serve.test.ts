/**
 * `start [siteDir]` and `serve [siteDir]` run as a terminal runs them, from another folder: the
 * dev server of the positional site with Docusaurus's `--poll` and `--no-open`, stopped cleanly by a
 * signal; `serve --build --dir` builds the site into that folder and serves it.
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { copyFixture, removeDir } from '../support/fixture-site.ts';
import { startCli } from './run-cli.ts';

let siteDir: string;
before(async () => {
  siteDir = await copyFixture('basic');
});
after(() => removeDir(siteDir));

test('start <siteDir> --poll 100 --no-open serves the site; SIGTERM stops it with status 0', async () => {
  const server = await startCli(['start', siteDir, '--poll', '100', '--no-open', '--port', '0', '--host', '127.0.0.1'], {
    cwd: tmpdir(),
    ready: /^\[dev\] ready in \d+\.\d+ s at (http:\/\/127\.0\.0\.1:\d+\/)$/m,
  });
  try {
    const url = /(http:\S+)$/.exec(server.line)![1];
    assert.equal((await fetch(url)).status, 200);
  } finally {
    assert.equal(await server.stop(), 0);
  }
});

test('serve <siteDir> --build --dir out builds into that folder and serves it', async () => {
  const server = await startCli(['serve', siteDir, '--build', '--dir', 'out', '--port', '0', '--host', '127.0.0.1', '--no-progress'], {
    cwd: tmpdir(),
    ready: /^Serving .* at (http:\/\/127\.0\.0\.1:\d+\/)$/m,
  });
  try {
    assert.ok(existsSync(join(siteDir, 'out/404.html')), 'built into --dir, relative to the site');
    const url = /(http:\S+)$/.exec(server.line)![1];
    assert.equal((await fetch(url)).status, 200);
  } finally {
    await server.stop();
  }
});

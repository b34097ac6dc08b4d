/**
 * Errors name what to fix: the Markdown file and line of a missing import, the file (and line) a
 * failing render comes from, a binary file under a Markdown name, a front matter value of the
 * wrong type, the source file and line of a broken link; a full disk, a folder that cannot be
 * written and a port in use are told in one line with the path or port and the real cause.
 */
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { formatError } from '../../src/core/site-error.ts';
import { buildSite, copyFixture, removeDir, repoRoot } from '../support/fixture-site.ts';

let siteDir: string;
let docsDir: string;

before(async () => {
  siteDir = await copyFixture('basic');
  docsDir = await copyFixture('docs-site');
});
after(async () => {
  await removeDir(siteDir);
  await removeDir(docsDir);
});

/** Writes files into a site, expects its build to fail with a message, then removes or restores them. */
async function expectBuildError(site: string, files: Record<string, string | Buffer>, expected: RegExp): Promise<void> {
  const originals = new Map<string, string | undefined>();
  for (const [file, content] of Object.entries(files)) {
    const path = join(site, file);
    let original: string | undefined;
    try {
      original = readFileSync(path, 'utf8');
    } catch {
      original = undefined;
    }
    originals.set(path, original);
    writeFileSync(path, content);
  }
  try {
    await assert.rejects(buildSite(site), (error: unknown) => {
      assert.match(formatError(error), expected);
      return true;
    });
  } finally {
    for (const [path, original] of originals) {
      if (original === undefined) rmSync(path);
      else writeFileSync(path, original);
    }
  }
}

test('a missing MDX import names the Markdown file and the line of the import', async () => {
  await expectBuildError(
    siteDir,
    { 'src/pages/imports.mdx': "---\ntitle: Imports\n---\n\nimport Missing from '../components/Missing';\n\n<Missing />\n" },
    /src\/pages\/imports\.mdx:5: cannot find the module "\.\.\/components\/Missing" this file imports/,
  );
});

test('a render-time throw names the source file and the line it threw at', async () => {
  const page =
    "import Layout from '@theme/Layout';\n\nfunction Broken(): never {\n  throw new Error('the price list is empty');\n}\n\nexport default function Prices() {\n  return <Layout title=\"Prices\"><Broken /></Layout>;\n}\n";
  await expectBuildError(siteDir, { 'src/pages/prices.tsx': page }, /failed to prerender \/prices \(src\/pages\/prices\.tsx:4:\d+\): the price list is empty/);
});

test('a binary file saved as .md is an error naming it', async () => {
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52]);
  await expectBuildError(siteDir, { 'src/pages/photo.md': png }, /src\/pages\/photo\.md: not a text file: it holds binary data/);
});

test("tags of the wrong type in a doc's front matter are an error naming the file", async () => {
  const file = 'docs/custom.mdx';
  const original = readFileSync(join(docsDir, file), 'utf8');
  await expectBuildError(
    docsDir,
    { [file]: original.replace('---\n', '---\ntags: 5\n') },
    /docs\/custom\.mdx: invalid front matter:\n\s+- "front matter\.tags": .*expected array, received number/,
  );
});

test('a broken link names the source file and the line of the link', async () => {
  const file = join(siteDir, 'src/pages/about.mdx');
  const original = readFileSync(file, 'utf8');
  const lines = original.split('\n');
  lines.splice(6, 0, 'See [the gone page](/gone-page).', '');
  writeFileSync(file, lines.join('\n'));
  try {
    const result = await buildSite(siteDir);
    const warning = result.report.warnings.find((w) => w.startsWith('Broken links'));
    assert.match(warning ?? '', /- on \/about:\n( {6}.*\n)* {6}\S*src\/pages\/about\.mdx:7: \/gone-page/);
  } finally {
    writeFileSync(file, original);
  }
});

test('a full disk or a folder that cannot be written is told in one line, with the path and the cause', () => {
  const full = Object.assign(new Error("ENOSPC: no space left on device, write '/site/build/a.html'"), {
    code: 'ENOSPC',
    syscall: 'write',
    path: '/site/build/a.html',
  });
  assert.equal(formatError(full), 'could not write /site/build/a.html: no space left on the device (ENOSPC)');
  const readOnly = Object.assign(new Error("EROFS: read-only file system, mkdir '/site/.build-staging-1'"), {
    code: 'EROFS',
    syscall: 'mkdir',
    path: '/site/.build-staging-1',
  });
  assert.equal(formatError(readOnly), 'could not create the folder /site/.build-staging-1: the file system is read-only (EROFS)');
  // A folder this machine never lets anyone write, through the command line.
  const run = spawnSync(process.execPath, ['src/core/launcher.mjs', 'build', '--site-dir', siteDir, '--out-dir', '/sys/site-build'], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  assert.equal(run.status, 1);
  assert.match(
    run.stderr,
    /^\[error\] could not create the folder \/sys\/\.site-build-staging-\d+: (operation not permitted|permission denied|the file system is read-only) \(E\w+\)$/m,
  );
  assert.doesNotMatch(run.stderr, /\n\s+at /, 'no stack trace');
});

/** Holds a port, as another server would. */
async function holdPort(): Promise<{ port: number; server: Server }> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as { port: number }).port, server };
}

for (const command of ['start', 'serve']) {
  test(`\`${command}\` on a port in use prints one line naming the port`, async () => {
    const { port, server } = await holdPort();
    try {
      const child = spawn(process.execPath, ['src/core/launcher.mjs', command, '--site-dir', siteDir, '--port', String(port), '--host', '127.0.0.1'], {
        cwd: repoRoot,
      });
      let stderr = '';
      child.stderr.on('data', (chunk) => (stderr += chunk));
      const status = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      assert.equal(status, 1);
      assert.equal(stderr.trim(), `[error] port ${port} on 127.0.0.1 is already in use (is another server running?); choose another with --port`);
    } finally {
      server.close();
    }
  });
}

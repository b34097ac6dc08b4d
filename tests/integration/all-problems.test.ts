/**
 * A failed build shows every problem at once: problems of every category set to 'throw' (broken
 * links, anchors, Markdown links, duplicate routes) are collected to the end of the link check and
 * fail the build once, grouped and counted, each with its file and line; the warnings gathered
 * before the failure are printed with it (also when an MDX syntax error stops the build); the
 * last good output stays. Exit code 1 through the command line, as Docusaurus.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { after, before, test } from 'node:test';
import { reportOfFailedBuild } from '../../src/core/build-report.ts';
import { formatError } from '../../src/core/site-error.ts';
import { buildSite, copyFixture, removeDir, repoRoot } from '../support/fixture-site.ts';

let siteDir: string;
let goodIndex: string;
let goodConfig: string;

/** Runs the command line as a terminal would, without one (plain output). */
const launch = (...args: string[]) =>
  spawnSync(process.execPath, ['src/core/launcher.mjs', ...args], { cwd: repoRoot, encoding: 'utf8', env: { ...process.env, CI: 'true' } });

/** Sets the config's policies (in place of its `onBrokenLinks` line) and writes files; returns a function that puts back both. */
function breakSite(policies: string, files: Record<string, string>): () => void {
  const originals = new Map(Object.keys(files).map((file) => [file, existsSync(join(siteDir, file)) ? readFileSync(join(siteDir, file), 'utf8') : undefined]));
  writeFileSync(join(siteDir, 'site.config.ts'), goodConfig.replace("  onBrokenLinks: 'warn',\n", policies));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(siteDir, file)), { recursive: true });
    writeFileSync(join(siteDir, file), text);
  }
  return () => {
    writeFileSync(join(siteDir, 'site.config.ts'), goodConfig);
    for (const [file, original] of originals) {
      if (original === undefined) rmSync(join(siteDir, file));
      else writeFileSync(join(siteDir, file), original);
    }
  };
}

function assertLastGoodOutputIntact(): void {
  assert.equal(readFileSync(join(siteDir, 'build/index.html'), 'utf8'), goodIndex, 'the last good build stays');
  assert.deepEqual(
    readdirSync(dirname(join(siteDir, 'build'))).filter((f) => f.includes('staging')),
    [],
    'no staging folder left',
  );
}

before(async () => {
  siteDir = await copyFixture('basic');
  await buildSite(siteDir);
  goodIndex = readFileSync(join(siteDir, 'build/index.html'), 'utf8');
  goodConfig = readFileSync(join(siteDir, 'site.config.ts'), 'utf8');
});
after(() => removeDir(siteDir));

/** Every category at once: links, anchors and Markdown links throw, a second page at /about (duplicate route) throws, a missing image warns. */
const everyProblem = {
  policies: `  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: { hooks: { onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'warn' } },
`,
  files: {
    // Line 5: two broken links, line 7: a broken anchor, line 9: a Markdown link to no page, line 11: a missing image.
    'src/pages/problems.mdx':
      '---\ntitle: Problems\n---\n\nA [missing page](/missing-page) and [another](/also-missing).\n\nA [missing anchor](/about#no-such-heading).\n\nA [Markdown link to nothing](./gone.md).\n\n![A missing image](./missing.png)\n',
    'src/pages/about/index.mdx': '---\ntitle: Second about\n---\n\nA second page at /about.\n',
  },
};

/** What the report of `everyProblem` must hold, in the error or the printed output. */
function assertEveryProblem(text: string): void {
  assert.match(
    text,
    /the build found problems in 4 categories set to 'throw' \(Duplicate routes: 1, Broken Markdown links: 1, Broken links: 4, Broken anchors: 1\)/,
  );
  assert.match(text, /Duplicate routes \(1\):\n {2}- \/about \(from .*src\/pages\/about\.mdx and .*src\/pages\/about\/index\.mdx\)/);
  assert.match(text, /Broken Markdown links \(1\):\n {2}- src\/pages\/problems\.mdx:9: \.\/gone\.md does not resolve to a page/);
  // Grouped by the page they are on, as Docusaurus does; each entry by file and line.
  // (The Markdown link to no page stays a link to nothing, so the link check reports it too, as in Docusaurus.)
  assert.match(
    text,
    /Broken links \(4\):\n[\s\S]*- on \/problems:\n {6}\S*src\/pages\/problems\.mdx:5: \/missing-page\n {6}\S*src\/pages\/problems\.mdx:5: \/also-missing\n {6}\S*src\/pages\/problems\.mdx:9: \/gone\.md\n/,
  );
  assert.match(text, /- on \/about:\n {6}\S*src\/pages\/about\.mdx:6: \/nowhere/);
  assert.match(
    text,
    /Broken anchors \(1\):\n {2}- on \/problems:\n {6}\S*src\/pages\/problems\.mdx:7: \/about#no-such-heading \(no element with id "no-such-heading"\)/,
  );
}

test('one failed build lists every category set to throw, counted, each entry with file and line; the warnings are kept', async () => {
  const restore = breakSite(everyProblem.policies, everyProblem.files);
  try {
    await assert.rejects(buildSite(siteDir), (error: unknown) => {
      assertEveryProblem(formatError(error));
      const warnings = reportOfFailedBuild(error)?.warnings ?? [];
      assert.ok(
        warnings.some((w) => /^Broken Markdown images \(1\):\n {2}- src\/pages\/problems\.mdx:11: \.\/missing\.png/.test(w)),
        warnings.join('\n'),
      );
      return true;
    });
  } finally {
    restore();
  }
  assertLastGoodOutputIntact();
});

test('through the command line: the warnings, then every problem, and exit code 1', () => {
  const restore = breakSite(everyProblem.policies, everyProblem.files);
  try {
    const run = launch('build', '--site-dir', siteDir);
    assert.equal(run.status, 1, run.stdout + run.stderr);
    const output = run.stdout + run.stderr;
    assertEveryProblem(run.stderr);
    assert.match(
      run.stderr,
      /Warnings \(1\):\n {2}\[warn\] Broken Markdown images \(1\):\n {4}- src\/pages\/problems\.mdx:11: \.\/missing\.png image file not found/,
    );
    assert.ok(run.stderr.indexOf('Warnings (1):') < run.stderr.indexOf('[error]'), 'the warnings come before the error');
    assert.equal(output.match(/Broken links \(/g)?.length, 1, 'the error is printed once');
    assert.doesNotMatch(output, /^Built /m, 'no success summary');
  } finally {
    restore();
  }
  assertLastGoodOutputIntact();
});

test('an MDX syntax error: the warnings and the problems set to throw gathered before it are printed with it', () => {
  const restore = breakSite("  onBrokenLinks: 'warn',\n", {
    'src/pages/about/index.mdx': '---\ntitle: Second about\n---\n\nA second page at /about.\n',
    'src/pages/slow.mdx': '---\ntitle: Slow\n---\n\nText\n\n<div>\n{broken\n',
  });
  try {
    const run = launch('build', '--site-dir', siteDir);
    assert.equal(run.status, 1, run.stdout + run.stderr);
    assert.match(run.stderr, /Warnings \(1\):\n {2}\[warn\] Duplicate routes \(1\):\n {4}- \/about \(from /);
    assert.match(run.stderr, /\[error\] \S*src\/pages\/slow\.mdx:9:\d+: MDX syntax error/);
    assert.ok(run.stderr.indexOf('Duplicate routes') < run.stderr.indexOf('[error]'), 'the warnings come before the error');
  } finally {
    restore();
  }
  assertLastGoodOutputIntact();

  const restoreThrowing = breakSite("  onBrokenLinks: 'warn',\n  onDuplicateRoutes: 'throw',\n", {
    'src/pages/about/index.mdx': '---\ntitle: Second about\n---\n\nA second page at /about.\n',
    'src/pages/slow.mdx': '---\ntitle: Slow\n---\n\nText\n\n<div>\n{broken\n',
  });
  try {
    const run = launch('build', '--site-dir', siteDir);
    assert.equal(run.status, 1, run.stdout + run.stderr);
    assert.match(run.stderr, /Errors found before the build stopped \(1\):\n {2}\[error\] Duplicate routes \(1\):\n {4}- \/about \(from /);
    assert.match(run.stderr, /\[error\] \S*src\/pages\/slow\.mdx:9:\d+: MDX syntax error/);
  } finally {
    restoreThrowing();
  }
  assertLastGoodOutputIntact();
});

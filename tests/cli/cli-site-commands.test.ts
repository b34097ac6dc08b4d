/**
 * The site commands, run as a terminal runs them (a child process) in a copy of a Docusaurus 3
 * fixture site: `write-heading-ids` (the content plugins' files, or the files given), a plugin's
 * `extendCli` command (the site taken from DOCUSAURUS_CLI_SITE_DIR/DOCUSAURUS_CLI_CONFIG, as
 * Docusaurus), `docs:version` (its files, its refusals), then `build <siteDir>` with `--config`
 * from another folder: the positional site is built, with the new version, by the config given,
 * and its plugins run with the site folder as working directory.
 */
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { copyFixture, removeDir } from '../support/fixture-site.ts';
import { runCli } from './run-cli.ts';

let siteDir: string;

/** A local plugin with a command of its own, and a postBuild that records the working directory. */
const HELLO_PLUGIN = `module.exports = function helloCli(context) {
  return {
    name: 'hello-cli',
    extendCli(cli) {
      cli
        .command('hello <name>')
        .option('--shout', 'in capitals')
        .description('Writes a greeting into the site folder')
        .action((name, options) => {
          const text = 'hello ' + name;
          require('fs').writeFileSync(require('path').join(context.siteDir, 'greeting.txt'), options.shout ? text.toUpperCase() : text);
        });
    },
    postBuild() {
      require('fs').writeFileSync(require('path').join(context.siteDir, 'post-build-cwd.txt'), process.cwd());
    },
  };
};
`;

/** A second config that extends the site's own with the plugin (what `--config` picks). */
const CLI_CONFIG = `const base = require('./docusaurus.config.js');
module.exports = async () => {
  const config = await base();
  return { ...config, plugins: [...(config.plugins ?? []), require.resolve('./plugins/hello-cli.js')] };
};
`;

const HEADINGS_DOC = `---
title: Headings
---

Some text.

## Getting started

## Getting started

\`\`\`md
## Not a heading, in a code block
\`\`\`

## Kept as it is {#kept}

### See [the guide](/docs/intro) First
`;

before(async () => {
  siteDir = await copyFixture('docusaurus-cjs');
  mkdirSync(join(siteDir, 'plugins'));
  writeFileSync(join(siteDir, 'plugins/hello-cli.js'), HELLO_PLUGIN);
  writeFileSync(join(siteDir, 'cli.config.js'), CLI_CONFIG);
  writeFileSync(join(siteDir, 'docs/headings.md'), HEADINGS_DOC);
  writeFileSync(join(siteDir, 'docs/case.md'), '# Case\n\n## Mixed Case Title\n');
});
after(() => removeDir(siteDir));

test('write-heading-ids writes {#id} ids into the docs, as Docusaurus: deduplicated, code left alone, existing ids kept', () => {
  const run = runCli(['write-heading-ids'], { cwd: siteDir });
  assert.equal(run.status, 0, run.stderr);
  assert.match(run.stdout, /Heading ids added to Markdown files \(\d+\/\d+ files\): .*docs\/headings\.md/);
  assert.equal(
    readFileSync(join(siteDir, 'docs/headings.md'), 'utf8'),
    HEADINGS_DOC.replace(
      '## Getting started\n\n## Getting started',
      '## Getting started {#getting-started}\n\n## Getting started {#getting-started-1}',
    ).replace('### See [the guide](/docs/intro) First', '### See [the guide](/docs/intro) First {#see-the-guide-first}'),
  );
  // A second run changes nothing, and says so.
  const again = runCli(['write-heading-ids', '.', 'docs/headings.md'], { cwd: siteDir });
  assert.equal(again.status, 0, again.stderr);
  assert.match(again.stderr, /1 Markdown files already have explicit heading ids/);
});

test('write-heading-ids [siteDir] [files...] --maintain-case --overwrite: only the given file, its case kept', () => {
  writeFileSync(join(siteDir, 'docs/case.md'), '# Case\n\n## Mixed Case Title {#old}\n');
  const run = runCli(['write-heading-ids', siteDir, join(siteDir, 'docs/case.md'), '--maintain-case', '--overwrite'], { cwd: tmpdir() });
  assert.equal(run.status, 0, run.stderr);
  assert.equal(readFileSync(join(siteDir, 'docs/case.md'), 'utf8'), '# Case\n\n## Mixed Case Title {#Mixed-Case-Title}\n');
});

test("a plugin's extendCli command runs, with its options, on the site DOCUSAURUS_CLI_SITE_DIR names", () => {
  const run = runCli(['hello', 'lantern', '--shout'], { cwd: tmpdir(), env: { DOCUSAURUS_CLI_SITE_DIR: siteDir, DOCUSAURUS_CLI_CONFIG: 'cli.config.js' } });
  assert.equal(run.status, 0, run.stderr);
  assert.equal(readFileSync(join(siteDir, 'greeting.txt'), 'utf8'), 'HELLO LANTERN');
  const help = runCli(['--help'], { cwd: siteDir, env: { DOCUSAURUS_CLI_CONFIG: 'cli.config.js' } });
  assert.match(help.stdout, /^ {2}hello \[options\] <name> +Writes a greeting into the site folder$/m);
});

test('docs:version 2.0 copies the docs and sidebars and lists the version first', () => {
  const run = runCli(['docs:version', '2.0'], { cwd: siteDir });
  assert.equal(run.status, 0, run.stderr);
  assert.match(run.stdout, /\[docs\]: version 2\.0 created!/);
  assert.deepEqual(JSON.parse(readFileSync(join(siteDir, 'versions.json'), 'utf8')), ['2.0']);
  assert.equal(readFileSync(join(siteDir, 'versioned_docs/version-2.0/intro.md'), 'utf8'), readFileSync(join(siteDir, 'docs/intro.md'), 'utf8'));
  assert.ok(existsSync(join(siteDir, 'versioned_docs/version-2.0/guides/lighting/wicks.md')));
  // The sidebars as sidebars.js exports them, unnormalized, as Docusaurus writes them.
  const sidebars = JSON.parse(readFileSync(join(siteDir, 'versioned_sidebars/version-2.0-sidebars.json'), 'utf8'));
  assert.deepEqual(sidebars, JSON.parse(JSON.stringify(createRequire(join(siteDir, 'x.js'))('./sidebars.js'))));
});

test('docs:version refuses an existing or invalid version, in one line', () => {
  const existing = runCli(['docs:version', '2.0'], { cwd: siteDir });
  assert.equal(existing.status, 1);
  assert.equal(existing.stderr.trim(), '[error] [docs]: this version already exists! Use a version tag that does not already exist.');
  const invalid = runCli(['docs:version', 'a/b'], { cwd: siteDir });
  assert.equal(invalid.status, 1);
  assert.match(invalid.stdout, /\[docs\]: Invalid version name provided\. Try something like: 1\.0\.0/);
  assert.equal(invalid.stderr.trim(), '[error] Invalid version name "a/b": version name should not include slash (/) or backslash (\\).');
  assert.deepEqual(JSON.parse(readFileSync(join(siteDir, 'versions.json'), 'utf8')), ['2.0']);
});

test('build <siteDir> --config --out-dir: builds that site from another folder, with the new version, by the config given, in the site folder', () => {
  const run = runCli(['build', siteDir, '--config', 'cli.config.js', '--out-dir', 'out', '--no-progress'], { cwd: tmpdir() });
  assert.equal(run.status, 0, run.stderr);
  const outDir = join(siteDir, 'out');
  assert.ok(existsSync(join(outDir, '404.html')));
  // The version tagged above is the last version: its docs are at /docs/, the current ones at /docs/next/.
  assert.ok(existsSync(join(outDir, 'docs/intro/index.html')) || existsSync(join(outDir, 'docs/intro.html')));
  assert.ok(
    existsSync(join(outDir, 'docs/next/intro/index.html')) || existsSync(join(outDir, 'docs/next/intro.html')),
    'the current docs moved under /docs/next/',
  );
  assert.equal(readFileSync(join(siteDir, 'post-build-cwd.txt'), 'utf8'), siteDir, 'the config given was used, and its plugins ran in the site folder');
});

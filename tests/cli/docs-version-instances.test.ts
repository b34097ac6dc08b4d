/**
 * `docs:version:<pluginId>`: each docs instance other than the default adds its own command, which
 * versions that instance alone into its id-prefixed files, as Docusaurus names them.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { copyFixture, removeDir } from '../support/fixture-site.ts';
import { runCli } from './run-cli.ts';

let siteDir: string;
before(async () => {
  siteDir = await copyFixture('docusaurus-plugins');
});
after(() => removeDir(siteDir));

test('docs:version:community 1.0 versions the community instance into community_* files', () => {
  const help = runCli(['--help'], { cwd: siteDir });
  assert.match(help.stdout, /^ {2}docs:version:community <version> +Tag a new docs version \(community\)$/m);
  const run = runCli(['docs:version:community', '1.0'], { cwd: siteDir });
  assert.equal(run.status, 0, run.stderr);
  assert.match(run.stdout, /\[community\]: version 1\.0 created!/);
  assert.deepEqual(JSON.parse(readFileSync(join(siteDir, 'community_versions.json'), 'utf8')), ['1.0']);
  assert.ok(existsSync(join(siteDir, 'community_versioned_docs/version-1.0')));
  assert.ok(existsSync(join(siteDir, 'community_versioned_sidebars/version-1.0-sidebars.json')));
  assert.ok(!existsSync(join(siteDir, 'versions.json')), 'the default instance is not versioned');
});

/**
 * Breaks one file of a built fixture site, expects the build to fail with a message, then restores
 * the file: the last good output (`goodFile` of it) must be unchanged and no staging folder left.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { formatError } from '../../src/core/site-error.ts';
import { buildSite } from './fixture-site.ts';

export async function expectBuildError(siteDir: string, file: string, content: string, expected: RegExp, goodFile = 'index.html'): Promise<void> {
  const path = join(siteDir, file);
  const original = readFileSync(path, 'utf8');
  const good = readFileSync(join(siteDir, 'build', goodFile), 'utf8');
  writeFileSync(path, content);
  try {
    await assert.rejects(buildSite(siteDir), (error: unknown) => {
      assert.match(formatError(error), expected);
      return true;
    });
  } finally {
    writeFileSync(path, original);
  }
  assert.equal(readFileSync(join(siteDir, 'build', goodFile), 'utf8'), good, 'the last good build stays');
  assert.deepEqual(
    readdirSync(dirname(join(siteDir, 'build'))).filter((f) => f.includes('staging')),
    [],
    'no staging folder left',
  );
}

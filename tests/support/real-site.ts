/**
 * The real site, built once per test run: `tests/run.sh` builds it before the test files and
 * passes its folder in REAL_SITE_OUT; a test file run on its own builds it itself.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { build } from '../../src/core/build.ts';
import { sitePaths } from '../../src/core/site-paths.ts';
import { repoRoot, serveBuild, type ServedSite } from './fixture-site.ts';

export async function realSiteOutDir(): Promise<string> {
  const given = process.env.REAL_SITE_OUT;
  if (given && existsSync(join(given, 'index.html'))) return given;
  const out = join(repoRoot, '.cache/test-site/build');
  await build(sitePaths(repoRoot, out, join(repoRoot, '.cache/test-site/work')));
  return out;
}

export async function serveRealSite(): Promise<ServedSite> {
  return serveBuild(await realSiteOutDir());
}

/** Builds the real site once for the whole test run (see real-site.ts); prints where. */
import { join } from 'node:path';
import { build } from '../../src/core/build.ts';
import { sitePaths } from '../../src/core/site-paths.ts';
import { repoRoot } from './fixture-site.ts';

const out = join(repoRoot, '.cache/test-site/build');
const result = await build(sitePaths(repoRoot, out, join(repoRoot, '.cache/test-site/work')));
console.log(`Built the real site for the tests: ${result.routeCount} routes in ${out}`);

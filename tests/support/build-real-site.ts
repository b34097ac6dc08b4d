/**
 * Builds the real site once for the whole test run (see real-site.ts), the way `npm run build`
 * does (through the launcher, from the generator's bundle), so the browser tests check what a
 * user's build makes. Prints where.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from './fixture-site.ts';

const out = join(repoRoot, '.cache/test-site/build');
const summary = execFileSync(process.execPath, ['src/core/launcher.mjs', 'build', '--out-dir', out, '--work-dir', join(repoRoot, '.cache/test-site/work')], {
  cwd: repoRoot,
  encoding: 'utf8',
});
console.log(`Built the real site for the tests (${/^Built (\d+) routes/m.exec(summary)?.[1] ?? '?'} routes) in ${out}`);

/**
 * `deploy`, run as a terminal runs it, against a local bare repository standing in for GitHub: git's
 * own `url.<base>.insteadOf` sends the URL Docusaurus's rules make (git@github.com:<org>/<project>.git,
 * from the config's organizationName and projectName, SSH inferred from the source's ssh:// origin) to it.
 * The build is pushed to gh-pages with Docusaurus's commit message; a second deploy (--skip-build)
 * with CUSTOM_COMMIT_MESSAGE adds a commit on top. Deploying from the deployment branch is refused.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { copyFixture, removeDir } from '../support/fixture-site.ts';
import { runCli } from './run-cli.ts';

let siteDir: string;
let remoteDir: string;
let gitEnv: Record<string, string>;

const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, ...gitEnv } }).trim();

before(async () => {
  siteDir = await copyFixture('docusaurus-cjs');
  remoteDir = await mkdtemp(join(tmpdir(), 'deploy-remote-'));
  const bare = join(remoteDir, 'guide.git');
  // The fixture's config: organizationName 'lantern', projectName 'guide'.
  gitEnv = { GIT_CONFIG_COUNT: '1', GIT_CONFIG_KEY_0: `url.${bare}.insteadOf`, GIT_CONFIG_VALUE_0: 'git@github.com:lantern/guide.git' };
  git(remoteDir, 'init', '--quiet', '--bare', bare);
  git(siteDir, 'init', '--quiet', '--initial-branch', 'main');
  git(siteDir, 'add', '--all');
  git(siteDir, '-c', 'user.name=Source', '-c', 'user.email=source@example.org', 'commit', '--quiet', '-m', 'site');
  // Another spelling of the same repository (git would rewrite this one too, and get-url shows it rewritten).
  git(siteDir, 'remote', 'add', 'origin', 'ssh://git@github.com/lantern/guide.git');
});
after(async () => {
  await removeDir(siteDir);
  await removeDir(remoteDir);
});

const deployEnv = () => ({ ...gitEnv, GIT_USER_NAME: 'Deployer', GIT_USER_EMAIL: 'deployer@example.org' });

test('deploy builds the site and pushes it to gh-pages with "Deploy website - based on <sha>"', () => {
  const run = runCli(['deploy', '--no-progress'], { cwd: siteDir, env: deployEnv() });
  assert.equal(run.status, 0, run.stderr);
  assert.match(run.stdout, /Website is live at https:\/\/lantern\.github\.io\/guide\/\./);
  const sha = git(siteDir, 'rev-parse', 'HEAD');
  const bare = join(remoteDir, 'guide.git');
  assert.equal(git(bare, 'log', '-1', '--format=%s|%an', 'gh-pages'), `Deploy website - based on ${sha}|Deployer`);
  const files = git(bare, 'ls-tree', '-r', '--name-only', 'gh-pages').split('\n');
  assert.ok(files.includes('index.html') && files.includes('404.html'), 'the build output is at the branch root');
});

test('deploy [siteDir] --skip-build --target-dir with CUSTOM_COMMIT_MESSAGE commits the existing output into that folder, on top', () => {
  const run = runCli(['deploy', siteDir, '--skip-build', '--target-dir', 'site'], {
    cwd: tmpdir(),
    env: { ...deployEnv(), CUSTOM_COMMIT_MESSAGE: 'Publish the guide' },
  });
  assert.equal(run.status, 0, run.stderr);
  const bare = join(remoteDir, 'guide.git');
  assert.deepEqual(git(bare, 'log', '--format=%s', 'gh-pages').split('\n')[0], 'Publish the guide');
  assert.equal(git(bare, 'rev-list', '--count', 'gh-pages'), '2');
  const files = git(bare, 'ls-tree', '-r', '--name-only', 'gh-pages').split('\n');
  assert.ok(files.includes('site/index.html'), 'the output went into the target folder');
  assert.ok(files.includes('index.html'), 'only the target folder is replaced, as Docusaurus does');
});

test('deploying from the deployment branch itself is refused, in one line', () => {
  const run = runCli(['deploy', '--skip-build'], { cwd: siteDir, env: { ...deployEnv(), CURRENT_BRANCH: 'gh-pages' } });
  assert.equal(run.status, 1);
  // After the warning that the config sets no trailingSlash.
  assert.match(run.stderr.trim(), /\n\[error\] You cannot deploy from this branch \(gh-pages\)\.\nYou will need to checkout to a different branch!$/);
});

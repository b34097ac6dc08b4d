/**
 * `deploy [siteDir]`: builds the site (unless `--skip-build`) and pushes the output to the
 * deployment branch of the site's GitHub repository, as Docusaurus's `deploy(siteDir, cliOptions)`:
 * same environment variables (GIT_USER, USE_SSH, GIT_PASS, ORGANIZATION_NAME, PROJECT_NAME,
 * DEPLOYMENT_BRANCH, CURRENT_BRANCH, GITHUB_HOST, GITHUB_PORT, GIT_USER_NAME, GIT_USER_EMAIL,
 * CUSTOM_COMMIT_MESSAGE, CI_PULL_REQUEST), same config keys (organizationName, projectName,
 * deploymentBranch, githubHost, githubPort), same checks and commit message. Git runs without a
 * shell, each argument passed as it is.
 */
import { execFileSync } from 'node:child_process';
import { cp, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SiteError } from '../site-error.ts';
import { build, type BuildCliOptions } from './build.ts';
import { checkLocales, siteCommandPaths } from './command-site.ts';

export interface DeployCliOptions extends BuildCliOptions {
  skipBuild?: boolean;
  /** Where in the deployment branch the output goes (default: its root). */
  targetDir?: string;
}

/** GIT_PASS never appears in what is printed. */
function hidePassword(text: string): string {
  const password = process.env.GIT_PASS;
  return password ? text.replaceAll(password, 'GIT_PASS') : text;
}

/** Runs git, printing the command (as Docusaurus does, so a failing step is easy to find); its output, trimmed. */
function git(args: readonly string[], options: { cwd: string; log?: boolean }): string {
  const shown = hidePassword(`git ${args.join(' ')}`);
  try {
    const output = execFileSync('git', args, { cwd: options.cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    if (options.log !== false) console.log(`[deploy] ${shown}`);
    return output.trim();
  } catch (error) {
    const stderr = String((error as { stderr?: unknown }).stderr ?? '').trim();
    throw new SiteError(`error while running ${shown} in ${options.cwd}${stderr ? `:\n${hidePassword(stderr)}` : ''}`);
  }
}

/** Whether a git command succeeds (for the steps Docusaurus tries before a fallback). */
function gitSucceeds(args: readonly string[], cwd: string): boolean {
  try {
    git(args, { cwd });
    return true;
  } catch {
    return false;
  }
}

/** Docusaurus's test: ssh:// URLs and scp-like ones (`git@github.com:org/repo.git`). */
function hasSshProtocol(url: string): boolean {
  try {
    return new URL(url).protocol === 'ssh:';
  } catch {
    return /^(?:[\w-]+@)?[\w.-]+:[\w./-]+/.test(url);
  }
}

function deploymentRepoUrl(useSsh: boolean, host: string, organization: string, project: string, port: string | undefined): string {
  if (useSsh) return port ? `ssh://git@${host}:${port}/${organization}/${project}.git` : `git@${host}:${organization}/${project}.git`;
  const user = process.env.GIT_USER!;
  const credentials = process.env.GIT_PASS ? `${user}:${process.env.GIT_PASS}` : user;
  return `https://${credentials}@${host}${port ? `:${port}` : ''}/${organization}/${project}.git`;
}

export async function deploy(siteDir = '.', cliOptions: DeployCliOptions = {}): Promise<void> {
  const paths = siteCommandPaths(siteDir, cliOptions);
  await checkLocales(paths, cliOptions.locale);
  const { findConfigFile, loadSiteConfig } = await import('../config/load-config.ts');
  const config = await loadSiteConfig(paths.siteDir);
  const configFile = findConfigFile(paths.siteDir);
  const cwd = paths.siteDir;
  if (config.trailingSlash === undefined)
    console.warn(
      '[warning] deploy: when deploying to GitHub Pages, set "trailingSlash" in the site config: otherwise GitHub Pages adds a trailing slash to page URLs on direct access only, with a redirect.',
    );
  console.log('[deploy] Deploy command invoked...');
  if (!gitSucceeds(['--version'], cwd)) throw new SiteError('git is not installed or not on the PATH');

  const sourceRepoUrl = git(['remote', 'get-url', 'origin'], { cwd, log: false });
  const sourceBranch = process.env.CURRENT_BRANCH ?? git(['rev-parse', '--abbrev-ref', 'HEAD'], { cwd, log: false });
  let useSsh = process.env.USE_SSH?.toLowerCase() === 'true';
  if (!process.env.GIT_USER && !useSsh) {
    // USE_SSH unset: inferred from the repository's URL.
    if (process.env.USE_SSH === undefined && hasSshProtocol(sourceRepoUrl)) useSsh = true;
    else throw new SiteError('Please set the GIT_USER environment variable, or explicitly specify USE_SSH instead!');
  }
  const organizationName = process.env.ORGANIZATION_NAME ?? process.env.CIRCLE_PROJECT_USERNAME ?? config.organizationName;
  if (!organizationName)
    throw new SiteError(
      `Missing project organization name. Did you forget to define "organizationName" in ${configFile}? You may also export it via the ORGANIZATION_NAME environment variable.`,
    );
  console.log(`[deploy] organizationName: ${organizationName}`);
  const projectName = process.env.PROJECT_NAME ?? process.env.CIRCLE_PROJECT_REPONAME ?? config.projectName;
  if (!projectName)
    throw new SiteError(
      `Missing project name. Did you forget to define "projectName" in ${configFile}? You may also export it via the PROJECT_NAME environment variable.`,
    );
  console.log(`[deploy] projectName: ${projectName}`);

  // Never on a pull request.
  if (process.env.CI_PULL_REQUEST ?? process.env.CIRCLE_PULL_REQUEST) {
    console.log('Skipping deploy on a pull request.');
    return;
  }
  // <org>.github.io repositories publish from their default branch, which is not assumed.
  if (projectName.includes('.github.io') && !process.env.DEPLOYMENT_BRANCH && !config.deploymentBranch)
    throw new SiteError(
      "For GitHub pages organization deployments, 'docusaurus deploy' does not assume anymore that 'master' is your default Git branch.\nPlease provide the branch name to deploy to as an environment variable, for example DEPLOYMENT_BRANCH=main or DEPLOYMENT_BRANCH=master .\nYou can also set the deploymentBranch property in the site config.",
    );
  const deploymentBranch = process.env.DEPLOYMENT_BRANCH ?? config.deploymentBranch ?? 'gh-pages';
  console.log(`[deploy] deploymentBranch: ${deploymentBranch}`);
  const githubHost = process.env.GITHUB_HOST ?? config.githubHost ?? 'github.com';
  const githubPort = process.env.GITHUB_PORT ?? config.githubPort;
  const repoUrl = deploymentRepoUrl(useSsh, githubHost, organizationName, projectName, githubPort);
  console.log(`[deploy] Remote repo URL: ${hidePassword(repoUrl)}`);

  // Deploying to the branch being deployed from is refused, unless it is another repository.
  const crossRepoPublish = !sourceRepoUrl.endsWith(`${organizationName}/${projectName}.git`);
  if (sourceBranch === deploymentBranch && !crossRepoPublish)
    throw new SiteError(`You cannot deploy from this branch (${sourceBranch}).\nYou will need to checkout to a different branch!`);
  const currentCommit = git(['rev-parse', 'HEAD'], { cwd });

  if (!cliOptions.skipBuild) await build(paths.siteDir, { ...cliOptions, outDir: paths.outDir });

  const clone = await mkdtemp(join(tmpdir(), `${projectName}-${deploymentBranch}`));
  // The deployment branch, or a new one from the repository's default branch.
  if (!gitSucceeds(['clone', '--depth', '1', '--branch', deploymentBranch, repoUrl, clone], cwd)) {
    git(['clone', '--depth', '1', repoUrl, clone], { cwd });
    git(['checkout', '-b', deploymentBranch], { cwd: clone });
  }
  const targetDir = cliOptions.targetDir ?? '.';
  git(['rm', '-rf', '--ignore-unmatch', targetDir], { cwd: clone, log: false });
  try {
    await cp(paths.outDir, join(clone, targetDir), { recursive: true });
  } catch (error) {
    throw new SiteError(`copying the build output from ${paths.outDir} to ${join(clone, targetDir)} failed: ${(error as Error).message}`);
  }
  git(['add', '--all'], { cwd: clone });
  if (process.env.GIT_USER_NAME) git(['config', 'user.name', process.env.GIT_USER_NAME], { cwd: clone });
  if (process.env.GIT_USER_EMAIL) git(['config', 'user.email', process.env.GIT_USER_EMAIL], { cwd: clone });
  const message = process.env.CUSTOM_COMMIT_MESSAGE ?? `Deploy website - based on ${currentCommit}`;
  const committed = gitSucceeds(['commit', '-m', message, '--allow-empty'], clone);
  if (!gitSucceeds(['push', '--force', 'origin', deploymentBranch], clone))
    throw new SiteError('Running "git push" command failed. Does the GitHub user account you are using have push access to the repository?');
  if (committed) {
    const websiteUrl =
      githubHost === 'github.com'
        ? projectName.includes('.github.io')
          ? `https://${organizationName}.github.io/`
          : `https://${organizationName}.github.io/${projectName}/`
        : `https://${githubHost}/pages/${organizationName}/${projectName}/`;
    console.log(`Website is live at ${websiteUrl}.`);
  }
}

/**
 * The generator as a site installs it: `npm pack` of this repository, made once per test process
 * into a temporary folder, and the commands that install and run sites created outside the
 * repository (so nothing they load can come from its node_modules). Every install shares one npm
 * cache folder, so only the first one downloads.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from './fixture-site.ts';

/** npm's cache for the tests' installs, kept between runs. */
export const NPM_CACHE_DIR = join(tmpdir(), 'velocisaurus-tests-npm-cache');

/**
 * The environment a site's commands run in: this process's, less what would point them back at the
 * repository or at this process's generator, with npm's cache and plain progress lines (CI).
 */
export function siteEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, CI: 'true', npm_config_cache: NPM_CACHE_DIR, npm_config_update_notifier: 'false' };
  for (const name of Object.keys(env))
    if (/^(NODE_OPTIONS|NODE_PATH|SITE_GENERATOR_|SITE_CONFIG_FILE|REAL_SITE_OUT|npm_package_|npm_lifecycle_)/.test(name)) delete env[name];
  return env;
}

export interface CommandOutput {
  stdout: string;
  stderr: string;
}

/** Runs a command to its end in `cwd` (with `env` added to the site's environment); a failure's error carries its output. */
export function runCommand(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): Promise<CommandOutput> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { cwd, env: { ...siteEnv(), ...env }, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${command} ${args.join(' ')} failed in ${cwd}: ${error.message}\n${stdout}\n${stderr}`));
      else resolve({ stdout, stderr });
    });
  });
}

let packing: Promise<string> | undefined;

/** The tarball `npm pack` makes of this repository (made on first use). */
export function packedGenerator(): Promise<string> {
  packing ??= (async () => {
    const dir = await mkdtemp(join(tmpdir(), 'velocisaurus-pack-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    const { stdout } = await runCommand('npm', ['pack', '--json', '--pack-destination', dir], repoRoot);
    const [{ filename }] = JSON.parse(stdout) as Array<{ filename: string }>;
    return join(dir, filename);
  })();
  return packing;
}

/** `npm install` in a site: its own dependencies, the generator's tarball among them (its `file:` packages are linked into node_modules). */
export function installSite(siteDir: string): Promise<CommandOutput> {
  return runCommand('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline'], siteDir);
}

/** A long-running command (`npm run serve`), in a process group of its own so that stopping it stops the server npm started. */
export interface RunningCommand {
  child: ChildProcess;
  /** Resolves with the first match of `pattern` in its output. */
  waitFor(pattern: RegExp): Promise<RegExpMatchArray>;
  stop(): void;
}

export function startCommand(command: string, args: string[], cwd: string): RunningCommand {
  const child = spawn(command, args, { cwd, env: siteEnv(), detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const listeners = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  return {
    child,
    waitFor: (pattern) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const match = output.match(pattern);
          if (match) {
            listeners.delete(check);
            resolve(match);
          }
        };
        listeners.add(check);
        child.once('exit', (code) => reject(new Error(`${command} ${args.join(' ')} ended (${code}) before printing ${pattern}:\n${output}`)));
        check();
      }),
    stop: () => {
      if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM');
    },
  };
}

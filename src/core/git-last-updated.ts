/**
 * "Last updated" dates and authors from git: ONE `git log` over all docs folders, read newest
 * first, so each file's first appearance is its last change. Without git, outside a repository,
 * in a shallow clone (dates would be the clone's boundary) or for untracked files: no date.
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';

export interface LastUpdate {
  /** Milliseconds since the epoch (author date of the last commit touching the file). */
  timestamp: number;
  author: string;
}

const COMMIT_START = '\x1e';
const FIELD_SEPARATOR = '\x1f';

/** The repository's top folder and its git folder, or undefined outside a repository. */
function findRepository(from: string): { root: string; gitDir: string } | undefined {
  for (let dir = resolve(from); ; dir = dirname(dir)) {
    const dotGit = join(dir, '.git');
    if (existsSync(dotGit)) {
      if (statSync(dotGit).isDirectory()) return { root: dir, gitDir: dotGit };
      // Worktrees and submodules: ".git" is a file saying "gitdir: <path>".
      const pointer = /^gitdir:\s*(.+)$/m.exec(readFileSync(dotGit, 'utf8'))?.[1].trim();
      return pointer ? { root: dir, gitDir: resolve(dir, pointer) } : undefined;
    }
    if (dirname(dir) === dir) return undefined;
  }
}

function isShallow(gitDir: string): boolean {
  if (existsSync(join(gitDir, 'shallow'))) return true;
  const commonDirFile = join(gitDir, 'commondir');
  if (!existsSync(commonDirFile)) return false;
  return existsSync(join(resolve(gitDir, readFileSync(commonDirFile, 'utf8').trim()), 'shallow'));
}

/**
 * Parses `git log --format=%x1e%at%x1f%an --name-only -z` output: per commit a header
 * "\x1e<seconds>\x1f<author>\0" then "\n" and NUL-separated file paths.
 */
export function parseGitLog(output: string, repoRoot: string): Map<string, LastUpdate> {
  const updates = new Map<string, LastUpdate>();
  for (const commit of output.split(COMMIT_START).slice(1)) {
    const headerEnd = commit.indexOf('\0');
    if (headerEnd < 0) continue;
    const [seconds, author = ''] = commit.slice(0, headerEnd).split(FIELD_SEPARATOR);
    const timestamp = Number(seconds) * 1000;
    if (!Number.isFinite(timestamp)) continue;
    for (const path of commit.slice(headerEnd + 1).split('\0')) {
      const file = path.replace(/^\n+/, '');
      if (!file) continue;
      const absolute = join(repoRoot, file);
      if (!updates.has(absolute)) updates.set(absolute, { timestamp, author });
    }
  }
  return updates;
}

function runGit(args: string[], cwd: string): Promise<string | undefined> {
  return new Promise((done) => {
    execFile('git', args, { cwd, maxBuffer: 256 * 1024 * 1024, encoding: 'utf8' }, (error, stdout) => done(error ? undefined : stdout));
  });
}

/** Last updates of every tracked file under the folders, by absolute path. */
export async function readLastUpdates(folders: string[]): Promise<Map<string, LastUpdate>> {
  if (folders.length === 0) return new Map();
  const repository = findRepository(folders[0]);
  if (!repository || isShallow(repository.gitDir)) return new Map();
  const pathspecs = folders.map((folder) => relative(repository.root, folder)).filter((p) => p !== '' && !p.startsWith('..') && !isAbsolute(p));
  if (pathspecs.length === 0) return new Map();
  const output = await runGit(
    ['log', `--format=${COMMIT_START}%at${FIELD_SEPARATOR}%an`, '--name-only', '-z', '--', ...pathspecs.map((p) => p.split(sep).join('/'))],
    repository.root,
  );
  return output === undefined ? new Map() : parseGitLog(output, repository.root);
}

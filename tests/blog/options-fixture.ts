/**
 * A Docusaurus 3 site written into a temporary folder for the blog and pages options tests: its
 * config, posts, authors map, pages and the components its options name. A git repository with
 * one commit (fixed author and date) gives posts and pages a last update.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** The commit's author and date, as the "Last updated" lines should show them. */
export const COMMIT_AUTHOR = 'Tide Clerk';
export const COMMIT_DATE = '2024-05-06T12:00:00Z';

/** Writes `files` (path -> text) into a new temporary folder, commits them, and returns the folder. */
export async function writeSite(prefix: string, files: Record<string, string>): Promise<string> {
  const siteDir = await mkdtemp(join(tmpdir(), `${prefix}-`));
  for (const [file, text] of Object.entries(files)) {
    await mkdir(dirname(join(siteDir, file)), { recursive: true });
    await writeFile(join(siteDir, file), text);
  }
  const env = {
    ...process.env,
    GIT_AUTHOR_NAME: COMMIT_AUTHOR,
    GIT_AUTHOR_EMAIL: 'clerk@tides.example.net',
    GIT_AUTHOR_DATE: COMMIT_DATE,
    GIT_COMMITTER_NAME: COMMIT_AUTHOR,
    GIT_COMMITTER_EMAIL: 'clerk@tides.example.net',
    GIT_COMMITTER_DATE: COMMIT_DATE,
  };
  const git = (...args: string[]) => execFileSync('git', args, { cwd: siteDir, env, stdio: 'ignore' });
  git('init', '-q');
  git('add', '.');
  git('-c', 'commit.gpgsign=false', 'commit', '-q', '-m', 'site');
  return siteDir;
}

/** A post: front matter keys and a body. */
export function post(frontMatter: Record<string, string>, body: string): string {
  return `---\n${Object.entries(frontMatter)
    .map(([key, value]) => `${key}: ${value}`)
    .join('\n')}\n---\n\n${body}\n`;
}

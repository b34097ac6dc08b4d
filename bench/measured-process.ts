/**
 * Runs a command as a child process under GNU time (`/usr/bin/time -v`) and reports its wall
 * time, CPU time (user + sys, including the processes it waited for) and peak resident memory.
 * Worker threads live inside the process, so its RSS covers them.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const GNU_TIME = '/usr/bin/time';

export interface ProcessMeasurement {
  wallMs: number;
  /** user + sys CPU seconds; null without GNU time. */
  cpuS: number | null;
  userS: number | null;
  sysS: number | null;
  /** Peak resident set size in bytes; null without GNU time. */
  peakRssBytes: number | null;
  stdout: string;
  stderr: string;
}

function parseGnuTime(text: string): Pick<ProcessMeasurement, 'userS' | 'sysS' | 'peakRssBytes'> {
  const field = (label: string) => {
    const match = new RegExp(`${label}:\\s*([\\d.]+)`).exec(text);
    return match ? Number(match[1]) : null;
  };
  const rssKb = field('Maximum resident set size \\(kbytes\\)');
  return { userS: field('User time \\(seconds\\)'), sysS: field('System time \\(seconds\\)'), peakRssBytes: rssKb === null ? null : rssKb * 1024 };
}

/** Runs `command args` in `cwd` (`env` added to this process's); rejects with the output's tail when it exits with an error. */
export async function runMeasured(command: string, args: string[], cwd: string, env: Record<string, string> = {}): Promise<ProcessMeasurement> {
  const withTime = existsSync(GNU_TIME);
  const scratch = await mkdtemp(join(tmpdir(), 'bench-time-'));
  const timeFile = join(scratch, 'time.txt');
  const [file, fileArgs] = withTime ? [GNU_TIME, ['-v', '-o', timeFile, command, ...args]] : [command, args];
  const started = performance.now();
  const child = spawn(file, fileArgs, { cwd, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0', ...env } });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
  const wallMs = performance.now() - started;
  const timing = withTime ? parseGnuTime(await readFile(timeFile, 'utf8').catch(() => '')) : { userS: null, sysS: null, peakRssBytes: null };
  await rm(scratch, { recursive: true, force: true });
  if (code !== 0) {
    const tail = (stdout + '\n' + stderr).trim().split('\n').slice(-30).join('\n');
    throw new Error(`${command} ${args.join(' ')} exited with ${code}:\n${tail}`);
  }
  const cpuS = timing.userS !== null && timing.sysS !== null ? timing.userS + timing.sysS : null;
  return { wallMs, cpuS, ...timing, stdout, stderr };
}

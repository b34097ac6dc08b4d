/**
 * The three builds of a site, each in its own child process
 * (`node src/core/launcher.mjs build --site-dir --out-dir --work-dir`, as `npm run build` runs it):
 *   cold: work folder (caches, generated modules) and output removed first;
 *   warm: again, nothing changed;
 *   edit: after appending a sentence to one doc (the file is restored afterwards).
 */
import { appendFile, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runMeasured, type ProcessMeasurement } from './measured-process.ts';

export interface BuildTarget {
  siteDir: string;
  outDir: string;
  workDir: string;
  /** The doc the edit build changes. */
  editFile: string;
}

/** What the build printed (src/core/build-summary.ts). */
export interface BuildSummary {
  routes: number;
  /** Phase name -> seconds, in the order printed ("load plugins", ..., "total"). */
  phases: Record<string, number>;
  notes: string[];
  warnings: string[];
  brokenLinks: number;
  brokenMarkdownLinks: number;
}

export interface BuildRun {
  kind: 'cold' | 'warm' | 'edit';
  wallMs: number;
  cpuS: number | null;
  peakRssBytes: number | null;
  output: { bytes: number; files: number };
  /** The work folder after the build: caches (markdown, webpack, server bundle) and generated modules. */
  workDir: { bytes: number; files: number };
  summary: BuildSummary;
}

export const GENERATOR_DIR = join(import.meta.dirname, '..');

export function parseBuildSummary(stdout: string): BuildSummary {
  const lines = stdout.split('\n');
  const routes = Number(/Built (\d+) routes/.exec(stdout)?.[1] ?? NaN);
  const phases: Record<string, number> = {};
  const notes: string[] = [];
  const warnings: string[] = [];
  let inWarnings = false;
  for (const line of lines) {
    if (/^Warnings \(\d+\):/.test(line)) inWarnings = true;
    else if (inWarnings && line.startsWith('  [warn] ')) warnings.push(line.slice('  [warn] '.length));
    else if (inWarnings && line.startsWith('  ') && warnings.length) warnings[warnings.length - 1] += `\n${line.trim()}`;
    else if (!inWarnings) {
      const phase = /^ {2}(\S.*?)\s+([\d.]+) s$/.exec(line);
      if (phase) phases[phase[1]] = Number(phase[2]);
      else if (line.startsWith('  ')) notes.push(line.trim());
    }
  }
  const count = (title: string) => Number(new RegExp(`^${title} \\((\\d+)\\)`, 'm').exec(warnings.join('\n'))?.[1] ?? 0);
  return { routes, phases, notes, warnings, brokenLinks: count('Broken links'), brokenMarkdownLinks: count('Broken Markdown links') };
}

export async function folderSize(dir: string): Promise<{ bytes: number; files: number }> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile());
  const sizes = await Promise.all(files.map((e) => stat(join(e.parentPath, e.name)).then((s) => s.size)));
  return { bytes: sizes.reduce((a, b) => a + b, 0), files: files.length };
}

/** One production build as a child process, measured. */
export async function buildOnce(target: BuildTarget, kind: BuildRun['kind']): Promise<BuildRun> {
  const args = ['src/core/launcher.mjs', 'build', '--site-dir', target.siteDir, '--out-dir', target.outDir, '--work-dir', target.workDir];
  const run: ProcessMeasurement = await runMeasured(process.execPath, args, GENERATOR_DIR);
  return {
    kind,
    wallMs: run.wallMs,
    cpuS: run.cpuS,
    peakRssBytes: run.peakRssBytes,
    output: await folderSize(target.outDir),
    workDir: await folderSize(target.workDir),
    summary: parseBuildSummary(run.stdout),
  };
}

/** The sentence the edit build appends; a unique word lets the dev benchmark find it in served code. */
export function editSentence(marker: string): string {
  return `\n\nThis sentence was appended by the benchmark (${marker}).\n`;
}

/** Appends the edit sentence to a file, runs `during`, and always puts the file back as it was. */
export async function withEditedFile<T>(file: string, marker: string, during: () => Promise<T>): Promise<T> {
  const original = await readFile(file);
  const restore = () => writeFile(file, original);
  const onSignal = () => void restore().finally(() => process.exit(130));
  process.once('SIGINT', onSignal);
  try {
    await appendFile(file, editSentence(marker));
    return await during();
  } finally {
    process.off('SIGINT', onSignal);
    await restore();
  }
}

export async function runBuilds(target: BuildTarget, log: (message: string) => void): Promise<BuildRun[]> {
  await Promise.all([target.workDir, target.outDir].map((dir) => rm(dir, { recursive: true, force: true })));
  const runs: BuildRun[] = [];
  for (const kind of ['cold', 'warm', 'edit'] as const) {
    log(`build (${kind})...`);
    const run = kind === 'edit' ? await withEditedFile(target.editFile, `edit${Date.now()}`, () => buildOnce(target, kind)) : await buildOnce(target, kind);
    log(`  ${(run.wallMs / 1000).toFixed(1)} s wall, ${run.summary.routes} routes`);
    runs.push(run);
  }
  return runs;
}

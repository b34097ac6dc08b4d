/** Prints a short summary of a build: routes, time per phase, output size, warnings. */
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { BuildResult } from './build.ts';

async function folderSize(dir: string): Promise<{ bytes: number; files: number }> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile());
  const sizes = await Promise.all(files.map((e) => stat(join(e.parentPath, e.name)).then((s) => s.size)));
  return { bytes: sizes.reduce((a, b) => a + b, 0), files: files.length };
}

export async function printBuildSummary(result: BuildResult): Promise<void> {
  const { bytes, files } = await folderSize(result.outDir);
  const lines = [
    `Built ${result.routeCount} routes into ${result.outDir} (${files} files, ${(bytes / 1024 / 1024).toFixed(1)} MB)`,
    ...result.report.phases.map((p) => `  ${p.name.padEnd(18)} ${(p.ms / 1000).toFixed(2)} s`),
  ];
  lines.push(...result.report.notes.map((note) => `  ${note}`));
  if (result.report.warnings.length) lines.push('', `Warnings (${result.report.warnings.length}):`, ...result.report.warnings.map((w) => `  [warn] ${w}`));
  console.log(lines.join('\n'));
}

/** Prints a short summary of a build: routes, files, time per phase, notes, warnings. */
import type { BuildResult } from './build.ts';

export function printBuildSummary(result: BuildResult): void {
  // The output's size is left out: adding it up means a stat of every file (1.5 s at 10,000 pages).
  const lines = [
    `Built ${result.routeCount} routes into ${result.outDir} (${result.fileCount} files)`,
    ...result.report.phases.map((p) => `  ${p.name.padEnd(18)} ${(p.ms / 1000).toFixed(2)} s`),
  ];
  lines.push(...result.report.notes.map((note) => `  ${note}`));
  if (result.report.warnings.length) lines.push('', `Warnings (${result.report.warnings.length}):`, ...result.report.warnings.map((w) => `  [warn] ${w}`));
  console.log(lines.join('\n'));
}

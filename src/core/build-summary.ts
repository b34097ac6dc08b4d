/**
 * What a build prints: on success a short summary (routes, files, time per phase, notes,
 * warnings); on failure the warnings gathered until then, so a failed build hides none of them.
 */
import { describeProblems, reportOfFailedBuild, type BuildReport } from './build-report.ts';
import type { BuildResult } from './build.ts';

/** "  [warn] Broken links (2):" with the lines of a long message indented under it. */
function labelled(label: string, message: string): string {
  return `  ${label} ${message.replaceAll('\n', '\n  ')}`;
}

/** "Warnings (2):" and each warning, or nothing. */
function warningLines(report: BuildReport): string[] {
  if (!report.warnings.length) return [];
  return ['', `Warnings (${report.warnings.length}):`, ...report.warnings.map((w) => labelled('[warn]', w))];
}

export function printBuildSummary(result: BuildResult): void {
  // The output's size is left out: adding it up means a stat of every file (1.5 s at 10,000 pages).
  const lines = [
    `Built ${result.routeCount} routes into ${result.outDir} (${result.fileCount} files)`,
    ...result.report.phases.map((p) => `  ${p.name.padEnd(18)} ${(p.ms / 1000).toFixed(2)} s`),
  ];
  lines.push(...result.report.notes.map((note) => `  ${note}`));
  lines.push(...warningLines(result.report));
  console.log(lines.join('\n'));
}

/**
 * Before the error that ended a build is printed: the warnings gathered until then and, when
 * something else stopped the build first (an MDX syntax error), the problems set to 'throw' found
 * by then, which the error does not list. Prints nothing for an error no build ended with.
 */
export function printFailedBuild(error: unknown): void {
  const report = reportOfFailedBuild(error);
  if (!report) return;
  const lines = warningLines(report);
  if (report.failures.length && !report.failuresThrown) {
    lines.push(
      '',
      `Errors found before the build stopped (${report.failures.length}):`,
      ...report.failures.map((f) => labelled('[error]', describeProblems(f))),
    );
  }
  if (lines.length) console.error(lines.join('\n'));
}

/**
 * The Markdown report of `--vs-docusaurus`: medians of each contender per measurement, their ratio
 * against the issue's targets, every run, the route lists' differences and the versions.
 */
import { OLD_VERSION } from './corpus-plan.ts';
import { machineLine, mb, seconds, table, verdict, type MachineInfo } from './report.ts';
import { median } from './stats.ts';
import { BUILD_KINDS, type VsFigures, type VsKind, type VsRun } from './vs-docusaurus.ts';

export interface VsResult {
  name: string;
  timestamp: string;
  machine: MachineInfo;
  figures: VsFigures;
}

/** Targets from issue #30: how many times faster (or, for memory, the largest share of Docusaurus's peak). */
const SPEED_TARGETS: Record<VsKind, number> = { cold: 5, warm: 20, edit: 20, dev: 5 };
const MEMORY_TARGET = 0.5;

const LABELS: Record<VsKind, string> = {
  cold: 'Cold build (caches cleared), wall',
  warm: 'Warm build (no change), wall',
  edit: 'One-page edit build, wall',
  dev: 'Dev server, spawn to first page HTML (200, with its title)',
};

type Figure = (run: VsRun) => number | null | undefined;

/** The median of a figure over one contender's runs of one kind; null when no run has it. */
function medianOf(runs: VsRun[], contender: VsRun['contender'], kind: VsKind, figure: Figure): number | null {
  const values = runs.filter((r) => r.contender === contender && r.kind === kind).map(figure);
  const known = values.filter((v): v is number => typeof v === 'number');
  return known.length ? median(known) : null;
}

/**
 * A row: Docusaurus's median, ours, and how they compare: for a time, how many times faster we are
 * (against `target`, a factor); for memory, our share of Docusaurus's (against `target`, a share).
 */
function comparisonRow(runs: VsRun[], label: string, kind: VsKind, figure: Figure, measure: 'time' | 'memory', target?: number): string[] {
  const format = measure === 'memory' ? mb : seconds;
  const theirs = medianOf(runs, 'docusaurus', kind, figure);
  const ours = medianOf(runs, 'generator', kind, figure);
  if (theirs === null || ours === null) return [label, theirs === null ? '?' : format(theirs), ours === null ? '?' : format(ours), '?', ''];
  if (measure === 'memory') {
    const share = ours / theirs;
    return [label, format(theirs), format(ours), `${share.toFixed(2)} of it`, target === undefined ? '' : `<= ${target} ${verdict(share <= target)}`];
  }
  const ratio = theirs / ours;
  return [label, format(theirs), format(ours), `${ratio.toFixed(1)}x`, target === undefined ? '' : `>= ${target}x ${verdict(ratio >= target)}`];
}

const wall: Figure = (run) => run.wallMs;
/** CPU time in milliseconds, as the wall times. */
const cpu: Figure = (run) => (run.cpuS === null ? null : run.cpuS * 1000);
const rss: Figure = (run) => run.peakRssBytes;

function summaryTable(runs: VsRun[]): string {
  const capitalized = (kind: string) => `${kind[0].toUpperCase()}${kind.slice(1)}`;
  const rows = [
    ...BUILD_KINDS.map((kind) => comparisonRow(runs, LABELS[kind], kind, wall, 'time', SPEED_TARGETS[kind])),
    comparisonRow(runs, LABELS.dev, 'dev', wall, 'time', SPEED_TARGETS.dev),
    comparisonRow(runs, 'Dev server, spawn to the scripts that HTML lists loaded', 'dev', (run) => run.readyMs, 'time'),
    ...BUILD_KINDS.map((kind) => comparisonRow(runs, `${capitalized(kind)} build, CPU (user+sys)`, kind, cpu, 'time')),
    comparisonRow(runs, 'Cold build, peak RSS', 'cold', rss, 'memory', MEMORY_TARGET),
    comparisonRow(runs, 'Warm build, peak RSS', 'warm', rss, 'memory'),
    comparisonRow(runs, 'Dev server, peak RSS at its first page', 'dev', rss, 'memory'),
  ];
  return table(['Median', 'Docusaurus Faster', 'Generator', 'Ratio', 'Target'], rows);
}

function runsTable(runs: VsRun[]): string {
  const rows = runs.map((run) => [
    String(run.repetition),
    run.kind,
    run.contender,
    seconds(run.wallMs),
    run.readyMs === undefined ? '' : seconds(run.readyMs),
    run.cpuS === null ? '?' : `${run.cpuS.toFixed(1)} s`,
    run.peakRssBytes === null ? '?' : mb(run.peakRssBytes),
    run.output ? `${mb(run.output.bytes)}, ${run.output.files} files, ${run.output.pages} pages` : '',
    run.warnings === undefined ? '' : String(run.warnings),
    run.notes?.join('; ') ?? '',
  ]);
  return table(
    ['Repetition', 'Run', 'Contender', 'Wall (dev: HTML)', 'Dev: scripts loaded', 'CPU', 'Peak RSS', 'Output', 'Warnings', 'What the build reused'],
    rows,
  );
}

const SHOWN_ROUTES = 20;
const routeList = (routes: string[]) =>
  routes.length ? `${routes.slice(0, SHOWN_ROUTES).join(', ')}${routes.length > SHOWN_ROUTES ? `, and ${routes.length - SHOWN_ROUTES} more` : ''}` : 'none';

function routesSection(figures: VsFigures): string {
  const { routes } = figures;
  return [
    `Routes (HTML pages of the cold outputs, 404 left out): Docusaurus ${routes.docusaurus}, generator ${routes.generator}.`,
    `- only in Docusaurus's output: ${routeList(routes.onlyDocusaurus)}`,
    `- only in the generator's output: ${routeList(routes.onlyGenerator)}`,
  ].join('\n');
}

/**
 * Our warm and edit builds reuse the bundle unless an input changed. One that did not had its
 * inputs changed under it (the generator's own sources edited during the run, say): say so, as
 * its time is then a cold build's.
 */
function unexpectedRebuilds(runs: VsRun[]): string[] {
  const rebuilt = runs.filter(
    (run) => run.contender === 'generator' && run.kind !== 'cold' && run.notes && !run.notes.some((note) => note.startsWith('bundle: reused')),
  );
  if (!rebuilt.length) return [];
  const which = rebuilt.map((run) => `${run.kind} (repetition ${run.repetition})`).join(', ');
  return [
    '',
    `Note: the generator's ${which} bundled again instead of reusing the bundle, so an input changed during the run (its own sources or the config); those figures are not a warm or edit build's.`,
  ];
}

export function vsMarkdownReport(result: VsResult): string {
  const { figures } = result;
  const { split } = figures;
  const versions = Object.entries(figures.versions)
    .map(([name, version]) => `${name} ${version}`)
    .join(', ');
  return [
    `## Benchmark ${result.name} (${result.timestamp})`,
    '',
    `Site: synthetic corpus written as a Docusaurus 3 site (${figures.siteDir}), ${figures.pages} content pages (${split.currentDocs} current docs, ${split.oldDocs} version-${OLD_VERSION} docs, ${split.posts} posts), seed ${figures.seed}; built by Docusaurus with \`future: { v4: true, faster: true }\` and by this generator reading the same folder.`,
    `Versions: ${versions}.`,
    machineLine(result.machine),
    `${figures.repetitions} repetition(s), the two contenders alternating run by run; medians below. Ratio: Docusaurus's median over the generator's (for memory, the generator's share of Docusaurus's).`,
    '',
    summaryTable(figures.runs),
    ...unexpectedRebuilds(figures.runs),
    '',
    routesSection(figures),
    '',
    runsTable(figures.runs),
    '',
  ].join('\n');
}

/** The result of one benchmark run: its JSON shape and the Markdown tables printed and saved with it. */
import type { BuildRun } from './build-runs.ts';
import { OLD_VERSION } from './corpus-plan.ts';
import type { DevFigures } from './dev-server-figures.ts';
import type { LighthousePage } from './lighthouse-figures.ts';
import { DOCS_PAGE_JS_BUDGET_KB, type PageWeight } from './page-weight.ts';
import type { NavigationFigures } from './navigation-figures.ts';
import type { SearchFigures } from './search-figures.ts';
import type { RelevanceFigures } from './search-relevance.ts';
import type { Size } from './stats.ts';

export interface MachineInfo {
  cpus: number;
  cpuModel: string;
  memoryGB: number;
  node: string;
  /** 1-minute load average when the run started and ended: other work on the machine skews wall times. */
  loadAverage: { start: number; end: number };
}

export interface SiteInfo {
  kind: 'corpus' | 'site';
  siteDir: string;
  /** Corpus only: content files and how they split, and the seed. */
  pages?: number;
  seed?: number;
  split?: { currentDocs: number; oldDocs: number; posts: number };
}

export interface BenchResult {
  name: string;
  timestamp: string;
  machine: MachineInfo;
  site: SiteInfo;
  builds: BuildRun[];
  pageWeight: PageWeight;
  /** The same figures over the API reference's pages (under /api), when the site has them. */
  apiPageWeight?: PageWeight;
  search: SearchFigures;
  /** The real site only: the relevance set (bench/search-queries.json). */
  relevance?: RelevanceFigures;
  /** Click-to-content times in Chromium (absent when the output has no docs page to start from). */
  navigation?: NavigationFigures;
  dev?: DevFigures;
  lighthouse?: LighthousePage[];
}

export const TARGETS_NOTE =
  'Targets (from the issue): real site cold build < 10 s, warm < 2 s; 1,000 pages cold < 15 s and < 1 GB peak memory; ' +
  'docs page JS <= 90 KB gzip; HTML < 50 KB; first search query downloads <= 150 KB; ' +
  'search relevance on the real site: top-1 >= 85 %, top-3 >= 95 %, query p95 < 10 ms.';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const ms = (value: number) => `${value < 10 ? value.toFixed(2) : value.toFixed(0)} ms`;
export const verdict = (ok: boolean) => (ok ? '✓' : '✗');
export const table = (header: string[], rows: string[][]) =>
  [`| ${header.join(' | ')} |`, `| ${header.map(() => '---').join(' | ')} |`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');

/** The target a build is held to, if any: the real site has time targets, a 1,000-page corpus time and memory ones. */
function buildTarget(result: BenchResult, run: BuildRun): string {
  if (result.site.kind === 'site') {
    if (run.kind === 'cold') return `< 10 s ${verdict(run.wallMs < 10_000)}`;
    if (run.kind === 'warm') return `< 2 s ${verdict(run.wallMs < 2_000)}`;
    return '';
  }
  if (run.kind !== 'cold') return '';
  const memoryOk = run.peakRssBytes === null ? '?' : verdict(run.peakRssBytes < 1024 ** 3);
  const applies = result.site.pages === 1000;
  return applies ? `< 15 s ${verdict(run.wallMs < 15_000)}, < 1 GB ${memoryOk}` : `(1,000 pages: < 15 s, < 1 GB)`;
}

function buildsTable(result: BenchResult): string {
  const rows = result.builds.map((run) => [
    run.kind,
    seconds(run.wallMs),
    run.cpuS === null ? '?' : `${run.cpuS.toFixed(1)} s`,
    run.peakRssBytes === null ? '?' : mb(run.peakRssBytes),
    `${mb(run.output.bytes)}, ${run.output.files} files`,
    mb(run.workDir.bytes),
    String(run.summary.routes),
    String(run.summary.warnings.length),
    buildTarget(result, run),
  ]);
  return table(['Build', 'Wall', 'CPU (user+sys)', 'Peak RSS', 'Output', 'Work folder (caches)', 'Routes', 'Warnings', 'Target'], rows);
}

function phasesTable(builds: BuildRun[]): string {
  const names = [...new Set(builds.flatMap((b) => Object.keys(b.summary.phases)))];
  const rows = names.map((name) => [name, ...builds.map((b) => (b.summary.phases[name] === undefined ? '' : `${b.summary.phases[name].toFixed(2)} s`))]);
  return table(['Phase (as the build reports it)', ...builds.map((b) => b.kind)], rows);
}

const sizeCells = (size: Size) => [kb(size.raw), kb(size.gzip)];
const limitCell = (size: Size, limitKb: number, on: 'raw' | 'gzip' | 'both') =>
  on === 'both'
    ? `< ${limitKb} KB (raw ${verdict(size.raw < limitKb * 1024)}, gzip ${verdict(size.gzip < limitKb * 1024)})`
    : `<= ${limitKb} KB ${on} ${verdict(size[on] <= limitKb * 1024)}`;

function weightTable(result: BenchResult): string {
  const { html, js, css, docsPages, heaviestJsPage } = result.pageWeight;
  const { search } = result;
  const rows = [
    ['HTML per docs page, median', ...sizeCells(html.median), limitCell(html.median, 50, 'both')],
    ['HTML per docs page, largest', ...sizeCells(html.max), ''],
    [`JS before interactive, median (${js.medianFiles} files)`, ...sizeCells(js.median), limitCell(js.median, DOCS_PAGE_JS_BUDGET_KB, 'gzip')],
    [`JS before interactive, largest (${heaviestJsPage})`, ...sizeCells(js.max), limitCell(js.max, DOCS_PAGE_JS_BUDGET_KB, 'gzip')],
    ['CSS per docs page, median', ...sizeCells(css.median), ''],
    [`Search index, all ${Object.keys(search.shards).length} shards (${search.records} records)`, ...sizeCells(search.total), ''],
    ...Object.entries(search.shards).map(([tag, size]) => [`– shard ${tag} (${size.records} records)`, ...sizeCells(size), '']),
    [
      `Search, first default query downloads (${search.firstQueryFiles} files: manifest, the term files of its words in the current docs and the blog, documents of its 20 hits)`,
      ...sizeCells(search.firstQuery),
      `<= 150 KB gzip ${verdict(search.firstQuery.gzip <= 150 * 1024)}`,
    ],
  ];
  const api = result.apiPageWeight;
  if (api) {
    rows.push(
      [`HTML per API reference page, median (${api.docsPages} pages)`, ...sizeCells(api.html.median), limitCell(api.html.median, 50, 'both')],
      ['HTML per API reference page, largest', ...sizeCells(api.html.max), ''],
      [`JS before interactive on an API page, median (${api.js.medianFiles} files)`, ...sizeCells(api.js.median), ''],
    );
  }
  const note = `Docs pages measured: ${docsPages}.${js.thirdPartyScripts ? ` Each page also lists ${js.thirdPartyScripts} third-party script(s) (CDN, analytics), not counted.` : ''}`;
  return `${table(['Figure', 'raw', 'gzip', 'Target'], rows)}\n\n${note}`;
}

function searchTimeTable(search: SearchFigures): string {
  return table(
    ["Search query (Node, the browser client's searchLocal over HTTP)", 'Time'],
    [
      ['First query, including fetching and loading the shards', ms(search.firstQueryMs)],
      [`Median of ${search.queries} queries (${search.queriesWithHits} with hits)`, ms(search.medianQueryMs)],
      [`95th percentile of ${search.queries} queries`, ms(search.p95QueryMs)],
    ],
  );
}

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

function relevanceTable(relevance: RelevanceFigures): string {
  const rows = [
    ['Expected page first (top-1)', percent(relevance.top1), `>= 85 % ${verdict(relevance.top1 >= 0.85)}`],
    ['Expected page in the first three (top-3)', percent(relevance.top3), `>= 95 % ${verdict(relevance.top3 >= 0.95)}`],
    ['Mean reciprocal rank', relevance.meanReciprocalRank.toFixed(3), ''],
    ['Query time, median (index loaded)', ms(relevance.medianQueryMs), ''],
    ['Query time, 95th percentile (index loaded)', ms(relevance.p95QueryMs), `< 10 ms ${verdict(relevance.p95QueryMs < 10)}`],
  ];
  const misses = relevance.misses.map(
    ({ query, from, rank, top }) => `- "${query}" from ${from}: expected page ${rank ? `at ${rank}` : 'not in the hits'}; first: ${top.join(', ')}`,
  );
  return [
    table([`Search relevance, ${relevance.queries} queries (bench/search-queries.json), as the modal ranks`, 'Figure', 'Target'], rows),
    '',
    'Queries whose expected page is not first:',
    '',
    ...(misses.length ? misses : ['- none']),
  ].join('\n');
}

function navigationTable(navigation: NavigationFigures): string {
  const row = (label: string, figures: NavigationFigures['firstVisit']) => [
    `${label} (${figures.clicks} clicks)`,
    ms(figures.medianMs),
    ms(figures.p95Ms),
    ms(figures.maxMs),
  ];
  return table(
    [`Click to content, the sidebar links of ${navigation.startPage} (Chromium)`, 'Median', '95th percentile', 'Max'],
    [row('First visit, click without hover', navigation.firstVisit), row('Repeat visit', navigation.repeatVisit)],
  );
}

function devTable(dev: DevFigures): string {
  return table(
    ['Dev server', 'Time'],
    [
      ['Start to GET / answering (empty cache)', seconds(dev.coldStart.htmlMs)],
      ['Start to first ready page, scripts loaded (empty cache)', seconds(dev.coldStart.readyMs)],
      ['Start to first ready page, scripts loaded (warm cache)', seconds(dev.warmStart.readyMs)],
      ['MDX edit to refreshed content served', seconds(dev.editToRefreshMs)],
      ['Peak RSS of the dev server (first run)', dev.peakRssBytes === null ? '?' : mb(dev.peakRssBytes)],
    ],
  );
}

function lighthouseTable(pages: LighthousePage[]): string {
  return table(
    ['Lighthouse (mobile)', 'Performance', 'Accessibility', 'Best practices', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS', 'Lost points on'],
    pages.map((p) => [p.path, ...Object.values(p.scores).map(String), p.metrics.fcp, p.metrics.lcp, p.metrics.tbt, p.metrics.cls, p.failing.join('; ') || '–']),
  );
}

/** The machine the figures come from, and how busy it was. */
export const machineLine = (machine: MachineInfo) =>
  `Machine: ${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGB} GB, Node ${machine.node}; 1-minute load average ${machine.loadAverage.start.toFixed(1)} at start, ${machine.loadAverage.end.toFixed(1)} at end (above ${machine.cpus} means other work competed for the CPUs and wall times are inflated).`;

export function markdownReport(result: BenchResult): string {
  const { machine, site } = result;
  const siteLine =
    site.kind === 'site'
      ? `Site: the real repository site (${site.siteDir}).`
      : `Site: synthetic corpus, ${site.pages} content pages (${site.split!.currentDocs} current docs, ${site.split!.oldDocs} version-${OLD_VERSION} docs, ${site.split!.posts} posts), seed ${site.seed}.`;
  return [
    `## Benchmark ${result.name} (${result.timestamp})`,
    '',
    siteLine,
    machineLine(machine),
    '',
    TARGETS_NOTE,
    '',
    buildsTable(result),
    '',
    phasesTable(result.builds),
    '',
    weightTable(result),
    '',
    searchTimeTable(result.search),
    ...(result.relevance ? ['', relevanceTable(result.relevance)] : []),
    ...(result.navigation ? ['', navigationTable(result.navigation)] : []),
    ...(result.dev ? ['', devTable(result.dev)] : []),
    ...(result.lighthouse ? ['', lighthouseTable(result.lighthouse)] : []),
    '',
  ].join('\n');
}

/**
 * The benchmark:
 *   npm run bench -- [--pages 300|1000|5000|10000] [--seed 1] [--site] [--search] [--dev] [--lighthouse] [--out bench/results]
 *   npm run bench -- --vs-docusaurus [--pages 453] [--repetitions 3]
 *   npm run bench -- --look SITE|template [--look-root DIR] [--look-pages /a,/b] [--look-full-page]
 * Generates a synthetic corpus (or, with --site, takes the real site), runs a cold, a warm and a
 * one-page-edit build as child processes, measures page weight and the search index of the
 * output and click-to-content times in Chromium (on the real site also search relevance, bench/search-queries.json), optionally the dev
 * server and Lighthouse scores, then writes bench/results/{name}-{timestamp}.json and .md and
 * prints the Markdown. --search: the real site's search alone (one build, kept between runs, then
 * index size, query speed and relevance). --vs-docusaurus: the corpus as a Docusaurus site, built
 * by Docusaurus 3.10.2 Faster and by this generator, alternating (vs-docusaurus.ts). --look: a
 * Docusaurus site (or the classic template) built by both and screenshotted, pixels compared
 * (look.ts). Scratch folders live in bench/.corpus/ (git-ignored).
 */
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, loadavg, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { buildOnce, GENERATOR_DIR, runBuilds, type BuildRun, type BuildTarget } from './build-runs.ts';
import { generateCorpus } from './corpus.ts';
import { measureDevServer, type DevTarget } from './dev-server-figures.ts';
import { lighthousePages, measureLighthouse } from './lighthouse-figures.ts';
import { measureLook } from './look.ts';
import { lookMarkdownReport } from './look-report.ts';
import { lookSiteName } from './look-site.ts';
import { GNU_TIME } from './measured-process.ts';
import { measureNavigation } from './navigation-figures.ts';
import { measurePageWeight } from './page-weight.ts';
import { markdownReport, type BenchResult, type MachineInfo, type SiteInfo } from './report.ts';
import { measureSearch } from './search-figures.ts';
import { measureRelevance } from './search-relevance.ts';
import { measureVsDocusaurus } from './vs-docusaurus.ts';
import { vsMarkdownReport } from './vs-docusaurus-report.ts';

const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: '300' },
    seed: { type: 'string', default: '1' },
    site: { type: 'boolean', default: false },
    search: { type: 'boolean', default: false },
    dev: { type: 'boolean', default: false },
    lighthouse: { type: 'boolean', default: false },
    'vs-docusaurus': { type: 'boolean', default: false },
    /** --vs-docusaurus: how many times each measurement runs per contender (medians reported). */
    repetitions: { type: 'string', default: '3' },
    /** A Docusaurus site folder, or `template`: its look built by Docusaurus and by the generator, compared (look.ts). */
    look: { type: 'string' },
    /** --look: the folder copied with the site (its repository, when the config reads `../docs`). */
    'look-root': { type: 'string' },
    /** --look: the pages to compare, comma-separated paths (default: one of each kind, look-pages.ts). */
    'look-pages': { type: 'string' },
    /** --look: full-page screenshots too, compared besides the viewport at the top of each page. */
    'look-full-page': { type: 'boolean', default: false },
    /** Results folder (default: bench/results in the repository). */
    out: { type: 'string' },
  },
});

/** The real site's doc the edit benchmarks append to. */
const REAL_SITE_EDIT = { file: 'docs/quick-start.mdx', route: '/docs/quick-start' };

const log = (message: string) => console.error(`[bench] ${message}`);

interface Subject {
  name: string;
  site: SiteInfo;
  build: BuildTarget;
  dev: DevTarget;
}

async function prepareSubject(): Promise<Subject> {
  const seed = Number(values.seed);
  const pages = Number(values.pages);
  if (values.site || values.search) {
    const scratch = join(GENERATOR_DIR, values.search ? 'bench/.corpus/real-site-search' : 'bench/.corpus/real-site');
    const editFile = join(GENERATOR_DIR, REAL_SITE_EDIT.file);
    return {
      name: values.search ? 'site-search' : 'site',
      site: { kind: 'site', siteDir: GENERATOR_DIR },
      build: { siteDir: GENERATOR_DIR, outDir: join(scratch, 'out'), workDir: join(scratch, 'work'), editFile },
      dev: { siteDir: GENERATOR_DIR, workDir: join(scratch, 'dev-work'), editFile, editRoute: REAL_SITE_EDIT.route },
    };
  }
  if (!Number.isInteger(pages) || pages < 10) throw new Error(`--pages must be a whole number of at least 10 (got "${values.pages}")`);
  const scratch = join(GENERATOR_DIR, `bench/.corpus/pages-${pages}-seed-${seed}`);
  log(`generating a ${pages}-page corpus...`);
  const corpus = await generateCorpus({ pages, seed, outDir: join(scratch, 'site') });
  const split = { currentDocs: corpus.plan.currentDocs.length, oldDocs: corpus.plan.oldDocs.length, posts: corpus.plan.posts.length };
  return {
    name: `corpus-${pages}`,
    site: { kind: 'corpus', siteDir: corpus.siteDir, pages, seed, split },
    build: { siteDir: corpus.siteDir, outDir: join(scratch, 'out'), workDir: join(scratch, 'work'), editFile: corpus.editTarget.file },
    dev: { siteDir: corpus.siteDir, workDir: join(scratch, 'dev-work'), editFile: corpus.editTarget.file, editRoute: corpus.editTarget.routePath },
  };
}

function machineInfo(startLoad: number): MachineInfo {
  return {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model.trim() ?? '?',
    memoryGB: Math.round(totalmem() / 1024 ** 3),
    node: process.version,
    loadAverage: { start: startLoad, end: loadavg()[0] },
  };
}

const resultsDir = () => (values.out ? resolve(values.out) : join(GENERATOR_DIR, 'bench/results'));

/** Writes `{base}.json` and `{base}.md` in the results folder and prints the Markdown. */
async function writeResults(name: string, timestamp: string, result: unknown, markdown: string): Promise<void> {
  const outDir = resultsDir();
  await mkdir(outDir, { recursive: true });
  const base = join(outDir, `${name}-${timestamp}`);
  await writeFile(`${base}.json`, JSON.stringify(result, null, 2) + '\n');
  await writeFile(`${base}.md`, markdown);
  console.log(markdown);
  log(`wrote ${base}.json and .md`);
}

const timestampNow = () => new Date().toISOString().replace(/[:.]/g, '-');

async function compareWithDocusaurus(startLoad: number): Promise<void> {
  const [pages, seed, repetitions] = [Number(values.pages), Number(values.seed), Number(values.repetitions)];
  if (!Number.isInteger(pages) || pages < 10) throw new Error(`--pages must be a whole number of at least 10 (got "${values.pages}")`);
  if (!Number.isInteger(repetitions) || repetitions < 1) throw new Error(`--repetitions must be a whole number of at least 1 (got "${values.repetitions}")`);
  const figures = await measureVsDocusaurus({ pages, seed, repetitions }, log);
  const name = `vs-docusaurus-${pages}`;
  const timestamp = timestampNow();
  const result = { name, timestamp, machine: machineInfo(startLoad), figures };
  await writeResults(name, timestamp, result, vsMarkdownReport(result));
}

/** --look: the images and contact sheets go into a folder named as the report, beside it. */
async function compareLook(site: string, startLoad: number): Promise<void> {
  const timestamp = timestampNow();
  const name = `look-${lookSiteName(site)}`;
  const figures = await measureLook(
    {
      site,
      root: values['look-root'],
      pages: values['look-pages'],
      fullPage: values['look-full-page'],
      resultsDir: join(resultsDir(), `${name}-${timestamp}`),
    },
    log,
  );
  const result = { name, timestamp, machine: machineInfo(startLoad), figures };
  await writeResults(name, timestamp, result, lookMarkdownReport(result));
}

async function main(): Promise<void> {
  if (!existsSync(GNU_TIME)) log(`${GNU_TIME} not found: CPU time and peak memory will be missing (apt-get install time)`);
  const startLoad = loadavg()[0];
  if (values['vs-docusaurus']) return compareWithDocusaurus(startLoad);
  if (values.look) return compareLook(values.look, startLoad);
  const subject = await prepareSubject();
  // --search: one build, its caches kept between runs (warm after the first), as search needs an output only.
  const builds: BuildRun[] = values.search
    ? [await buildOnce(subject.build, existsSync(subject.build.workDir) ? 'warm' : 'cold')]
    : await runBuilds(subject.build, log);
  log('measuring page weight and search...');
  const pageWeight = await measurePageWeight(subject.build.outDir);
  // The API reference's pages (the real site's /api), when the output has them.
  const apiPageWeight = existsSync(join(subject.build.outDir, 'api')) ? await measurePageWeight(subject.build.outDir, '/api') : undefined;
  const search = await measureSearch(subject.build.outDir);
  const relevance = subject.site.kind === 'site' ? await measureRelevance(subject.build.outDir) : undefined;
  log('measuring click-to-content in Chromium...');
  const navigation = await measureNavigation(subject.build.outDir);
  const dev = values.dev ? await measureDevServer(subject.dev, log) : undefined;
  if (values.lighthouse) log('running Lighthouse...');
  const lighthouse = values.lighthouse ? await measureLighthouse(subject.build.outDir, await lighthousePages(subject.build.outDir)) : undefined;

  const timestamp = timestampNow();
  const result: BenchResult = {
    name: subject.name,
    timestamp,
    machine: machineInfo(startLoad),
    site: subject.site,
    builds,
    pageWeight,
    apiPageWeight,
    search,
    relevance,
    navigation,
    dev,
    lighthouse,
  };
  await writeResults(`${subject.name}${values.dev ? '-dev' : ''}`, timestamp, result, markdownReport(result));
}

main().catch((error) => {
  console.error(`\n[bench] failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

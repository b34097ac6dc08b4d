/**
 * `npm run bench -- --vs-docusaurus [--pages N] [--repetitions R]`: the bench's corpus written as a
 * Docusaurus 3 site (corpus-config.ts), built by Docusaurus 3.10.2 with Docusaurus Faster
 * (docusaurus-install.ts) and by this generator reading the same folder unchanged. Each
 * measurement alternates the two, run by run (Docusaurus, generator, Docusaurus, ...), so a
 * change in the machine's load falls on both:
 *   cold   caches and outputs removed (Docusaurus: node_modules/.cache and .docusaurus; ours: the work folder)
 *   warm   the same build again, nothing changed
 *   edit   a sentence appended to one doc (put back afterwards)
 *   dev    the dev server, caches removed, from spawn to its first page's HTML (status 200, holding
 *          the page's title) and to the scripts that HTML lists loaded
 * Builds are child processes under GNU time (measured-process.ts): wall, CPU and peak RSS.
 */
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { buildOnce, GENERATOR_DIR, withEditedFile, folderSize } from './build-runs.ts';
import { pagesOf } from './compare-outputs.ts';
import { CORPUS_TITLE } from './corpus-config.ts';
import { generateCorpus, type Corpus } from './corpus.ts';
import { ensureDocusaurus, type DocusaurusInstall } from './docusaurus-install.ts';
import { generatorDevLaunch, measureFirstPage, type DevLaunch, type FirstPage } from './dev-server-figures.ts';
import { runMeasured } from './measured-process.ts';

export const CONTENDERS = ['docusaurus', 'generator'] as const;
export type Contender = (typeof CONTENDERS)[number];
export const BUILD_KINDS = ['cold', 'warm', 'edit'] as const;
export type VsKind = (typeof BUILD_KINDS)[number] | 'dev';

/** One measured run of one contender. */
export interface VsRun {
  contender: Contender;
  kind: VsKind;
  repetition: number;
  /** Builds: spawn to exit. Dev: spawn to the first page's HTML holding its title. */
  wallMs: number;
  /** Dev only: spawn to the scripts that HTML lists all loaded. */
  readyMs?: number;
  cpuS: number | null;
  peakRssBytes: number | null;
  /** Builds only: the output folder and its HTML pages. */
  output?: { bytes: number; files: number; pages: number };
  /** Builds only: warning lines the build printed. */
  warnings?: number;
  /**
   * The generator's builds: the notes it printed (`bundle: reused, no input changed`, pages
   * rendered and copied), which show whether a warm build found its inputs unchanged.
   */
  notes?: string[];
}

/** The routes (HTML pages, 404 left out) of the two cold outputs, and where they differ. */
export interface RouteComparison {
  docusaurus: number;
  generator: number;
  onlyDocusaurus: string[];
  onlyGenerator: string[];
}

export interface VsFigures {
  pages: number;
  seed: number;
  repetitions: number;
  siteDir: string;
  split: { currentDocs: number; oldDocs: number; posts: number };
  versions: Record<string, string>;
  runs: VsRun[];
  routes: RouteComparison;
}

/** What running one contender on the shared site folder takes. */
interface ContenderRunner {
  outDir: string;
  /** Removes the caches a build or the dev server leaves (not the output, which a cold build removes too). */
  clearCaches(): Promise<void>;
  build(kind: (typeof BUILD_KINDS)[number]): Promise<Omit<VsRun, 'contender' | 'kind' | 'repetition'>>;
  devLaunch: DevLaunch;
}

/** Docusaurus's update check is a detached network request after the command: none while measuring. */
const DOCUSAURUS_ENV = { NO_UPDATE_NOTIFIER: '1' };

const countPages = (dir: string) => pagesOf(dir).size;

function docusaurusRunner(install: DocusaurusInstall, siteDir: string, scratch: string): ContenderRunner {
  const outDir = join(scratch, 'out-docusaurus');
  return {
    outDir,
    clearCaches: async () => {
      await Promise.all([join(siteDir, 'node_modules/.cache'), join(siteDir, '.docusaurus')].map((dir) => rm(dir, { recursive: true, force: true })));
    },
    build: async () => {
      const run = await runMeasured(process.execPath, [install.cli, 'build', '--out-dir', outDir], siteDir, DOCUSAURUS_ENV);
      const warnings = (run.stdout + run.stderr).split('\n').filter((line) => line.includes('[WARNING]')).length;
      return { ...pickMeasurement(run), output: { ...(await folderSize(outDir)), pages: countPages(outDir) }, warnings };
    },
    devLaunch: { args: (port) => [install.cli, 'start', '--port', String(port), '--host', '127.0.0.1', '--no-open'], cwd: siteDir, env: DOCUSAURUS_ENV },
  };
}

function generatorRunner(corpus: Corpus, scratch: string): ContenderRunner {
  const target = {
    siteDir: corpus.siteDir,
    outDir: join(scratch, 'out-generator'),
    workDir: join(scratch, 'work-generator'),
    editFile: corpus.editTarget.file,
  };
  const devWorkDir = join(scratch, 'dev-work-generator');
  return {
    outDir: target.outDir,
    clearCaches: async () => {
      await Promise.all([target.workDir, devWorkDir].map((dir) => rm(dir, { recursive: true, force: true })));
    },
    build: async (kind) => {
      const run = await buildOnce(target, kind);
      const output = { ...run.output, pages: countPages(target.outDir) };
      return { ...pickMeasurement(run), output, warnings: run.summary.warnings.length, notes: run.summary.notes };
    },
    devLaunch: generatorDevLaunch({ siteDir: corpus.siteDir, workDir: devWorkDir }),
  };
}

const pickMeasurement = (run: { wallMs: number; cpuS: number | null; peakRssBytes: number | null }) => ({
  wallMs: run.wallMs,
  cpuS: run.cpuS,
  peakRssBytes: run.peakRssBytes,
});

function compareRoutes(docusaurusOut: string, generatorOut: string): RouteComparison {
  const reference = [...pagesOf(docusaurusOut).keys()];
  const ours = [...pagesOf(generatorOut).keys()];
  const onlyIn = (a: string[], b: string[]) => a.filter((route) => !b.includes(route)).sort();
  return { docusaurus: reference.length, generator: ours.length, onlyDocusaurus: onlyIn(reference, ours), onlyGenerator: onlyIn(ours, reference) };
}

async function generatorVersion(): Promise<string> {
  return (JSON.parse(await readFile(join(GENERATOR_DIR, 'package.json'), 'utf8')) as { version: string }).version;
}

const formatRun = (run: VsRun) =>
  `  ${run.contender} ${run.kind}: ${(run.wallMs / 1000).toFixed(2)} s${run.readyMs === undefined ? '' : ` (scripts loaded ${(run.readyMs / 1000).toFixed(2)} s)`}`;

export async function measureVsDocusaurus(options: { pages: number; seed: number; repetitions: number }, log: (message: string) => void): Promise<VsFigures> {
  const install = await ensureDocusaurus(log);
  // Inside the install folder, so Node finds Docusaurus's node_modules from the site as in a project.
  const scratch = join(install.dir, `vs-pages-${options.pages}-seed-${options.seed}`);
  log(`generating a ${options.pages}-page corpus as a Docusaurus site...`);
  const corpus = await generateCorpus({ pages: options.pages, seed: options.seed, outDir: join(scratch, 'site'), configForm: 'docusaurus' });
  const runners: Record<Contender, ContenderRunner> = {
    docusaurus: docusaurusRunner(install, corpus.siteDir, scratch),
    generator: generatorRunner(corpus, scratch),
  };
  // The home page: its title is the site's, which Docusaurus's dev server writes into every page's HTML.
  const firstPage: FirstPage = { path: '/', text: `<title>${CORPUS_TITLE}` };

  const runs: VsRun[] = [];
  let routes: RouteComparison | undefined;
  for (let repetition = 1; repetition <= options.repetitions; repetition++) {
    log(`repetition ${repetition} of ${options.repetitions}`);
    for (const kind of [...BUILD_KINDS, 'dev'] as const) {
      for (const contender of CONTENDERS) {
        const runner = runners[contender];
        log(`${contender} ${kind}...`);
        let measured: Omit<VsRun, 'contender' | 'kind' | 'repetition'>;
        if (kind === 'cold' || kind === 'dev') await runner.clearCaches();
        if (kind === 'cold') await rm(runner.outDir, { recursive: true, force: true });
        if (kind === 'dev') {
          const start = await measureFirstPage(runner.devLaunch, firstPage);
          measured = { wallMs: start.htmlMs, readyMs: start.readyMs, cpuS: null, peakRssBytes: start.peakRssBytes };
        } else if (kind === 'edit') {
          measured = await withEditedFile(corpus.editTarget.file, `${contender}${Date.now()}`, () => runner.build(kind));
        } else measured = await runner.build(kind);
        const run: VsRun = { contender, kind, repetition, ...measured };
        log(formatRun(run));
        runs.push(run);
      }
      if (kind === 'cold' && !routes) routes = compareRoutes(runners.docusaurus.outDir, runners.generator.outDir);
    }
  }
  const { currentDocs, oldDocs, posts } = corpus.plan;
  return {
    pages: options.pages,
    seed: options.seed,
    repetitions: options.repetitions,
    siteDir: corpus.siteDir,
    split: { currentDocs: currentDocs.length, oldDocs: oldDocs.length, posts: posts.length },
    versions: { ...install.versions, generator: await generatorVersion() },
    runs,
    routes: routes!,
  };
}

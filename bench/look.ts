/**
 * `npm run bench -- --look SITE|template [--look-root DIR] [--look-pages /a,/b] [--look-full-page]`: how alike a
 * Docusaurus site looks built by Docusaurus 3.10.2 (the reference; docusaurus-install.ts) and by
 * this generator. The site (look-site.ts) is built by both into a scratch folder, each output is
 * served at the site's base URL (look-server.ts), the same pages (look-pages.ts) are
 * screenshotted in Chromium at two widths in both colour modes (look-screenshots.ts) and compared
 * pixel by pixel (look-pixels.ts); the images and contact sheets (look-sheet.ts) go into the
 * results folder.
 */
import { execFileSync } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { launchBrowser } from '../tests/support/browser.ts';
import { buildOnce, GENERATOR_DIR } from './build-runs.ts';
import { ensureDocusaurus } from './docusaurus-install.ts';
import { type LookPage, namedPages, PAGE_KINDS, pickPagesFromOutput } from './look-pages.ts';
import { THEMES, VIEWPORTS, type Viewport } from './look-screenshots.ts';
import { serveOutput } from './look-server.ts';
import { writeContactSheets } from './look-sheet.ts';
import { type LookShot, shootAndCompare } from './look-shots.ts';
import { prepareLookSite } from './look-site.ts';
import { runMeasured } from './measured-process.ts';

/** Issue #28's bar: the share of pixels that must agree on every page, width and colour mode. */
export const LOOK_TARGET = 0.9;

export interface LookOptions {
  /** `template`, or a Docusaurus site folder. */
  site: string;
  /** The folder copied with the site (its repository, when the config reads `../docs`); default the site folder. */
  root?: string;
  /** `--look-pages`: comma-separated paths, instead of one page of each kind. */
  pages?: string;
  /** `--look-full-page`: full-page screenshots too, besides the viewport at the top. */
  fullPage?: boolean;
  /** Where the screenshots and contact sheets go. */
  resultsDir: string;
}

export interface LookFigures {
  site: { name: string; source: string; siteDir: string; baseUrl: string };
  /** Docusaurus's packages, the generator's commit (`-dirty`: with uncommitted changes) and the browser's version. */
  versions: Record<string, string>;
  /** Wall time of each side's build (the generator's work folder is kept between runs). */
  buildMs: { docusaurus: number; generator: number };
  pages: LookPage[];
  /** Kinds of page the site has none of (when the pages were picked, not named). */
  missingKinds: string[];
  viewports: Viewport[];
  themes: readonly string[];
  target: number;
  shots: LookShot[];
  /** The contact sheets: `index.html` and one PNG per page, width and area. */
  sheets: { html: string; sheets: string[] };
}

/** Docusaurus's update check is a detached network request after the command: none here. */
const DOCUSAURUS_ENV = { NO_UPDATE_NOTIFIER: '1' };

/** The generator's commit: the theme under comparison changes from commit to commit. */
function generatorCommit(): string {
  try {
    return execFileSync('git', ['describe', '--always', '--dirty'], { cwd: GENERATOR_DIR, encoding: 'utf8' }).trim();
  } catch {
    return '?';
  }
}

/** The base URL Docusaurus built for, from the config it wrote into its generated files. */
async function builtBaseUrl(siteDir: string): Promise<string> {
  const written = await readFile(join(siteDir, '.docusaurus/docusaurus.config.mjs'), 'utf8');
  return /"baseUrl":\s*"([^"]*)"/.exec(written)?.[1] ?? '/';
}

export async function measureLook(options: LookOptions, log: (message: string) => void): Promise<LookFigures> {
  const install = await ensureDocusaurus(log);
  const site = await prepareLookSite(options.site, options.root, install.dir, log);
  const outputs = { docusaurus: join(site.scratch, 'out-docusaurus'), generator: join(site.scratch, 'out-generator') };

  log(`building ${site.siteDir} with Docusaurus...`);
  await rm(outputs.docusaurus, { recursive: true, force: true });
  const docusaurusBuild = await runMeasured(process.execPath, [install.cli, 'build', '--out-dir', outputs.docusaurus], site.siteDir, DOCUSAURUS_ENV);
  const baseUrl = await builtBaseUrl(site.siteDir);
  log(`building it with the generator...`);
  // A single build: buildOnce reads no edit file, and its kind is only a label (the work folder is kept, so it may well be warm).
  const generatorBuild = await buildOnce(
    { siteDir: site.siteDir, outDir: outputs.generator, workDir: join(site.scratch, 'work-generator'), editFile: '' },
    'cold',
  );

  const pages = options.pages ? namedPages(options.pages) : pickPagesFromOutput(outputs.docusaurus, baseUrl);
  if (!pages.length) throw new Error(`--look: no page of a known kind in Docusaurus's output of ${site.siteDir}; name them with --look-pages /a,/b`);
  log(`pages: ${pages.map((page) => `${page.name} ${page.path}`).join(', ')}`);

  const [docusaurus, generator] = await Promise.all([serveOutput(outputs.docusaurus, baseUrl), serveOutput(outputs.generator, baseUrl)]);
  const browser = await launchBrowser();
  try {
    log('screenshotting and comparing in Chromium...');
    const served = { docusaurus: docusaurus.origin, generator: generator.origin };
    const shots = await shootAndCompare(browser, served, pages, { dir: join(options.resultsDir, 'shots'), fullPage: options.fullPage ?? false }, log);
    const sheets = await writeContactSheets(shots, options.resultsDir);
    return {
      site: { name: site.name, source: site.source, siteDir: site.siteDir, baseUrl },
      versions: { ...install.versions, generator: generatorCommit(), chromium: browser.version() },
      buildMs: { docusaurus: docusaurusBuild.wallMs, generator: generatorBuild.wallMs },
      pages,
      missingKinds: options.pages ? [] : PAGE_KINDS.filter((kind) => !pages.some((page) => page.name === kind)),
      viewports: VIEWPORTS,
      themes: THEMES,
      target: LOOK_TARGET,
      shots,
      sheets,
    };
  } finally {
    await browser.close();
    await Promise.all([docusaurus.close(), generator.close()]);
  }
}

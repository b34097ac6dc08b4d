/**
 * The look bench's comparisons: every page at every viewport in both colour modes, screenshotted
 * on the two served outputs (Docusaurus's, the reference, and the generator's) and compared pixel
 * by pixel; the three images of each (the two screenshots and the diff) are written to a folder.
 * Each page is loaded once per side, viewport and colour mode; a full-page screenshot, when asked
 * for, comes from the same load.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import type { LookPage } from './look-pages.ts';
import { comparePngs } from './look-pixels.ts';
import { screenshot, THEMES, VIEWPORTS, type Screenshot, type Theme } from './look-screenshots.ts';

export interface LookShot {
  /** The page's name (its kind, or its path when named with --look-pages) and URL path. */
  page: string;
  path: string;
  /** A file-name-safe form of the page's name. */
  slug: string;
  /** The viewport's size (a full-page screenshot is as tall as the page). */
  width: number;
  height: number;
  theme: Theme;
  /** The top of the page in the viewport, or the whole page (`--look-full-page`). */
  area: 'viewport' | 'full page';
  /** Share of pixels that agree, 0 to 1. */
  agreement: number;
  /** The same over content pixels only (look-pixels.ts): stricter. */
  contentAgreement: number;
  differingPixels: number;
  /** What makes the figure mean less than it seems: a status other than 200, a colour mode not taken. */
  notes: string[];
  files: { docusaurus: string; generator: string; diff: string };
}

/** The two sides' origins: Docusaurus's output served, and the generator's. */
export interface ServedPair {
  docusaurus: string;
  generator: string;
}

const slugOf = (name: string) =>
  name
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase() || 'home';

/** Notes on one side's screenshot: what is not as expected about it. */
function notesOn(side: string, shot: Screenshot, theme: Theme): string[] {
  const notes: string[] = [];
  if (shot.status !== 200) notes.push(`${side} answered ${shot.status ?? 'nothing'}`);
  if (!shot.themeApplied) notes.push(`${side} did not take the ${theme} mode`);
  return notes;
}

/** Compares one pair of screenshots, writes the three images beside each other and logs the figures. */
async function compareShot(
  reference: Buffer,
  candidate: Buffer,
  base: string,
  shot: Omit<LookShot, 'agreement' | 'contentAgreement' | 'differingPixels' | 'files'>,
  log: (message: string) => void,
): Promise<LookShot> {
  const files = { docusaurus: `${base}-docusaurus.png`, generator: `${base}-generator.png`, diff: `${base}-diff.png` };
  const compared = comparePngs(reference, candidate);
  await Promise.all([writeFile(files.docusaurus, reference), writeFile(files.generator, candidate), writeFile(files.diff, compared.diffPng)]);
  const share = (value: number) => `${(value * 100).toFixed(1)} %`;
  const what = `${shot.page} ${shot.path} ${shot.width} px ${shot.theme}${shot.area === 'full page' ? ' full page' : ''}`;
  log(`  ${what}: ${share(compared.agreement)} agree, content ${share(compared.contentAgreement)}${shot.notes.length ? ` (${shot.notes.join('; ')})` : ''}`);
  const { agreement, contentAgreement, differingPixels } = compared;
  return { ...shot, agreement, contentAgreement, differingPixels, files };
}

/** Every page at every viewport in both colour modes (and, with `fullPage`, the whole page too), on both sides. */
export async function shootAndCompare(
  browser: Browser,
  served: ServedPair,
  pages: LookPage[],
  options: { dir: string; fullPage: boolean },
  log: (message: string) => void,
): Promise<LookShot[]> {
  await mkdir(options.dir, { recursive: true });
  const shots: LookShot[] = [];
  for (const page of pages) {
    for (const viewport of VIEWPORTS) {
      for (const theme of THEMES) {
        const slug = slugOf(page.name);
        const base = join(options.dir, `${slug}-${viewport.width}-${theme}`);
        const reference = await screenshot(browser, served.docusaurus, page.path, viewport, theme, options.fullPage);
        const candidate = await screenshot(browser, served.generator, page.path, viewport, theme, options.fullPage);
        const notes = [...notesOn('Docusaurus', reference, theme), ...notesOn('generator', candidate, theme)];
        const shot = { page: page.name, path: page.path, slug, width: viewport.width, height: viewport.height, theme, notes };
        shots.push(await compareShot(reference.png, candidate.png, base, { ...shot, area: 'viewport' }, log));
        if (reference.fullPagePng && candidate.fullPagePng)
          shots.push(await compareShot(reference.fullPagePng, candidate.fullPagePng, `${base}-full`, { ...shot, area: 'full page' }, log));
      }
    }
  }
  return shots;
}

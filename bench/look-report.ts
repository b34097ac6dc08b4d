/**
 * The Markdown report of `--look`: per page a row, per width and colour mode a column holding the
 * share of pixels that agree with Docusaurus's rendering against issue #28's target, then what
 * makes a figure mean less than it seems, and where the contact sheets are.
 */
import { LOOK_TARGET, type LookFigures } from './look.ts';
import type { LookShot } from './look-shots.ts';
import { machineLine, seconds, table, verdict, type MachineInfo } from './report.ts';

export interface LookResult {
  name: string;
  timestamp: string;
  machine: MachineInfo;
  figures: LookFigures;
}

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

/** The cell of one shot: its agreement and whether it meets the target. */
export const agreementCell = (shot: LookShot | undefined, target = LOOK_TARGET) =>
  shot ? `${percent(shot.agreement)} ${verdict(shot.agreement >= target)}${shot.notes.length ? ' *' : ''}` : '';
/** The cell of one shot's content-pixel agreement: a figure to read beside the first, held to no target. */
const contentCell = (shot: LookShot | undefined) => (shot ? percent(shot.contentAgreement) : '');

/**
 * Page x (width, colour mode): the agreement of every shot of one area (the viewport, or the full
 * page), or (`content`) its content-pixel agreement.
 */
export function lookTable(
  figures: Pick<LookFigures, 'pages' | 'viewports' | 'themes' | 'shots' | 'target'>,
  { area = 'viewport', content = false }: { area?: LookShot['area']; content?: boolean } = {},
): string {
  const columns = figures.viewports.flatMap((viewport) => figures.themes.map((theme) => ({ width: viewport.width, theme })));
  const rows = figures.pages.map((page) => [
    page.name,
    `\`${page.path}\``,
    ...columns.map(({ width, theme }) => {
      const shot = figures.shots.find(
        (candidate) => candidate.area === area && candidate.path === page.path && candidate.width === width && candidate.theme === theme,
      );
      return content ? contentCell(shot) : agreementCell(shot, figures.target);
    }),
  ]);
  return table(['Page', 'URL', ...columns.map(({ width, theme }) => `${width} px ${theme}`)], rows);
}

export function lookMarkdownReport(result: LookResult): string {
  const { figures } = result;
  const versions = Object.entries(figures.versions)
    .map(([name, version]) => `${name} ${version}`)
    .join(', ');
  // The target applies to the viewport (a full page is scored on its height too); notes are the same for both areas.
  const viewportShots = figures.shots.filter((shot) => shot.area === 'viewport');
  const meeting = viewportShots.filter((shot) => shot.agreement >= figures.target).length;
  const noted = viewportShots.filter((shot) => shot.notes.length);
  const fullPage = figures.shots.some((shot) => shot.area === 'full page');
  const viewports = figures.viewports.map((viewport) => `${viewport.width} x ${viewport.height}`).join(' and ');
  return [
    `## Benchmark ${result.name} (${result.timestamp})`,
    '',
    `Site: ${figures.site.source} (copy built: ${figures.site.siteDir}, base URL \`${figures.site.baseUrl}\`), built by Docusaurus (the reference) and by this generator reading the same folder.`,
    `Versions: ${versions}.`,
    machineLine(result.machine),
    `Builds: Docusaurus ${seconds(figures.buildMs.docusaurus)}, generator ${seconds(figures.buildMs.generator)} (its work folder kept between runs).`,
    `Screenshots: Chromium, the top of each page in a ${viewports} viewport (device scale 1), light and dark; animations, caret and scroll bars off. A cell is the share of pixels that agree (pixelmatch, threshold 0.1, anti-aliasing not counted); target >= ${percent(figures.target)} (issue #28). * marks a shot with a note below.`,
    '',
    lookTable(figures),
    '',
    `${meeting} of ${viewportShots.length} shots meet the target.`,
    ...(figures.missingKinds.length ? [`No page of these kinds in Docusaurus's output, so none compared: ${figures.missingKinds.join(', ')}.`] : []),
    '',
    "Content pixels only (those that are not their screenshot's background colour in either image, or differ): stricter, since a page's background agrees even when its text is displaced.",
    '',
    lookTable(figures, { content: true }),
    ...(fullPage
      ? [
          '',
          'Full pages (`--look-full-page`): the whole page, the part of the taller one the other lacks counted as differing; all pixels, then content pixels.',
          '',
          lookTable(figures, { area: 'full page' }),
          '',
          lookTable(figures, { area: 'full page', content: true }),
        ]
      : []),
    ...(noted.length ? ['', 'Notes:', ...noted.map((shot) => `- ${shot.page} at ${shot.width} px ${shot.theme}: ${shot.notes.join('; ')}`)] : []),
    '',
    `Contact sheets (per page${fullPage ? ', width and area' : ' and width'}; columns Docusaurus, generator, diff; rows light, dark): ${figures.sheets.html}`,
    ...figures.sheets.sheets.map((sheet) => `- ${sheet}`),
    '',
  ].join('\n');
}

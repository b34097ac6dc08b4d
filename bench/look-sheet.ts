/**
 * The look bench's contact sheets: per page, width and area (viewport, full page) one PNG, a row per colour mode (light
 * above dark) and three columns (Docusaurus, the generator, the diff: differing pixels red,
 * anti-aliasing yellow, over the faded reference), on a grey ground; and `index.html` beside
 * them, which labels every sheet with its page, URL and figures and links the single images.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { PNG } from 'pngjs';
import type { LookShot } from './look-shots.ts';

/** Space between and around the images, and its colour. */
const GAP = 16;
const GROUND_RGBA = [128, 128, 128, 255] as const;

/** One sheet's images: rows of [reference, candidate, diff] PNG files. */
export type SheetRows = string[][];

/** Lays PNG files out in rows, each cell as wide as the widest image and each row as tall as its tallest. */
export async function composeSheet(rows: SheetRows): Promise<Buffer> {
  const images = await Promise.all(rows.map((row) => Promise.all(row.map(async (file) => PNG.sync.read(await readFile(file))))));
  const cellWidth = Math.max(...images.flat().map((image) => image.width));
  const rowHeights = images.map((row) => Math.max(...row.map((image) => image.height)));
  const columns = Math.max(...images.map((row) => row.length));
  const sheet = new PNG({ width: GAP + columns * (cellWidth + GAP), height: GAP + rowHeights.reduce((sum, h) => sum + h + GAP, 0) });
  for (let i = 0; i < sheet.width * sheet.height; i++) sheet.data.set(GROUND_RGBA, i * 4);
  let top = GAP;
  images.forEach((row, r) => {
    row.forEach((image, c) => {
      const left = GAP + c * (cellWidth + GAP);
      for (let y = 0; y < image.height; y++)
        sheet.data.set(image.data.subarray(y * image.width * 4, (y + 1) * image.width * 4), ((top + y) * sheet.width + left) * 4);
    });
    top += rowHeights[r] + GAP;
  });
  return PNG.sync.write(sheet);
}

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[c]};`);

/** The shots of one sheet: the same page at the same width and area, light then dark. */
function sheetsOf(shots: LookShot[]): LookShot[][] {
  const groups = new Map<string, LookShot[]>();
  for (const shot of shots) {
    const key = `${shot.page}\n${shot.width}\n${shot.area}`;
    groups.set(key, [...(groups.get(key) ?? []), shot]);
  }
  return [...groups.values()];
}

/** Writes a sheet per page and width into `dir` and `index.html`; returns the files written. */
export async function writeContactSheets(shots: LookShot[], dir: string): Promise<{ html: string; sheets: string[] }> {
  const sheets: string[] = [];
  const sections: string[] = [];
  for (const group of sheetsOf(shots)) {
    const { slug, width, page, path, area } = group[0];
    const full = area === 'full page';
    const file = join(dir, `sheet-${slug}-${width}${full ? '-full' : ''}.png`);
    await writeFile(file, await composeSheet(group.map((shot) => [shot.files.docusaurus, shot.files.generator, shot.files.diff])));
    sheets.push(file);
    const link = (target: string, label: string) => `<a href="${escapeHtml(relative(dir, target))}">${label}</a>`;
    const rows = group.map(
      (shot) =>
        `<li>${shot.theme}: ${percent(shot.agreement)} of pixels agree, ${percent(shot.contentAgreement)} of content pixels (${link(shot.files.docusaurus, 'Docusaurus')}, ${link(shot.files.generator, 'generator')}, ${link(shot.files.diff, 'diff')})${shot.notes.length ? ` (${escapeHtml(shot.notes.join('; '))})` : ''}</li>`,
    );
    sections.push(
      `<section><h2>${escapeHtml(page)} <code>${escapeHtml(path)}</code> at ${width} px${full ? ', full page' : ''}</h2><ul>${rows.join('')}</ul><p>Columns: Docusaurus, generator, diff. Rows: ${group.map((s) => s.theme).join(', ')}.</p><img src="${escapeHtml(relative(dir, file))}" alt="${escapeHtml(`${page} at ${width} px: Docusaurus, generator and diff`)}"></section>`,
    );
  }
  const html = join(dir, 'index.html');
  await writeFile(
    html,
    `<!doctype html><html lang="en"><meta charset="utf-8"><title>Look: Docusaurus and the generator</title><style>body{font:14px system-ui;margin:16px}img{max-width:100%;border:1px solid #888}section{margin-bottom:32px}</style><h1>Docusaurus and the generator, side by side</h1>${sections.join('\n')}</html>\n`,
  );
  return { html, sheets };
}

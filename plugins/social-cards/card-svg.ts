/**
 * The cards' design as SVG, 1200x630: the site's logo and title at the top and its host at the
 * bottom (the frame, the same on every card), and between them the band each card draws for
 * itself: the page's section and its title in large type (wrapped, smaller when long, cut with an
 * ellipsis past four lines). Text is drawn as outlines from the card fonts, so the rasterizer
 * needs no fonts and every machine draws the same card.
 */
import type { Font } from 'opentype.js';
import type { CardFonts } from './card-fonts.ts';
import type { CardText } from './card-texts.ts';

/** Bump when the design below changes: it is part of every card's name, so each card is made again. */
export const CARD_TEMPLATE_VERSION = '3';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
/** The logo's square, in pixels. */
export const LOGO_SIZE = 72;

const MARGIN = 80;
const TEXT_WIDTH = CARD_WIDTH - 2 * MARGIN;
const COLORS = { background: '#101218', accent: '#3b82f6', title: '#ffffff', section: '#93c5fd', muted: '#9ca3af' };
/** Title sizes tried in turn, each with the lines it may take: the first that fits; the last cuts its last line with an ellipsis. */
const TITLE_SIZES = [
  { size: 76, lines: 2 },
  { size: 64, lines: 3 },
  { size: 54, lines: 4 },
];

/** What every card of a site shares. */
export interface CardFrame {
  siteTitle: string;
  /** The site's host ("stately.ai"), shown at the bottom. */
  host: string;
  /** The logo as a data: URL of a raster image (drawn in LOGO_SIZE's square), if the site has one. */
  logoDataUrl?: string;
}

/** The text without characters the font has no glyph for (which would draw as empty boxes), spaces collapsed. */
function drawable(font: Font, text: string): string {
  return [...text.replace(/\s+/g, ' ').trim()].filter((char) => char === ' ' || font.charToGlyphIndex(char) > 0).join('');
}

/**
 * A font's text measured and drawn with each word's width and each glyph's outline worked out once
 * (opentype.js shapes the whole string on every call: measuring a line word by word and drawing it
 * glyph by glyph made the layout the cards' largest cost, 14 ms a card). Widths are kept at one
 * pixel per em and scaled; a line's width is its words' plus its spaces' (no kerning across a space).
 */
class MeasuredFont {
  private readonly wordWidths = new Map<string, number>();
  private readonly outlines = new Map<string, string>();

  constructor(readonly font: Font) {}

  /** The width of `text` at `size` pixels. */
  width(text: string, size: number): number {
    let width = this.wordWidths.get(text);
    if (width === undefined) this.wordWidths.set(text, (width = this.font.getAdvanceWidth(text, 1)));
    return width * size;
  }

  /** A line of words' width: the words' and the spaces between them. */
  lineWidth(words: readonly string[], size: number): number {
    return words.reduce((sum, word) => sum + this.width(word, size), 0) + (words.length - 1) * this.width(' ', size);
  }

  /** A line of text as one group of glyph outlines, its baseline at `y`. */
  path(text: string, x: number, y: number, size: number, fill: string): string {
    if (!text) return '';
    const glyphs: string[] = [];
    this.font.forEachGlyph(text, x, y, size, undefined, (glyph, glyphX, glyphY) => {
      const key = `${glyph.index}/${size}`;
      let outline = this.outlines.get(key);
      if (outline === undefined) this.outlines.set(key, (outline = glyph.getPath(0, 0, size).toPathData(1)));
      if (outline) glyphs.push(`<path transform="translate(${glyphX.toFixed(1)} ${glyphY.toFixed(1)})" d="${outline}"/>`);
    });
    return `<g fill="${fill}">${glyphs.join('')}</g>`;
  }
}

/** Greedy line breaking at spaces; a word wider than the line stays whole on its own line. */
function wrapLines(font: MeasuredFont, text: string, size: number): string[] {
  const lines: string[][] = [];
  let line: string[] = [];
  for (const word of text.split(' ')) {
    if (line.length > 0 && font.lineWidth([...line, word], size) > TEXT_WIDTH) {
      lines.push(line);
      line = [word];
    } else line.push(word);
  }
  if (line.length > 0) lines.push(line);
  return lines.map((words) => words.join(' '));
}

/** The lines of a title at the largest size that fits, the last cut with an ellipsis when even the smallest does not. */
function titleLayout(font: MeasuredFont, title: string): { size: number; lines: string[] } {
  for (const { size, lines: most } of TITLE_SIZES.slice(0, -1)) {
    const lines = wrapLines(font, title, size);
    if (lines.length <= most) return { size, lines };
  }
  const { size, lines: most } = TITLE_SIZES[TITLE_SIZES.length - 1];
  const lines = wrapLines(font, title, size);
  if (lines.length <= most) return { size, lines };
  let last = lines.slice(most - 1).join(' ');
  while (last && font.font.getAdvanceWidth(`${last}…`, size) > TEXT_WIDTH) last = last.slice(0, -1);
  return { size, lines: [...lines.slice(0, most - 1), `${last.trimEnd()}…`] };
}

/** The rows of a card that differ from card to card: the section and the title (down to the descenders of TITLE_SIZES' longest title). */
export const CARD_BAND = { top: 188, height: 344 };

export interface CardTemplate {
  /** What every card shows: background, logo, site title, host. */
  frameSvg: string;
  /** The band of one card (CARD_BAND's rows, background included): its section and title. */
  bandSvg(text: CardText): string;
}

/** The site's card template: what every card shares is laid out once, each section line once. */
export function cardTemplate(fonts: CardFonts, frame: CardFrame): CardTemplate {
  const bold = new MeasuredFont(fonts.bold);
  const regular = new MeasuredFont(fonts.regular);
  const siteTitleX = frame.logoDataUrl ? MARGIN + LOGO_SIZE + 24 : MARGIN;
  const background = `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="${COLORS.background}"/>`;
  const frameSvg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">`,
    background,
    `<rect width="${CARD_WIDTH}" height="12" fill="${COLORS.accent}"/>`,
    frame.logoDataUrl ? `<image href="${frame.logoDataUrl}" x="${MARGIN}" y="72" width="${LOGO_SIZE}" height="${LOGO_SIZE}"/>` : '',
    bold.path(drawable(fonts.bold, frame.siteTitle), siteTitleX, 122, 40, COLORS.title),
    regular.path(drawable(fonts.regular, frame.host), MARGIN, CARD_HEIGHT - 56, 28, COLORS.muted),
    `</svg>`,
  ].join('');
  // The band is drawn in the card's coordinates: its viewBox starts at the band's first row.
  const bandOpen = `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_BAND.height}" viewBox="0 ${CARD_BAND.top} ${CARD_WIDTH} ${CARD_BAND.height}">${background}`;
  const sections = new Map<string, string>();
  const sectionPath = (section: string) => {
    let path = sections.get(section);
    if (path === undefined) sections.set(section, (path = regular.path(drawable(fonts.regular, section), MARGIN, 236, 34, COLORS.section)));
    return path;
  };
  return {
    frameSvg,
    bandSvg(text) {
      const title = titleLayout(bold, drawable(fonts.bold, text.title));
      const lineHeight = Math.round(title.size * 1.15);
      const titleTop = 270;
      const titlePaths = title.lines.map((line, i) => bold.path(line, MARGIN, titleTop + title.size + i * lineHeight, title.size, COLORS.title));
      return `${bandOpen}${sectionPath(text.section)}${titlePaths.join('')}</svg>`;
    },
  };
}

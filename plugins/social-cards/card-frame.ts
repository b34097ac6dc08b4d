/**
 * What every card of the site shares: its title, its host, and its logo (the option's, else the
 * navbar's) from the static folders, with a hash of the logo's bytes for the cards' names. The
 * logo becomes a data: URL only when cards are to be drawn (an SVG drawn to a PNG first). A logo
 * that is a URL, or of a kind the rasterizer cannot draw, is left off.
 */
import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { extname, join } from 'node:path';
import { hashText, staticDirectoriesOf, type LoadContext } from '../../src/core/index.ts';
import { svgToPng } from './card-painter.ts';
import { LOGO_SIZE, type CardFrame } from './card-svg.ts';

const SVG = 'image/svg+xml';
const IMAGE_TYPES: Record<string, string> = { '.svg': SVG, '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg' };

export interface LoadedFrame {
  /** What the cards' names depend on: site title, host, logo bytes. */
  identity: string[];
  /** The frame to draw with (only called when a card is missing). */
  draw(): Promise<CardFrame>;
}

/** The navbar logo's site path, if the theme config has one. */
function navbarLogo(themeConfig: Record<string, unknown>): string | undefined {
  const logo = (themeConfig.navbar as { logo?: { src?: unknown } } | undefined)?.logo?.src;
  return typeof logo === 'string' ? logo : undefined;
}

async function readLogo(context: LoadContext, sitePath: string | undefined): Promise<{ type: string; bytes: Buffer } | undefined> {
  const type = sitePath && !/^[a-z]+:/i.test(sitePath) ? IMAGE_TYPES[extname(sitePath).toLowerCase()] : undefined;
  if (!sitePath || !type) return undefined;
  const file = staticDirectoriesOf(context.siteConfig, context.siteDir)
    .map((dir) => join(dir, sitePath))
    .find((candidate) => existsSync(candidate));
  return file ? { type, bytes: await readFile(file) } : undefined;
}

/** An SVG logo is drawn once, at the size the cards show it: inside each card it would be drawn on a canvas as large as the card. */
async function logoDataUrl(logo: { type: string; bytes: Buffer }): Promise<string> {
  const raster = logo.type === SVG ? { type: IMAGE_TYPES['.png'], bytes: await svgToPng(logo.bytes, LOGO_SIZE) } : logo;
  return `data:${raster.type};base64,${raster.bytes.toString('base64')}`;
}

export async function loadCardFrame(context: LoadContext, logoOption: string | undefined): Promise<LoadedFrame> {
  const logo = await readLogo(context, logoOption ?? navbarLogo(context.siteConfig.themeConfig as Record<string, unknown>));
  const siteTitle = context.siteConfig.title;
  const host = new URL(context.siteConfig.url).host;
  return {
    identity: [siteTitle, host, logo ? hashText(logo.bytes.toString('base64')) : ''],
    draw: async () => ({ siteTitle, host, logoDataUrl: logo ? await logoDataUrl(logo) : undefined }),
  };
}

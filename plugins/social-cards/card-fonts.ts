/**
 * The cards' typeface: Inter (the @fontsource/inter package, its Latin subset), bold for titles
 * and regular for the rest, parsed once per process and kept. WOFF, as opentype.js reads it.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Font } from 'opentype.js';

export interface CardFonts {
  bold: Font;
  regular: Font;
}

const resolvePackageFile = createRequire(import.meta.url).resolve;

async function loadFont(weight: 400 | 700): Promise<Font> {
  // Loaded with the first card drawn: a build whose cards are all cached never parses opentype.js (400 KB).
  const { default: opentype } = await import('opentype.js');
  const bytes = await readFile(resolvePackageFile(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));
  return opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
}

let loaded: Promise<CardFonts> | undefined;

export function cardFonts(): Promise<CardFonts> {
  loaded ??= Promise.all([loadFont(700), loadFont(400)]).then(([bold, regular]) => ({ bold, regular }));
  return loaded;
}

/** The font files' identity, part of each card's cache key: another version of the package draws other cards. */
export function cardFontsVersion(): string {
  return (createRequire(import.meta.url)('@fontsource/inter/package.json') as { version: string }).version;
}

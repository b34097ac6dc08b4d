/** The part of opentype.js (which ships no types) that the card layout uses: parsing a font, measuring and outlining text. */
declare module 'opentype.js' {
  export interface Path {
    toPathData(decimalPlaces?: number): string;
  }
  export interface Glyph {
    index: number;
    getPath(x: number, y: number, fontSize: number): Path;
  }
  export interface Font {
    unitsPerEm: number;
    ascender: number;
    descender: number;
    charToGlyphIndex(char: string): number;
    getAdvanceWidth(text: string, fontSize: number): number;
    getPath(text: string, x: number, y: number, fontSize: number): Path;
    /** Calls `callback` with each glyph of `text` and its position (kerning applied). */
    forEachGlyph(text: string, x: number, y: number, fontSize: number, options: undefined, callback: (glyph: Glyph, x: number, y: number) => void): number;
  }
  export function parse(buffer: ArrayBuffer): Font;
  const opentype: { parse: typeof parse };
  export default opentype;
}

/**
 * SVG to RGBA pixels with resvg, in libuv's thread pool (renderAsync), so the build's main thread
 * (the client bundle, prerender's coordination) only lays the cards out. No system fonts: text
 * reaches it as outlines, and loading them costs more than the drawing.
 */
import { createRequire } from 'node:module';
import type * as ResvgModule from '@resvg/resvg-js';

// Loaded at run time by Node, not bundled: the package picks its native binary for the platform.
const loadPackage = createRequire(import.meta.url);
let resvg: typeof ResvgModule | undefined;

export interface Pixels {
  width: number;
  height: number;
  /** RGBA, rows top to bottom. */
  rgba: Buffer;
}

/** The pixels of an SVG drawn at its own size, or scaled to `width` pixels wide. */
export async function rasterize(svg: string | Buffer, width?: number): Promise<Pixels> {
  resvg ??= loadPackage('@resvg/resvg-js') as typeof ResvgModule;
  const image = await resvg.renderAsync(svg, { font: { loadSystemFonts: false }, ...(width ? { fitTo: { mode: 'width', value: width } } : {}) });
  return { width: image.width, height: image.height, rgba: image.pixels };
}

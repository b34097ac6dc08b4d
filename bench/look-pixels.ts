/**
 * The look bench's measure: the share of pixels on which two screenshots agree. pixelmatch
 * compares each pixel of the area both images cover (its default threshold, and anti-aliased
 * pixels, the edges of glyphs that two font rasterizations place a fraction apart, not counted as
 * differing); the part of the larger image the other does not cover differs by definition, so a
 * page that grew or shrank is not scored on its overlap alone.
 *
 * The share over all pixels is lenient: a docs page is mostly its background, which agrees even
 * when every line of text sits a few pixels lower. So a second, stricter figure is given: the
 * share over content pixels only, those that are not their screenshot's background colour (its
 * most frequent one) in either image, or that differ.
 */
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

export interface PixelAgreement {
  /** The compared area: the larger width and the larger height of the two images. */
  width: number;
  height: number;
  /** Pixels that differ, the uncovered area included. */
  differingPixels: number;
  /** agreeing pixels / all pixels, 0 to 1. */
  agreement: number;
  /** agreeing content pixels / content pixels (1 when neither image has any), 0 to 1. */
  contentAgreement: number;
}

/** pixelmatch's default: the largest colour distance (OKLab) two pixels may have and still agree. */
const MATCH_THRESHOLD = 0.1;
/** Where only one image has pixels, the diff image shows this (pixelmatch's own diff colour). */
const DIFF_RGB: [number, number, number] = [255, 0, 0];
const UNCOVERED_RGBA = [...DIFF_RGB, 255] as const;

/** A pixel's RGBA as one number. */
const colourAt = (data: Uint8Array, pixel: number) =>
  ((data[pixel * 4] << 24) | (data[pixel * 4 + 1] << 16) | (data[pixel * 4 + 2] << 8) | data[pixel * 4 + 3]) >>> 0;

/** The most frequent colour of an image: its page background. */
function backgroundOf(data: Uint8Array): number {
  const counts = new Map<number, number>();
  let best = 0;
  let bestCount = 0;
  for (let pixel = 0; pixel < data.length / 4; pixel++) {
    const colour = colourAt(data, pixel);
    const count = (counts.get(colour) ?? 0) + 1;
    counts.set(colour, count);
    if (count > bestCount) [best, bestCount] = [colour, count];
  }
  return best;
}

/**
 * Content pixels of the overlap (not the background in one image or the other, or differing) and
 * how many of them differ; `diff` is pixelmatch's output, where exactly DIFF_RGB marks a differing
 * pixel (the faded reference is grey, anti-aliasing yellow).
 */
function contentPixels(a: Uint8Array, b: Uint8Array, diff: Uint8Array): { content: number; differing: number } {
  const [backgroundA, backgroundB] = [backgroundOf(a), backgroundOf(b)];
  let content = 0;
  let differing = 0;
  for (let pixel = 0; pixel < diff.length / 4; pixel++) {
    const differs = diff[pixel * 4] === DIFF_RGB[0] && diff[pixel * 4 + 1] === DIFF_RGB[1] && diff[pixel * 4 + 2] === DIFF_RGB[2];
    if (differs || colourAt(a, pixel) !== backgroundA || colourAt(b, pixel) !== backgroundB) content++;
    if (differs) differing++;
  }
  return { content, differing };
}

/** The top-left `width` x `height` pixels of an image, RGBA row by row. */
function crop(image: PNG, width: number, height: number): Uint8Array {
  if (image.width === width && image.height === height) return image.data;
  const out = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) out.set(image.data.subarray(y * image.width * 4, (y * image.width + width) * 4), y * width * 4);
  return out;
}

/**
 * Compares two PNG images (the reference first) and returns the agreement and a diff image: the
 * reference faded, differing pixels red, anti-aliasing yellow, the uncovered area solid red.
 */
export function comparePngs(reference: Buffer, candidate: Buffer): PixelAgreement & { diffPng: Buffer } {
  const [a, b] = [PNG.sync.read(reference), PNG.sync.read(candidate)];
  const width = Math.max(a.width, b.width);
  const height = Math.max(a.height, b.height);
  const [overlapWidth, overlapHeight] = [Math.min(a.width, b.width), Math.min(a.height, b.height)];
  const overlapDiff = new Uint8Array(overlapWidth * overlapHeight * 4);
  const [overlapA, overlapB] = [crop(a, overlapWidth, overlapHeight), crop(b, overlapWidth, overlapHeight)];
  const overlapDiffering = pixelmatch(overlapA, overlapB, overlapDiff, overlapWidth, overlapHeight, { threshold: MATCH_THRESHOLD, diffColor: DIFF_RGB });
  const uncovered = width * height - overlapWidth * overlapHeight;
  const differingPixels = overlapDiffering + uncovered;
  const content = contentPixels(overlapA, overlapB, overlapDiff);
  const contentTotal = content.content + uncovered;

  const diff = new PNG({ width, height });
  for (let i = 0; i < width * height; i++) diff.data.set(UNCOVERED_RGBA, i * 4);
  for (let y = 0; y < overlapHeight; y++) diff.data.set(overlapDiff.subarray(y * overlapWidth * 4, (y + 1) * overlapWidth * 4), y * width * 4);
  return {
    width,
    height,
    differingPixels,
    agreement: 1 - differingPixels / (width * height),
    contentAgreement: contentTotal ? 1 - (content.differing + uncovered) / contentTotal : 1,
    diffPng: PNG.sync.write(diff),
  };
}

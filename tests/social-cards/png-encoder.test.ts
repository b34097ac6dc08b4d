/**
 * The cards' PNG encoder: shared top rows compressed once and an image's own rows after them make
 * one valid zlib stream (inflate checks the combined Adler-32), holding exactly the rows given.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PngEncoder } from '../../plugins/social-cards/png-encoder.ts';
import { readPng } from './png-file.ts';

const WIDTH = 7;

/** Rows of RGBA pixels, each byte from its position and a seed, so rows differ from image to image. */
function rows(count: number, seed: number): Buffer {
  return Buffer.from(Array.from({ length: count * WIDTH * 4 }, (_, i) => (i * 31 + seed * 17) % 251));
}

function scanlinesOf(...parts: Buffer[]): Buffer {
  const pixels = Buffer.concat(parts);
  const rowBytes = WIDTH * 4;
  return Buffer.concat(
    Array.from({ length: pixels.length / rowBytes }, (_, y) => Buffer.concat([Buffer.from([0]), pixels.subarray(y * rowBytes, (y + 1) * rowBytes)])),
  );
}

test('images sharing top rows are whole PNGs with the shared rows, then their own', async () => {
  const top = rows(3, 1);
  const encoder = new PngEncoder(WIDTH, 8, top);
  for (const seed of [2, 3]) {
    const own = rows(4, seed);
    const bottom = rows(1, 9);
    const png = readPng(await encoder.encode(own, bottom));
    assert.deepEqual([png.width, png.height, png.bitDepth, png.colorType], [WIDTH, 8, 8, 6]);
    assert.deepEqual(png.scanlines, scanlinesOf(top, own, bottom));
  }
});

test('an encoder without shared rows encodes the image alone', async () => {
  const own = rows(5, 4);
  const png = readPng(await new PngEncoder(WIDTH, 5, Buffer.alloc(0)).encode(own));
  assert.deepEqual(png.scanlines, scanlinesOf(own));
});

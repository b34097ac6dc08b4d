/** Reads a PNG the way a viewer would: its signature, IHDR (size, depth, colour type) and its pixel data inflated (zlib checks the Adler-32). */
import assert from 'node:assert/strict';
import { inflateSync } from 'node:zlib';

export interface PngInfo {
  width: number;
  height: number;
  bitDepth: number;
  colorType: number;
  /** The inflated scanlines (each row: a filter byte, then its pixels). */
  scanlines: Buffer;
}

const SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);

export function readPng(bytes: Buffer): PngInfo {
  assert.deepEqual(bytes.subarray(0, 8), SIGNATURE, 'a PNG signature');
  let offset = 8;
  let header: Omit<PngInfo, 'scanlines'> | undefined;
  const data: Buffer[] = [];
  while (offset < bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const body = bytes.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') header = { width: body.readUInt32BE(0), height: body.readUInt32BE(4), bitDepth: body[8], colorType: body[9] };
    if (type === 'IDAT') data.push(body);
    offset += 12 + length;
  }
  assert.ok(header, 'an IHDR chunk');
  return { ...header, scanlines: inflateSync(Buffer.concat(data)) };
}

/**
 * PNG encoding for many images of one size whose top rows are all the same (the cards' shared
 * header): those rows are compressed once, and each image compresses only the rows below them.
 * The zlib stream is the shared rows' deflate blocks (ended by a full flush, so nothing after
 * refers back into them) followed by the image's own, with the Adler-32 of the whole worked out
 * from the two parts' (zlib's adler32_combine). Compression runs in libuv's thread pool.
 */
import { promisify } from 'node:util';
import { constants, crc32, deflate, deflateRawSync, deflateSync } from 'node:zlib';

const deflateAsync = promisify(deflate);

const PNG_SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
const RGBA_BYTES = 4;
/** zlib's fastest level: a third of the default's time for about twice the size (~35 KB a card), as the images are mostly flat colour. */
const LEVEL = 1;
const ADLER_BASE = 65521;

/** The Adler-32 of two byte runs one after the other, from each run's (zlib's adler32_combine). */
function combineAdler32(first: number, second: number, secondLength: number): number {
  const remainder = secondLength % ADLER_BASE;
  const firstLow = first & 0xffff;
  const low = (firstLow + (second & 0xffff) + ADLER_BASE - 1) % ADLER_BASE;
  const high = ((remainder * firstLow) % ADLER_BASE) + (first >>> 16) + (second >>> 16) + ADLER_BASE - remainder;
  return ((high % ADLER_BASE) * 65536 + low) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData) >>> 0);
  return Buffer.concat([length, typeAndData, crc]);
}

/** Rows of RGBA pixels (in parts, one after the other) as PNG scanlines: each preceded by its filter byte (0, none). */
function scanlines(parts: readonly Buffer[], width: number): Buffer {
  const rowBytes = width * RGBA_BYTES;
  const rows = parts.reduce((sum, part) => sum + part.length / rowBytes, 0);
  const lines = Buffer.alloc((rowBytes + 1) * rows);
  let line = 0;
  for (const part of parts)
    for (let y = 0; y < part.length / rowBytes; y++, line++) part.copy(lines, line * (rowBytes + 1) + 1, y * rowBytes, (y + 1) * rowBytes);
  return lines;
}

export class PngEncoder {
  private readonly header: Buffer;
  private readonly sharedBlocks: Buffer;
  private readonly sharedAdler: number;

  /**
   * @param sharedTop the RGBA pixels of the rows every image starts with (none: an empty buffer)
   */
  constructor(
    private readonly width: number,
    height: number,
    sharedTop: Buffer,
  ) {
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(width, 0);
    ihdr.writeUInt32BE(height, 4);
    ihdr[8] = 8; // bits per channel
    ihdr[9] = 6; // RGBA
    this.header = Buffer.concat([PNG_SIGNATURE, chunk('IHDR', ihdr)]);
    const lines = scanlines([sharedTop], width);
    this.sharedBlocks = deflateRawSync(lines, { level: LEVEL, finishFlush: constants.Z_FULL_FLUSH });
    // zlib writes a stream's Adler-32 as its last four bytes.
    const whole = deflateSync(lines, { level: LEVEL });
    this.sharedAdler = whole.readUInt32BE(whole.length - 4);
  }

  /** The PNG of an image: the shared top rows, then `rest` (the RGBA pixels of the rows below them, in parts). */
  async encode(...rest: Buffer[]): Promise<Buffer> {
    const lines = scanlines(rest, this.width);
    const own = await deflateAsync(lines, { level: LEVEL });
    const adler = combineAdler32(this.sharedAdler, own.readUInt32BE(own.length - 4), lines.length);
    const trailer = Buffer.alloc(4);
    trailer.writeUInt32BE(adler);
    // zlib's two header bytes, the shared blocks, the image's blocks (without their header and checksum), the checksum of all.
    const stream = Buffer.concat([own.subarray(0, 2), this.sharedBlocks, own.subarray(2, own.length - 4), trailer]);
    return Buffer.concat([this.header, chunk('IDAT', stream), chunk('IEND', Buffer.alloc(0))]);
  }
}

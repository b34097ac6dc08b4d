/**
 * Writes the index files of one folder: named by a hash of their content (so they can be cached for
 * a year) unless named by the caller, a bounded number at a time (a large site writes thousands).
 */
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const WRITES_IN_FLIGHT = 32;
/** 48 bits of SHA-1: a collision among a site's index files is negligible (~1e-6 at 20,000 files). */
const HASH_HEX_DIGITS = 12;

export const contentHash = (content: string) => createHash('sha1').update(content).digest('hex').slice(0, HASH_HEX_DIGITS);

export class HashedFileWriter {
  files = 0;
  bytes = 0;
  private readonly written = new Set<string>();
  private readonly inFlight = new Set<Promise<void>>();
  private ready: Promise<unknown>;

  constructor(private readonly folder: string) {
    this.ready = mkdir(folder, { recursive: true });
  }

  /** Writes JSON under `{hash}.json` and returns that name; identical content is written once. */
  writeHashed(json: string): Promise<string> {
    return this.write(`${contentHash(json)}.json`, json);
  }

  async write(name: string, content: string): Promise<string> {
    if (this.written.has(name)) return name;
    this.written.add(name);
    await this.ready;
    while (this.inFlight.size >= WRITES_IN_FLIGHT) await Promise.race(this.inFlight);
    const writing = writeFile(join(this.folder, name), content).then(() => {
      this.inFlight.delete(writing);
    });
    writing.catch(() => {}); // reported by the next write or by finish(), not as an unhandled rejection
    this.inFlight.add(writing);
    this.files++;
    this.bytes += Buffer.byteLength(content);
    return name;
  }

  /** Waits for every write to finish (and fails if one did). */
  async finish(): Promise<void> {
    await Promise.all(this.inFlight);
  }
}

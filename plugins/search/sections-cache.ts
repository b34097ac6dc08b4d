/**
 * The sections extracted from each page, kept between builds by a key naming the page's HTML, so an
 * unchanged page is not parsed again. Stored as one JSON line per page, read and written as a
 * stream: at 10,000 pages it is ~100 MB, which a single JSON string would have to hold at once.
 */
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename } from 'node:fs/promises';
import { dirname } from 'node:path';
import { createInterface } from 'node:readline';
import { finished } from 'node:stream/promises';
import { parseRecord, type RecordWarnings } from '../../src/core/index.ts';
import type { SearchRecord } from './search-index-format.ts';

interface CacheLine {
  key: string;
  sections: SearchRecord[];
}

/** The cached sections; a damaged line (a file cut off) ends the reading there, with a warning naming the file. */
export async function readSectionsCache(file: string, warnings: RecordWarnings): Promise<Map<string, SearchRecord[]>> {
  const cached = new Map<string, SearchRecord[]>();
  const input = createReadStream(file, 'utf8');
  try {
    for await (const line of createInterface({ input, crlfDelay: Infinity })) {
      if (!line) continue;
      const entry = parseRecord<CacheLine>(file, line, warnings);
      if (!entry) break;
      cached.set(entry.key, entry.sections);
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  } finally {
    input.destroy();
  }
  return cached;
}

/** Replaces the cache with these pages' sections (written beside it, then renamed: never half-written). */
export async function writeSectionsCache(file: string, pages: Iterable<readonly [key: string, sections: SearchRecord[]]>): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const output = createWriteStream(`${file}.tmp`, 'utf8');
  for (const [key, sections] of pages) {
    if (!output.write(`${JSON.stringify({ key, sections } satisfies CacheLine)}\n`)) await once(output, 'drain');
  }
  output.end();
  await finished(output);
  await rename(`${file}.tmp`, file);
}

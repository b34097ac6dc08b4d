/**
 * Reusing prerendered pages. Each page gets a key: a hash of everything its HTML is made from (the
 * server code that renders its route, the site data, head tags, its asset list, its path). The
 * record keeps, per output file, the key, the hash of the HTML written and the links and ids later
 * steps need. A page whose key is unchanged, and whose HTML in the last output is still the one
 * recorded, is copied instead of rendered: editing one page re-renders that page and the pages
 * that show something of it (a sidebar, an index), because only their keys change.
 *
 * "Copied" is a hard link from the last output (output-folder.ts): the page is checked first, by
 * its stamp, else by the hash of its bytes (kept-files.ts), so a page rewritten in place in the
 * last output is rendered again (and named in the build's warning), never published as it is.
 */
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { PrerenderedPage } from '../prerender/prerender-worker.ts';
import { writeFileAtomic } from '../atomic-file.ts';
import { linkOrCopyFile } from '../output-folder.ts';
import { noteCacheDamage } from './cache-damage.ts';
import { readRecord, type RecordWarnings } from './cache-record.ts';
import { stampedSize } from './content-hash.ts';
import { checkKeptFile, outputFileStamp } from './kept-files.ts';

const RECORD_VERSION = 2;

interface RecordedPage extends PrerenderedPage {
  key: string;
  htmlHash: string;
}

interface PageRecordFile {
  version: number;
  pages: Record<string, RecordedPage>;
}

export interface KeyedPage {
  file: string;
  path: string | null;
  key: string;
}

export async function loadPageRecord(recordFile: string, warnings: RecordWarnings): Promise<Map<string, RecordedPage>> {
  const record = await readRecord<PageRecordFile>(recordFile, warnings);
  return new Map(record?.version === RECORD_VERSION ? Object.entries(record.pages) : []);
}

/**
 * Copies each page that can be reused from the previous output folder into the new one and
 * returns what was recorded of it; the rest must be rendered.
 */
export async function reusePages<P extends KeyedPage>(
  record: Map<string, RecordedPage>,
  pages: P[],
  previousOutDir: string,
  outDir: string,
  warnings: RecordWarnings,
): Promise<{ reused: RecordedPage[]; toRender: P[] }> {
  const reused: RecordedPage[] = [];
  const toRender: P[] = [];
  const damaged: string[] = [];
  await Promise.all(
    pages.map(async (page) => {
      const recorded = record.get(page.file);
      const previous = join(previousOutDir, page.file);
      if (recorded && recorded.key === page.key && recorded.path === page.path) {
        // As written: its size, stamp and hash (prerender-worker.ts).
        const check = await checkKeptFile(
          previous,
          { size: stampedSize(recorded.fileStamp), hash: recorded.htmlHash, stamp: recorded.fileStamp },
          outputFileStamp,
        );
        if (check.state === 'intact') {
          await mkdir(dirname(join(outDir, page.file)), { recursive: true });
          await linkOrCopyFile(previous, join(outDir, page.file));
          // The same bytes with another stamp (touched): recorded, so the next build need not read it again.
          reused.push(check.restamped ? { ...recorded, fileStamp: check.restamped } : recorded);
          return;
        }
        if (check.state === 'changed') damaged.push(page.file);
      }
      toRender.push(page);
    }),
  );
  noteCacheDamage(warnings, damaged.sort(), 'rendering those pages again');
  return { reused, toRender };
}

export async function savePageRecord(recordFile: string, pages: RecordedPage[]): Promise<void> {
  const record: PageRecordFile = { version: RECORD_VERSION, pages: Object.fromEntries(pages.map((p) => [p.file, p])) };
  await mkdir(dirname(recordFile), { recursive: true });
  await writeFileAtomic(recordFile, JSON.stringify(record));
}

/**
 * Reusing prerendered pages. Each page gets a key: a hash of everything its HTML is made from (the
 * server code that renders its route, the site data, head tags, its asset list, its path). The
 * record keeps, per output file, the key, the hash of the HTML written and the links and ids later
 * steps need. A page whose key is unchanged, and whose HTML in the last output is still the one
 * recorded, is copied instead of rendered: editing one page re-renders that page and the pages
 * that show something of it (a sidebar, an index), because only their keys change.
 */
import { mkdir, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { PrerenderedPage } from '../prerender/prerender-worker.ts';
import { writeFileAtomic } from '../atomic-file.ts';
import { linkOrCopyFile } from '../output-folder.ts';
import { readRecord, type RecordWarnings } from './cache-record.ts';
import { fileStamp, hashFile } from './content-hash.ts';

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
): Promise<{ reused: RecordedPage[]; toRender: P[] }> {
  const reused: RecordedPage[] = [];
  const toRender: P[] = [];
  await Promise.all(
    pages.map(async (page) => {
      const recorded = record.get(page.file);
      const previous = join(previousOutDir, page.file);
      if (recorded && recorded.key === page.key && recorded.path === page.path && (await stillWritten(previous, recorded))) {
        await mkdir(dirname(join(outDir, page.file)), { recursive: true });
        await linkOrCopyFile(previous, join(outDir, page.file));
        reused.push(recorded);
      } else {
        toRender.push(page);
      }
    }),
  );
  return { reused, toRender };
}

/** Whether the last output still holds the page as recorded: untouched since (size and time), or else the same bytes. */
async function stillWritten(file: string, recorded: RecordedPage): Promise<boolean> {
  const info = await stat(file).catch(() => undefined);
  if (!info) return false;
  return fileStamp(info) === recorded.fileStamp || (await hashFile(file)) === recorded.htmlHash;
}

export async function savePageRecord(recordFile: string, pages: RecordedPage[]): Promise<void> {
  const record: PageRecordFile = { version: RECORD_VERSION, pages: Object.fromEntries(pages.map((p) => [p.file, p])) };
  await mkdir(dirname(recordFile), { recursive: true });
  await writeFileAtomic(recordFile, JSON.stringify(record));
}

/**
 * Writing a file whole or not at all: the text goes to a temporary file in the same folder, which
 * is then renamed over the target (a rename within a folder is atomic). A build killed mid-write
 * (kill -9, a full disk) leaves the previous file or the new one, never half of one: the files the
 * next build reads back (cache records, generated modules, compiled Markdown) are written so.
 */
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';
import { threadId } from 'node:worker_threads';

let written = 0;

/** Unique per process, thread and write, so concurrent writers of one file never share a temporary file. */
const temporaryName = (file: string) => `${file}.${process.pid}-${threadId}-${written++}.tmp`;

export async function writeFileAtomic(file: string, data: string | Uint8Array): Promise<void> {
  const temporary = temporaryName(file);
  try {
    await writeFile(temporary, data);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

export function writeFileAtomicSync(file: string, data: string | Uint8Array): void {
  const temporary = temporaryName(file);
  try {
    writeFileSync(temporary, data);
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}

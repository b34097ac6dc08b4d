/**
 * Reading back what a build kept for the next one (src/core/incremental, the compiled Markdown,
 * the search plugin's sections, output caches). Records are written whole (atomic-file.ts), but a
 * disk can still fill or a file be cut by hand: a record that does not parse is then only a cache
 * miss, reported once by name, and is made again by this build; it must never fail every later
 * build with a JSON error that names no file.
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { displayPath } from '../site-error.ts';

/** Where a damaged record is reported (a BuildReport). */
export interface RecordWarnings {
  warn(message: string): void;
}

/** The warning for a record that could not be read back. */
export function damagedRecordWarning(file: string, error: unknown): string {
  return `ignored the damaged cache record ${displayPath(file)} (${error instanceof Error ? error.message : String(error)}); it is made again`;
}

/** Parses a record's text; undefined (and a warning naming the file) when it is not valid JSON. */
export function parseRecord<T>(file: string, text: string, warnings: RecordWarnings): T | undefined {
  try {
    return JSON.parse(text) as T;
  } catch (error) {
    warnings.warn(damagedRecordWarning(file, error));
    return undefined;
  }
}

const isMissing = (error: unknown) => ['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '');

/** A JSON record, or undefined when there is none or it is damaged (reported). Other read errors are thrown. */
export async function readRecord<T>(file: string, warnings: RecordWarnings): Promise<T | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
  return parseRecord<T>(file, text, warnings);
}

export function readRecordSync<T>(file: string, warnings: RecordWarnings): T | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
  return parseRecord<T>(file, text, warnings);
}

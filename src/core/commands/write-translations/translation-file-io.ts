/**
 * Reading, merging and writing one translation file (`code.json`, a plugin's `current.json`...)
 * as Docusaurus's write-translations does: keys found now are added; a message already in the
 * file is kept (the translator's work) unless `override`; keys the site no longer has stay, with a
 * warning naming them; `messagePrefix` marks new messages (to spot untranslated ones).
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { SiteError } from '../../site-error.ts';
import type { TranslationFileContent } from '../../plugin-types.ts';

export interface TranslationWriteOptions {
  /** Replace the messages already in the file with the ones found now. */
  override?: boolean;
  /** Put before every message written now (`--messagePrefix '(untranslated) '`). */
  messagePrefix?: string;
}

function isTranslationFileContent(value: unknown): value is TranslationFileContent {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  return Object.values(value).every(
    (entry) =>
      !!entry &&
      typeof entry === 'object' &&
      typeof (entry as { message?: unknown }).message === 'string' &&
      ['string', 'undefined'].includes(typeof (entry as { description?: unknown }).description),
  );
}

async function readTranslationFile(file: string): Promise<TranslationFileContent | undefined> {
  if (!existsSync(file)) return undefined;
  let content: unknown;
  try {
    content = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new SiteError(`not a valid JSON translation file: ${(error as Error).message}`, file);
  }
  if (!isTranslationFileContent(content)) throw new SiteError('not a translation file: every key needs { "message": string, "description"?: string }', file);
  return content;
}

export function mergeTranslations(existing: TranslationFileContent, found: TranslationFileContent, options: TranslationWriteOptions): TranslationFileContent {
  const merged: TranslationFileContent = { ...existing };
  for (const [key, { message, description }] of Object.entries(found)) {
    const fresh = `${options.messagePrefix ?? ''}${message}`;
    merged[key] = { message: options.override ? fresh : (existing[key]?.message ?? fresh), description };
  }
  return merged;
}

/** Merges `found` into the file and writes it (never an empty file); returns how many messages it holds, 0 when not written. */
export async function writeTranslationFile(
  file: string,
  found: TranslationFileContent,
  options: TranslationWriteOptions,
  log: (line: string) => void,
): Promise<number> {
  const existing = await readTranslationFile(file);
  const unknown = Object.keys(existing ?? {}).filter((key) => !(key in found));
  if (unknown.length > 0) log(`[warning] ${file}: keys the site no longer has (remove them if they are not needed): ${unknown.join(', ')}`);
  const merged = mergeTranslations(existing ?? {}, found, options);
  const count = Object.keys(merged).length;
  if (count === 0) return 0;
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(merged, null, 2)}\n`);
  return count;
}

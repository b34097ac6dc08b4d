/**
 * Kept files found damaged or edited (kept-files.ts) are made again; the build says so once, in
 * one warning naming them, however many caches and plugins found some: the steps note what they
 * found against the build's report, and the build reports it when its outputs are all made.
 */
import type { RecordWarnings } from './cache-record.ts';

interface Damage {
  files: string[];
  /** What was done about them: "bundling again". */
  remedy: string;
}

const noted = new WeakMap<RecordWarnings, Damage[]>();

/** How many damaged files the warning names before "...". */
const NAMED = 6;

export function noteCacheDamage(warnings: RecordWarnings, files: string[], remedy: string): void {
  if (files.length === 0) return;
  const list = noted.get(warnings) ?? [];
  list.push({ files, remedy });
  noted.set(warnings, list);
}

/** Reports what was noted as one warning (none when nothing was), and forgets it. */
export function reportCacheDamage(warnings: RecordWarnings): void {
  const list = noted.get(warnings);
  noted.delete(warnings);
  if (!list?.length) return;
  const files = list.flatMap((damage) => damage.files);
  const named = files.slice(0, NAMED).join(', ') + (files.length > NAMED ? ', ...' : '');
  const remedies = [...new Set(list.map((damage) => damage.remedy))].join('; ');
  warnings.warn(`cache: ${files.length} ${files.length === 1 ? 'file' : 'files'} kept from the last build were damaged or edited (${named}); ${remedies}`);
}

/**
 * Diagrams (and the reasons a block gave none) cached on disk by the block's code, its language
 * and the name and version of the package it ran with, so an edit elsewhere on a page, or a cold
 * Markdown compile of an unchanged block, never evaluates or lays it out again. The folder is the
 * work folder's cache, which the plugin names for the Markdown workers it starts
 * (STATECHARTS_CACHE_ENV); without it (a compile outside a build) only this thread's memory caches.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
// Not src/core/index.ts: this file runs in every Markdown worker (the remark step), where the index
// would also load the config schema and the plugin host.
import { writeFileAtomicSync } from '../../src/core/worker-tools.ts';
import { DIAGRAM_FORMAT, type StatechartDiagram } from './diagram.ts';

/** The environment variable holding the cache folder: set by the plugin, read in the Markdown worker threads (which inherit it). */
export const STATECHARTS_CACHE_ENV = 'SITE_STATECHARTS_CACHE_DIR';

export type DiagramOutcome = { diagram: StatechartDiagram } | { error: string };

const memory = new Map<string, DiagramOutcome>();

export function outcomeKey(parts: { code: string; lang: string; packageName: string; packageVersion: string }): string {
  return createHash('sha1').update(`${DIAGRAM_FORMAT}\0${parts.packageName}\0${parts.packageVersion}\0${parts.lang}\0${parts.code}`).digest('hex');
}

const cacheFolder = () => process.env[STATECHARTS_CACHE_ENV];

export function cachedOutcome(key: string): DiagramOutcome | undefined {
  const remembered = memory.get(key);
  if (remembered) return remembered;
  const folder = cacheFolder();
  if (!folder) return undefined;
  try {
    const outcome = JSON.parse(readFileSync(join(folder, `${key}.json`), 'utf8')) as DiagramOutcome;
    memory.set(key, outcome);
    return outcome;
  } catch {
    // Absent, or damaged by a killed build: made again.
    return undefined;
  }
}

export function storeOutcome(key: string, outcome: DiagramOutcome): void {
  memory.set(key, outcome);
  const folder = cacheFolder();
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  // Written whole: another worker may read the same entry meanwhile.
  writeFileAtomicSync(join(folder, `${key}.json`), JSON.stringify(outcome));
}

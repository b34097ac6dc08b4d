/**
 * Reusing the last bundle. After webpack runs, the build records what it read (every file with its
 * content hash, and every path it looked for and did not find) and what it produced (every file
 * of its output folders, with its size and hash: kept-files.ts). The next build skips webpack when
 * the configuration, the routes and all of those inputs are unchanged and every output file is
 * still as written: on a warm build an unchanged file costs a hash check (an output file a
 * `stat`), not a compile. A damaged output file (a full disk, an edit) bundles again.
 */
import { existsSync } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { basename, dirname, sep } from 'node:path';
import { writeFileAtomic } from '../atomic-file.ts';
import type { BundleResult } from '../bundler/run-bundler.ts';
import { readRecord, type RecordWarnings } from './cache-record.ts';
import { hashFiles, hashText, stableDescription } from './content-hash.ts';
import { cacheFileStamp, damagedKeptFiles, describeKeptFolder, type KeptFile } from './kept-files.ts';

const RECORD_VERSION = 5;

/** Output folder -> its files as written (paths relative to it). */
export type BundleOutputs = Record<string, Record<string, KeptFile>>;

interface BundleRecord {
  version: number;
  fingerprint: string;
  /** Input file -> its stamp (see fileStamps). */
  files: Record<string, string | null>;
  /** Paths webpack looked for in vain (and a few directories it lists as such) -> whether they existed. */
  looked: Record<string, boolean>;
  result: Omit<BundleResult, 'inputs'>;
  outputs: BundleOutputs;
}

/** The recorded bundle with its output files, or none: `damaged` then names the output files found missing or changed. */
export interface BundleReuse {
  bundle?: BundleResult;
  outputs?: BundleOutputs;
  damaged: string[];
}

/**
 * What decides a bundle besides the files webpack reads: what the configurations are made from
 * (the caller's description: entries, folders, plugins that change the configuration), and any
 * other text the caller names (the generator's own code, the lock file). Told without building
 * the configurations, so a build that reuses its bundle never loads webpack.
 */
export function bundleFingerprint(configInputs: unknown, otherInputs: string[]): string {
  return hashText(String(RECORD_VERSION), stableDescription(configInputs), ...otherInputs);
}

/** The recorded bundle if nothing it was made from has changed and its output files are as written. */
export async function reusableBundle(recordFile: string, fingerprint: string, warnings: RecordWarnings): Promise<BundleReuse> {
  const none: BundleReuse = { damaged: [] };
  const record = await readRecord<BundleRecord>(recordFile, warnings);
  if (!record || record.version !== RECORD_VERSION || record.fingerprint !== fingerprint) return none;
  for (const [path, existed] of Object.entries(record.looked)) if (existsSync(path) !== existed) return none;
  const stamps = await fileStamps(Object.keys(record.files));
  for (const [file, stamp] of stamps) if (record.files[file] !== stamp) return none;
  const damaged: string[] = [];
  for (const [folder, files] of Object.entries(record.outputs)) {
    damaged.push(...(await damagedKeptFiles(folder, files, cacheFileStamp)).map((file) => `${basename(folder)}/${file}`));
  }
  if (damaged.length) return { damaged };
  return {
    bundle: { ...record.result, inputs: { files: Object.keys(record.files), missing: Object.keys(record.looked) } },
    outputs: record.outputs,
    damaged,
  };
}

/**
 * What tells that an input changed: its content hash, except for installed packages
 * (`node_modules`), which change only by an install and are told by size and modification time
 * (a third of the files, read for nothing on every warm build otherwise). A folder webpack names
 * among its inputs counts by its existence: its time changes whenever anything in it does (the
 * launcher's bundles folder, say), which says nothing about the files webpack read from it.
 */
async function fileStamps(files: string[]): Promise<Map<string, string | null>> {
  const installed = files.filter((file) => file.includes(`${sep}node_modules${sep}`));
  const own = files.filter((file) => !file.includes(`${sep}node_modules${sep}`));
  const stamps = await hashFiles(own);
  await Promise.all(
    installed.map(async (file) => {
      const info = await stat(file).catch(() => undefined);
      stamps.set(file, info ? (info.isDirectory() ? 'folder' : `${info.size}:${info.mtimeMs}`) : null);
    }),
  );
  return stamps;
}

/** Records the bundle webpack just wrote into `outputFolders` (what is in them now is its output); returns those files as recorded. */
export async function saveBundleRecord(recordFile: string, fingerprint: string, bundle: BundleResult, outputFolders: string[]): Promise<BundleOutputs> {
  const { inputs, ...result } = bundle;
  const looked = Object.fromEntries(inputs.missing.map((path) => [path, existsSync(path)]));
  const outputs: BundleOutputs = {};
  for (const folder of outputFolders) outputs[folder] = await describeKeptFolder(folder, cacheFileStamp);
  const record: BundleRecord = { version: RECORD_VERSION, fingerprint, files: Object.fromEntries(await fileStamps(inputs.files)), looked, result, outputs };
  await mkdir(dirname(recordFile), { recursive: true });
  await writeFileAtomic(recordFile, JSON.stringify(record));
  return outputs;
}

/** Removes the record before webpack writes over the bundle it describes: a build stopped midway leaves no record of a half-written bundle. */
export async function forgetBundleRecord(recordFile: string): Promise<void> {
  await rm(recordFile, { force: true });
}

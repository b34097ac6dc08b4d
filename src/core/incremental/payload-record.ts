/**
 * Reusing route payloads. A payload follows from its route's plan, the compiles of its Markdown
 * (named by the hash the markdown store keeps), its data files (told by size and modification time:
 * createData writes a file only when its data changes), how links between Markdown files resolve,
 * and the code that writes payloads. The record keeps, per route, a key of those inputs and what
 * the payload was; a route whose key is unchanged takes its payload from the last output, so a
 * warm build reads no compiled Markdown. It also keeps every file the step put into the output
 * (payloads, lazy data, content assets) as written, which is checked before the file is taken from
 * the last output again (kept-files.ts).
 */
import { mkdir, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { writeFileAtomic } from '../atomic-file.ts';
import type { MarkdownStore } from '../markdown/markdown-store.ts';
import type { BuiltPayload } from '../route-payloads.ts';
import type { PlannedModule, RoutePlan } from '../route-plan.ts';
import { readRecord, type RecordWarnings } from './cache-record.ts';
import { fileStamp, hashText, stableDescription } from './content-hash.ts';
import type { KeptFile } from './kept-files.ts';

const RECORD_VERSION = 3;

/** A payload as the record keeps it: all but its text. */
export type RecordedPayload = Omit<BuiltPayload, 'source'> & { inputs: string };

interface PayloadRecordFile {
  version: number;
  payloads: Record<string, RecordedPayload>;
  /** Every file the step put into the output (under it) -> as written. */
  files: Record<string, KeptFile>;
}

export interface PayloadRecord {
  payloads: Map<string, RecordedPayload>;
  files: Map<string, KeptFile>;
}

export async function loadPayloadRecord(recordFile: string, warnings: RecordWarnings): Promise<PayloadRecord> {
  const record = await readRecord<PayloadRecordFile>(recordFile, warnings);
  const current = record?.version === RECORD_VERSION ? record : undefined;
  return { payloads: new Map(Object.entries(current?.payloads ?? {})), files: new Map(Object.entries(current?.files ?? {})) };
}

export async function savePayloadRecord(recordFile: string, { payloads, files }: PayloadRecord): Promise<void> {
  const record: PayloadRecordFile = { version: RECORD_VERSION, payloads: Object.fromEntries(payloads), files: Object.fromEntries(files) };
  await mkdir(dirname(recordFile), { recursive: true });
  await writeFileAtomic(recordFile, JSON.stringify(record));
}

/** Computes the inputs key of a route's payload; undefined when one of its inputs cannot be told cheaply (a Markdown module not compiled). */
export class PayloadInputs {
  private stamps = new Map<string, Promise<string | null>>();

  /** @param common what every payload depends on (the payload code, base URL, site folder, the route table of Markdown links) */
  constructor(
    private readonly store: MarkdownStore,
    private readonly common: string,
  ) {}

  private stamp(file: string): Promise<string | null> {
    let stamp = this.stamps.get(file);
    if (!stamp) {
      stamp = stat(file).then(fileStamp, () => null);
      this.stamps.set(file, stamp);
    }
    return stamp;
  }

  /** What a payload's modules (a route's, or a parent route's) depend on; undefined when not told cheaply. */
  private async modulesInputs(planned: Record<string, PlannedModule>): Promise<Array<[string, unknown]> | undefined> {
    const modules: Array<[string, unknown]> = [];
    for (const [name, module] of Object.entries(planned)) {
      if (module.kind === 'markdown') {
        const compiled = this.store.compiledHash(module.id);
        const assets = this.store.assetSources(module.id);
        if (!compiled || !assets) return undefined;
        // The files it uses: a changed image gets a new name, so the payload changes.
        modules.push([name, { ...module, compiled, assets: await Promise.all(assets.map(async (file) => [file, await this.stamp(file)])) }]);
      } else if (module.kind === 'data' || module.kind === 'lazy') {
        modules.push([name, { ...module, stamp: await this.stamp(module.file) }]);
      } else {
        modules.push([name, module]);
      }
    }
    return modules;
  }

  async of(plan: RoutePlan): Promise<string | undefined> {
    const modules = await this.modulesInputs(plan.modules);
    if (!modules) return undefined;
    const parents: unknown[] = [];
    for (const parent of plan.parents) {
      const parentModules = await this.modulesInputs(parent.modules);
      if (!parentModules) return undefined;
      parents.push({ ...parent, modules: parentModules });
    }
    const { route, component, appModules } = plan;
    return hashText(this.common, stableDescription({ path: route.permalink, sourceFile: route.sourceFile, component, appModules, modules, parents }));
  }
}

/**
 * The whole reference (every version's packages and their symbols), from the installed packages'
 * declarations through TypeDoc, cached in the work folder:
 *
 * - TypeDoc's JSON per package, keyed by the package's name and installed version, TypeDoc's and
 *   TypeScript's versions and this plugin's code: a package that did not change is not read again.
 * - The finished model, keyed by all of those and the plugin's options: a warm build reads one
 *   record and neither loads nor runs TypeDoc.
 */
import { join } from 'node:path';
import type { JSONOutput as J } from 'api-reference-typedoc-host';
import { ENTRY_POINTS, PLUGIN_ENTRY_POINTS, generatorCodeHash, hashText, readRecord, stableDescription, type LoadContext } from '../../src/core/index.ts';
import type { ApiPackageEntry, ApiSymbol } from './api-model.ts';
import { prettierVersion } from './code-format.ts';
import { readInstalledPackage } from './installed-package.ts';
import type { ApiReferenceOptions } from './options.ts';
import { runTypedoc, typedocVersion } from './run-typedoc.ts';

export interface ReferencePackage {
  entry: ApiPackageEntry;
  symbols: ApiSymbol[];
}

export interface ReferenceVersion {
  name: string;
  label: string;
  /** Route path of the version's landing page (without base URL). */
  path: string;
  description: string;
  packages: ReferencePackage[];
}

export interface ReferenceModel {
  typedoc: string;
  versions: ReferenceVersion[];
}

export interface CachedModel {
  key: string;
  model: ReferenceModel;
}

/**
 * Reads packages' declarations (their entry files) into TypeDoc's JSON, one model per entry in
 * their order (run-typedoc.ts; tests pass one that counts its runs).
 */
export type TypedocRunner = (entries: readonly string[], projectRoot: string) => Promise<J.ProjectReflection[]>;

/** The finished model's record: where it is kept and the key it must have, with what the key was made of. */
export type ModelRecord = Awaited<ReturnType<typeof modelRecord>>;

async function modelRecord(context: LoadContext, options: ApiReferenceOptions) {
  const cacheDir = join(context.cacheDir, 'api-reference');
  const code = await generatorCodeHash(PLUGIN_ENTRY_POINTS['api-reference'], ENTRY_POINTS.typedocWorker);
  const typedoc = typedocVersion();
  const installed = options.versions.map((version) =>
    version.packages.map((pkg) => (pkg.module ? readInstalledPackage(context.siteDir, pkg.module) : undefined)),
  );
  const installedNames = installed.flat().map((pkg) => (pkg ? `${pkg.module}=${pkg.name}@${pkg.version}` : '-'));
  // Prettier's version too: it lays out the signatures.
  const key = hashText(code, typedoc, `prettier ${prettierVersion()}`, stableDescription(options), context.baseUrl, ...installedNames);
  return { cacheDir, file: join(cacheDir, 'model.json'), key, code, typedoc, installed };
}

export async function loadReferenceModel(context: LoadContext, options: ApiReferenceOptions, runner: TypedocRunner = runTypedoc): Promise<ReferenceModel> {
  const { cacheDir, file: modelFile, key: modelKey, code, typedoc, installed } = await modelRecord(context, options);
  const cached = await readRecord<CachedModel>(modelFile, context.report);
  if (cached?.key === modelKey) return cached.model;
  // The rest, TypeDoc's run and the model's layout, loads only now: it brings the Markdown parser and Prism.
  const { buildReferenceModel } = await import('./build-reference-model.ts');
  return buildReferenceModel(context, options, runner, { cacheDir, modelFile, modelKey, code, typedoc, installed });
}

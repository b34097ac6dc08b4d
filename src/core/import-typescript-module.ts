/**
 * Imports a TypeScript module of the site (its config, its sidebars, its own plugins) with plain
 * Node, as Vite loads its config: esbuild bundles the file with the site files it imports
 * (packages stay imports) into a module written beside it, which is imported once and removed.
 * Each call reads the file afresh, so the dev server sees edits; nothing else in the process goes
 * through a TypeScript loader.
 */
import { createHash } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { threadId } from 'node:worker_threads';
import { build, type BuildFailure } from 'esbuild';
import { SiteError } from './site-error.ts';

/** A syntax error (or an unresolvable import) names its file, line and column. */
function syntaxError(error: unknown, file: string): unknown {
  const first = (error as Partial<BuildFailure>).errors?.[0];
  if (!first) return error;
  const where = first.location;
  return new SiteError(first.text, where ? resolve(where.file) : file, where?.line, where ? where.column + 1 : undefined, { cause: error });
}

/** Module namespace -> a hash of the code it was compiled to (its site imports included). */
const compiledCode = new WeakMap<object, string>();

/** The hash of the code a module imported by `importModuleFile` was compiled to (undefined: not TypeScript). */
export function compiledCodeHash(module: object): string | undefined {
  return compiledCode.get(module);
}

export async function importTypeScriptModule(file: string): Promise<Record<string, unknown>> {
  const result = await build({
    entryPoints: [file],
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    sourcemap: 'inline',
    logLevel: 'silent',
  }).catch((error: unknown) => {
    throw syntaxError(error, file);
  });
  const code = result.outputFiles[0].text;
  // Beside the source, so its package imports resolve as the source's would; named by process and
  // thread, as worker threads may load the same module at once (plugins' page extractors).
  const codeHash = createHash('sha1').update(code).digest('hex');
  const compiled = `${file}.timestamp-${codeHash.slice(0, 12)}-${process.pid}-${threadId}.mjs`;
  await writeFile(compiled, code);
  try {
    const module = (await import(pathToFileURL(compiled).href)) as Record<string, unknown>;
    compiledCode.set(module, codeHash);
    return module;
  } finally {
    await rm(compiled, { force: true });
  }
}

/** A module by path: TypeScript (.ts, .tsx, .mts, .cts) through `importTypeScriptModule`, anything else as Node loads it. */
export function importModuleFile(file: string): Promise<Record<string, unknown>> {
  return /\.[cm]?tsx?$/.test(file) ? importTypeScriptModule(file) : (import(pathToFileURL(file).href) as Promise<Record<string, unknown>>);
}

/** The default export of a module that may be wrapped once more (an ES module compiled from CommonJS). */
export function defaultExport(module: Record<string, unknown>): unknown {
  const value = module.default as { default?: unknown } | undefined;
  return value && typeof value === 'object' && 'default' in value ? value.default : value;
}

/**
 * Runs TypeDoc's Node API over installed packages' type declarations and returns one JSON model
 * per package. TypeDoc comes from the `api-reference-typedoc-host` package beside this plugin
 * (typedoc-host/): TypeDoc imports `typescript` by its bare name as a peer dependency, and the
 * project's own `typescript` is the native 7.x, which has no JavaScript API TypeDoc could use.
 * npm places a peer dependency next to its dependent, so the two compilers can only live apart
 * one folder down: that package depends on TypeDoc and on the TypeScript 5.9 it supports, and
 * TypeDoc resolves `typescript` from there, without any loader trick.
 *
 * Cheap by design (a cold build pays for it):
 * - One TypeScript program for all the packages asked for: the declarations they share (xstate's,
 *   read by every @xstate/* package, the standard library's) are parsed, bound and checked once,
 *   not once per package. Each package is still converted on its own (one TypeDoc project per
 *   entry point, as if it were run alone), so its JSON has the same shape and the same links.
 * - `types: []`: no ambient `@types/*` packages. Without it TypeScript loads every `@types`
 *   folder of the project (node, d3, express, ... about 10 MB of declarations) into each program;
 *   the packages' own imports (React's types, say) are still resolved.
 * - No option readers: TypeDoc reads no tsconfig, typedoc.json or package.json (the project's
 *   tsconfig is for TypeScript 7); the compiler options are the ones below.
 *
 * Loaded with a dynamic import (and left out of the generator's bundle): a build that finds the
 * reference in its cache never loads TypeDoc or TypeScript at all.
 */
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import type { JSONOutput } from 'api-reference-typedoc-host';

/** The module name of the host package (see the file comment). */
const TYPEDOC_HOST = 'api-reference-typedoc-host';

/** TypeDoc's version, for cache keys (read without loading TypeDoc). */
export function typedocVersion(): string {
  const require = createRequire(import.meta.url);
  const hostDir = dirname(require.resolve(`${TYPEDOC_HOST}/package.json`));
  const typedoc = require(require.resolve('typedoc/package.json', { paths: [hostDir] })) as { version: string };
  const typescript = require(require.resolve('typescript/package.json', { paths: [hostDir] })) as { version: string };
  return `typedoc ${typedoc.version}, typescript ${typescript.version}`;
}

/**
 * The JSON model of each declarations file in `entries` (absolute `.d.ts` paths), in their order.
 * `projectRoot` is the folder TypeDoc states file paths relative to in its JSON's file registry.
 */
export async function runTypedoc(entries: readonly string[], projectRoot: string): Promise<JSONOutput.ProjectReflection[]> {
  if (entries.length === 0) return [];
  const td = await import(TYPEDOC_HOST);
  const ts = td.ts;
  const app = await td.Application.bootstrap(
    {
      // The packages are compiled and published: their own type errors are not ours to report.
      skipErrorChecking: true,
      excludeExternals: false,
      excludePrivate: true,
      excludeInternal: true,
      disableGit: true,
      // A placeholder the plugin reads back: "{path}" relative to the entry's folder, and the line.
      sourceLinkTemplate: '{path}#{line}',
      logLevel: 'Error',
    },
    [],
  );
  const program = ts.createProgram({
    rootNames: [...entries],
    options: {
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      target: ts.ScriptTarget.ES2022,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      types: [],
      strict: true,
      skipLibCheck: true,
      noEmit: true,
    },
  });
  const projects: JSONOutput.ProjectReflection[] = [];
  for (const entry of entries) {
    const sourceFile = program.getSourceFile(entry);
    if (!sourceFile) throw new Error(`TypeDoc could not read the declarations ${entry}`);
    const entryPoint = { displayName: entry, program, sourceFile };
    // Source paths are relative to the common folder of the entry points: this one alone.
    await app.initializeRepositories([entryPoint]);
    const project = app.converter.convert([entryPoint]);
    projects.push(app.serializer.projectToObject(project, projectRoot));
  }
  return projects;
}

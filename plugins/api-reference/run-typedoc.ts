/**
 * Runs TypeDoc's Node API over one installed package's type declarations and returns its JSON
 * model. TypeDoc comes from the `api-reference-typedoc-host` package beside this plugin
 * (typedoc-host/): TypeDoc imports `typescript` by its bare name as a peer dependency, and the
 * project's own `typescript` is the native 7.x, which has no JavaScript API TypeDoc could use.
 * npm places a peer dependency next to its dependent, so the two compilers can only live apart
 * one folder down: that package depends on TypeDoc and on the TypeScript 5.9 it supports, and
 * TypeDoc resolves `typescript` from there, without any loader trick.
 *
 * Loaded with a dynamic import (and left out of the generator's bundle): a build that finds the
 * reference in its cache never loads TypeDoc or TypeScript at all.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
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
 * The JSON model of the declarations at `entry` (an absolute `.d.ts` path). `scratchDir` holds the
 * small tsconfig TypeDoc needs (it reads one; the project's own is for TypeScript 7).
 */
export async function runTypedoc(entry: string, scratchDir: string): Promise<JSONOutput.ProjectReflection> {
  const td = await import(TYPEDOC_HOST);
  await mkdir(scratchDir, { recursive: true });
  const tsconfig = join(scratchDir, 'tsconfig.json');
  await writeFile(
    tsconfig,
    JSON.stringify({
      compilerOptions: {
        module: 'nodenext',
        moduleResolution: 'nodenext',
        target: 'es2022',
        lib: ['es2022', 'dom'],
        strict: true,
        skipLibCheck: true,
        noEmit: true,
      },
      files: [entry],
    }),
  );
  try {
    const app = await td.Application.bootstrap({
      entryPoints: [entry],
      tsconfig,
      // The packages are compiled and published: their own type errors are not ours to report.
      skipErrorChecking: true,
      excludeExternals: false,
      excludePrivate: true,
      excludeInternal: true,
      disableGit: true,
      // A placeholder the plugin reads back: "{path}" relative to the entry's folder, and the line.
      sourceLinkTemplate: '{path}#{line}',
      logLevel: 'Error',
    });
    const project = await app.convert();
    if (!project) throw new Error(`TypeDoc could not read the declarations ${entry}`);
    return app.serializer.projectToObject(project, scratchDir);
  } finally {
    await rm(scratchDir, { recursive: true, force: true });
  }
}

/**
 * Compiles an example's code for the browser at build time: TypeScript and JSX to plain
 * JavaScript (an ES module), types dropped, its imports left as written (the worker serves the
 * runtime's modules under those names: runner.ts). Cached by the example's file name (a hash of
 * its code) in a folder named by the compiler's version and settings.
 */
import { createHash } from 'node:crypto';
import { access, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { transform, version as esbuildVersion } from 'esbuild';
import { EXAMPLE_LOADERS } from './example-name.ts';

const SETTINGS = { format: 'esm', target: 'es2022', jsx: 'automatic', sourcemap: false } as const;

/** The cache folder for compiled examples, named by what decides their output. */
export function examplesCacheFolder(cacheDir: string): string {
  const key = createHash('sha1')
    .update(`${esbuildVersion}\0${JSON.stringify(SETTINGS)}`)
    .digest('hex')
    .slice(0, 12);
  return join(cacheDir, `examples-${key}`);
}

/** The compiled example's file in `folder` (compiled now unless it is there already). */
export async function compileExample(folder: string, fileName: string, language: string, code: string, sourcefile: string): Promise<string> {
  const path = join(folder, fileName);
  try {
    await access(path);
    return path;
  } catch {
    // Not compiled yet.
  }
  const { code: compiled } = await transform(code, { ...SETTINGS, loader: EXAMPLE_LOADERS[language.toLowerCase()], sourcefile });
  await mkdir(folder, { recursive: true });
  await writeFile(path, compiled);
  return path;
}

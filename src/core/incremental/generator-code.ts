/**
 * The generator's own code as a hash, for the keys of what it makes (the bundle, payloads, pages,
 * compiled Markdown): changing the code that made something must make it again, wherever that
 * code lives, with no hand-kept list of folders to forget a new one in.
 *
 * From the command line (the launcher's bundle of the generator, launcher.mjs): the hash of the
 * code an entry point runs, its bundled file and every file it imports, as the launcher recorded
 * when it bundled. From sources (tests, tools under tsx): a hash of every source file of the
 * generator's `src/` and `plugins/` folders and of its lock file (coarser, never stale).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { EntryPoint } from '../entry-points.mjs';
import { generatorDir } from '../generator-location.ts';
import { hashFile, hashFolders, hashText } from './content-hash.ts';

/** Set by the launcher: its bundle's code hashes, entry point (path without extension) -> hash. */
const CODE_HASHES = process.env.SITE_GENERATOR_CODE_HASHES;

let bundled: Promise<Record<string, string>> | undefined;

/**
 * @param entries the generator's entry points whose code matters, from the registry
 *   (`ENTRY_POINTS.cli`, `PLUGIN_ENTRY_POINTS.blog`; src/core/entry-points.mjs), which the launcher
 *   bundles and names its hashes by (each entry's path)
 */
export async function generatorCodeHash(...entries: EntryPoint[]): Promise<string> {
  if (CODE_HASHES) {
    bundled ??= readFile(CODE_HASHES, 'utf8').then((text) => JSON.parse(text) as Record<string, string>);
    const hashes = await bundled;
    return hashText(
      ...entries.map(({ path }) => {
        if (!hashes[path]) throw new Error(`${path} is not an entry point of the generator's bundle (launcher.mjs)`);
        return hashes[path];
      }),
    );
  }
  return sourcesHash(generatorDir);
}

/** Every source file under a generator's `src/` and `plugins/`, and its lock file. */
export async function sourcesHash(dir: string): Promise<string> {
  return hashText(await hashFolders([join(dir, 'src'), join(dir, 'plugins')]), (await hashFile(join(dir, 'package-lock.json'))) ?? '');
}

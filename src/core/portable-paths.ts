/**
 * Paths written without the machine's folders: each root folder (the site's, the generator's, the
 * work folder's generated modules) becomes a name (`@site/`, `@generator/`, `@generated/`). What
 * names output files and ids (webpack's module and chunk ids, application module ids) is made
 * from these, so the same sources built in another folder give the same bytes.
 */
import { sep } from 'node:path';

export interface PathRoots {
  siteDir: string;
  generatorDir: string;
  generatedDir: string;
}

export class PortablePaths {
  /** [folder + separator, its name + "/"], the deepest first, so a folder inside another gets its own name. */
  private readonly roots: Array<[string, string]>;

  constructor(roots: PathRoots) {
    const named: Array<[string, string]> = [
      [roots.generatedDir, '@generated'],
      [roots.siteDir, '@site'],
      [roots.generatorDir, '@generator'],
    ];
    this.roots = named.map(([dir, name]): [string, string] => [dir + sep, `${name}/`]).sort(([a], [b]) => b.length - a.length);
  }

  /** Any text holding absolute paths (a path, a webpack module identifier), each root folder written as its name. */
  portable(text: string): string {
    let result = text;
    for (const [dir, name] of this.roots) result = result.replaceAll(dir, name);
    return result;
  }
}

/**
 * Paths written without the machine's folders: each root folder (the site's, the generator's, the
 * work folder's generated modules, the generator's bundle) becomes a name (`@site/`, `@generator/`,
 * `@generated/`, `@generator-bundle/`). What names output files and ids (webpack's module and chunk
 * ids, application module ids) is made from these, so the same sources built in another folder
 * give the same bytes.
 */
import { sep } from 'node:path';
import { generatorBundleDir } from './generator-location.ts';

export interface PathRoots {
  siteDir: string;
  generatorDir: string;
  generatedDir: string;
}

export class PortablePaths {
  /** [folder + separator, its name + "/"], the deepest first, so a folder inside another gets its own name. */
  private readonly roots: Array<[string, string]>;

  /**
   * @param bundleDir the generator's bundle folder (its launcher's cache: the folder's name changes
   *   with any change to the generator's code, and a webpack loader's path is part of the identifier of
   *   each module it transforms: Markdown imported from code would change ids with it)
   */
  constructor(roots: PathRoots, bundleDir: string | undefined = generatorBundleDir) {
    const named: Array<[string, string]> = [
      [roots.generatedDir, '@generated'],
      [roots.siteDir, '@site'],
      [roots.generatorDir, '@generator'],
      ...(bundleDir ? [[bundleDir, '@generator-bundle'] as [string, string]] : []),
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

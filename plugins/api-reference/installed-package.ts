/**
 * A package installed for the reference (by its own name or an npm alias): where it is, its real
 * name and version, and the declarations file its root export resolves to, as TypeScript finds
 * it (`types`, the export map's `types` condition, else `main`, with `.js` read as `.d.ts`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { SiteError } from '../../src/core/index.ts';

export interface InstalledPackage {
  /** The folder name under node_modules (an alias such as "xstate-api-next", or the package's own name). */
  module: string;
  dir: string;
  name: string;
  version: string;
  description?: string;
  /** Absolute path of the declarations entry. */
  typesEntry: string;
}

interface PackageJson {
  name: string;
  version: string;
  description?: string;
  types?: string;
  typings?: string;
  main?: string;
  exports?: Record<string, unknown>;
}

/** `a.js` -> `a.d.ts` (and .mjs/.cjs), as TypeScript looks a declaration up beside its script. */
const declarationOf = (file: string) => file.replace(/\.(m|c)?js$/, (_, flavour: string | undefined) => `.d.${flavour ?? ''}ts`);

function typesCandidates(json: PackageJson): string[] {
  const root = json.exports?.['.'];
  const types = root && typeof root === 'object' ? (root as Record<string, unknown>).types : undefined;
  const fromExports = typeof types === 'string' ? [types] : types && typeof types === 'object' ? Object.values(types as Record<string, string>).reverse() : [];
  return [json.types, json.typings, ...fromExports, json.main, 'index.js'].filter((file): file is string => typeof file === 'string').map(declarationOf);
}

/**
 * The package.json of `name` as Node would find the package from `fromDir` (node_modules folders
 * upwards); read directly, since a package's export map need not expose its package.json.
 */
function findManifest(fromDir: string, name: string): string | undefined {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const manifest = join(dir, 'node_modules', name, 'package.json');
    if (existsSync(manifest)) return manifest;
    if (dirname(dir) === dir) return undefined;
  }
}

export function readInstalledPackage(siteDir: string, module: string): InstalledPackage {
  const manifest = findManifest(siteDir, module);
  if (!manifest)
    throw new SiteError(`api-reference: the package "${module}" is not installed (add it to package.json's devDependencies, pinned, and run npm install)`);
  const json = JSON.parse(readFileSync(manifest, 'utf8')) as PackageJson;
  const dir = dirname(manifest);
  const typesEntry = typesCandidates(json)
    .map((file) => join(dir, file))
    .find((file) => existsSync(file));
  if (!typesEntry)
    throw new SiteError(`api-reference: ${json.name}@${json.version} (installed as "${module}") ships no type declarations TypeScript could find`, manifest);
  return { module, dir, name: json.name, version: json.version, description: json.description, typesEntry };
}

/** The version of `name` that `fromDir`'s package resolves (what its types refer to), if any. */
export function resolvedVersion(fromDir: string, name: string): string | undefined {
  const manifest = findManifest(fromDir, name);
  return manifest ? (JSON.parse(readFileSync(manifest, 'utf8')) as PackageJson).version : undefined;
}

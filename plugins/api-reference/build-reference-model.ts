/**
 * The reference model made anew (reference-model.ts found no record of it): TypeDoc's JSON per
 * package (its own cache, by package version), converted to the model's symbols, their code laid
 * out and highlighted, and the model written as the record the next build reads. Loaded on demand:
 * a warm build never loads the converters, the Markdown parser or Prism.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { JSONOutput as J } from 'api-reference-typedoc-host';
import { hashText, readRecord, writeFileAtomic, type LoadContext } from '../../src/core/index.ts';
import type { ApiPackageEntry } from './api-model.ts';
import { loadFormatter } from './code-format.ts';
import { convertPackage, documentedExports, exportSlugs } from './from-typedoc.ts';
import { CodeHighlighter } from './highlighted-code.ts';
import { resolvedVersion, type InstalledPackage } from './installed-package.ts';
import type { ApiReferenceOptions } from './options.ts';
import type { CachedModel, ModelRecord, ReferenceModel, ReferencePackage, ReferenceVersion, TypedocRunner } from './reference-model.ts';
import { packagePath, symbolPath } from './route-paths.ts';

/** TypeDoc's JSON of one package, as kept in the cache. */
interface CachedProject {
  key: string;
  project: J.ProjectReflection;
}

/** A package of a version as installed, with the TypeDoc model of its declarations. */
interface LoadedPackage {
  installed: InstalledPackage;
  project: J.ProjectReflection;
  exports: J.DeclarationReflection[];
  slugs: Map<number, string>;
}

export async function buildReferenceModel(
  context: LoadContext,
  options: ApiReferenceOptions,
  runner: TypedocRunner,
  {
    cacheDir,
    modelFile,
    modelKey,
    code,
    typedoc,
    installed,
  }: { cacheDir: string; modelFile: string; modelKey: string; code: string; typedoc: string; installed: ModelRecord['installed'] },
): Promise<ReferenceModel> {
  // Loaded while TypeDoc runs: the layout comes right after it.
  void loadFormatter().catch(() => {});

  const projects = await typedocProjects(installed.flat(), join(cacheDir, 'typedoc'), (id) => hashText(code, typedoc, id), context, runner);
  const versions: ReferenceVersion[] = [];
  const highlighter = new CodeHighlighter();
  for (const [v, version] of options.versions.entries()) {
    const loaded = installed[v].map((pkg): LoadedPackage | undefined => {
      if (!pkg) return undefined;
      const project = projects.get(packageId(pkg))!;
      const exports = documentedExports(project);
      return { installed: pkg, project, exports, slugs: exportSlugs(exports) };
    });
    const hrefOf = (pkgIndex: number, id: number) => {
      const slug = loaded[pkgIndex]?.slugs.get(id);
      return slug === undefined ? undefined : symbolPath(context.baseUrl, version.path, version.packages[pkgIndex].id, slug);
    };
    const packages = version.packages.map((pkg, i): ReferencePackage => {
      const own = loaded[i];
      const entry: ApiPackageEntry = { id: pkg.id, npmName: pkg.npmName, note: pkg.note };
      if (!own) return { entry, symbols: [] };
      if (own.installed.name !== pkg.npmName)
        throw new Error(
          `api-reference: "${pkg.module}" is ${own.installed.name}@${own.installed.version}, not ${pkg.npmName} (version ${version.name}, package ${pkg.id})`,
        );
      Object.assign(entry, {
        version: own.installed.version,
        description: own.installed.description,
        href: packagePath(context.baseUrl, version.path, pkg.id),
      });
      const symbols = convertPackage({
        project: own.project,
        entryFolder: own.installed.typesEntry
          .slice(own.installed.dir.length + 1)
          .split(/[\\/]/)
          .slice(0, -1)
          .join('/'),
        repository: pkg.repositoryDirectory
          ? { url: options.repositoryUrl, tag: `${own.installed.name}@${own.installed.version}`, directory: pkg.repositoryDirectory }
          : undefined,
        symbolHref: (id) => hrefOf(i, id),
        highlighter,
        // A symbol of another package links to that package's page in this version only when the
        // types refer to the very version documented here.
        resolveExternal: (target, name) => {
          const index = loaded.findIndex((other) => other?.installed.name === target.packageName);
          const other = loaded[index];
          if (!other || resolvedVersion(own.installed.dir, target.packageName) !== other.installed.version) return undefined;
          const exported = other.exports.find((child) => child.name === (target.qualifiedName || name));
          return exported ? hrefOf(index, exported.id) : undefined;
        },
      });
      return { entry, symbols };
    });
    versions.push({ name: version.name, label: version.label, path: version.path, description: version.description, packages });
  }
  const started = performance.now();
  const snippets = await highlighter.finish();
  context.report.note(`api reference: ${snippets} code snippets laid out and highlighted in ${((performance.now() - started) / 1000).toFixed(2)} s`);
  const model: ReferenceModel = { typedoc, versions };
  await writeFileAtomic(modelFile, JSON.stringify({ key: modelKey, model } satisfies CachedModel));
  return model;
}

const packageId = (pkg: InstalledPackage) => `${pkg.name}@${pkg.version}`;

/**
 * TypeDoc's JSON for each package (by name@version): from the cache, else made now (and kept).
 * The packages not in the cache are read in one TypeDoc run: one TypeScript program for all of
 * them parses their shared declarations once.
 */
async function typedocProjects(
  packages: Array<InstalledPackage | undefined>,
  dir: string,
  keyOf: (id: string) => string,
  context: LoadContext,
  runner: TypedocRunner,
): Promise<Map<string, J.ProjectReflection>> {
  const wanted = new Map<string, InstalledPackage>();
  for (const pkg of packages) if (pkg) wanted.set(packageId(pkg), pkg);
  const fileOf = (pkg: InstalledPackage) => join(dir, `${pkg.name.replace(/[@/]/g, '_')}@${pkg.version}.json`);
  const cached = await Promise.all([...wanted.values()].map((pkg) => readRecord<CachedProject>(fileOf(pkg), context.report)));
  const projects = new Map<string, J.ProjectReflection>();
  // In the packages' order, whatever order the reads finished in: TypeDoc reads them in that order.
  const missing: InstalledPackage[] = [];
  [...wanted].forEach(([id, pkg], i) => {
    if (cached[i]?.key === keyOf(id)) projects.set(id, cached[i]!.project);
    else missing.push(pkg);
  });
  if (missing.length === 0) return projects;
  const started = performance.now();
  const made = await runner(
    missing.map((pkg) => pkg.typesEntry),
    dir,
  );
  context.report.note(`api reference: TypeDoc read ${missing.length} packages in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await mkdir(dir, { recursive: true });
  await Promise.all(
    missing.map((pkg, i) => {
      const id = packageId(pkg);
      projects.set(id, made[i]);
      return writeFileAtomic(fileOf(pkg), JSON.stringify({ key: keyOf(id), project: made[i] } satisfies CachedProject));
    }),
  );
  return projects;
}

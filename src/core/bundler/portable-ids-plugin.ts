/**
 * Production module and chunk ids that do not depend on where the site, the generator and the
 * work folder lie on disk, so the same sources built in two folders give byte-identical files.
 *
 * Webpack's own ids (HashedModuleIdsPlugin, "deterministic" chunk ids) hash module paths relative
 * to one context folder; the generator's modules sit outside a site's folder, at a relative path
 * that changes with where the site is (`../../repo/src/client/...`). Here module identifiers are
 * hashed as portable-paths.ts writes them (`@site/...`, `@generator/...`).
 *
 * Module ids: a hash of the module alone (6 base64 characters of SHA-256, longer only on a
 * collision), so adding or renaming one module leaves the others' ids, and the chunks holding
 * them, as they were: incremental builds rely on it. Chunk ids: as webpack's deterministic ids.
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import type { Chunk, ChunkGraph, Compilation, Compiler, Module } from 'webpack';
import { PortablePaths, type PathRoots } from '../portable-paths.ts';

const require = createRequire(import.meta.url);

/** The parts of webpack's id helpers used here (webpack/lib/ids/IdHelpers.js, not typed publicly). */
interface IdHelpers {
  getUsedModuleIdsAndModules(compilation: Compilation): [Set<string>, Module[]];
  getUsedChunkIds(compilation: Compilation): Set<string>;
  assignDeterministicIds<T>(
    items: T[],
    getName: (item: T) => string,
    comparator: (a: T, b: T) => number,
    assignId: (item: T, id: number) => boolean,
    ranges: number[],
    expandFactor: number,
    extraSpace: number,
  ): void;
}
const idHelpers = () => require('webpack/lib/ids/IdHelpers') as IdHelpers;
const compareChunksNatural = (chunkGraph: ChunkGraph) =>
  (require('webpack/lib/util/comparators') as { compareChunksNatural(graph: ChunkGraph): (a: Chunk, b: Chunk) => number }).compareChunksNatural(chunkGraph);

const PLUGIN_NAME = 'PortableIdsPlugin';
const MODULE_ID_LENGTH = 6;
/** Chunk ids up to three digits, as webpack's deterministic chunk ids by default. */
const CHUNK_ID_RANGE = 10 ** 3;

export class PortableIdsPlugin {
  private readonly paths: PortablePaths;

  constructor(roots: PathRoots) {
    this.paths = new PortablePaths(roots);
  }

  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.moduleIds.tap(PLUGIN_NAME, () => this.assignModuleIds(compilation));
      compilation.hooks.chunkIds.tap(PLUGIN_NAME, (chunks) => this.assignChunkIds(compilation, chunks));
    });
  }

  /**
   * A module's name for its id: its identifier, portable. A concatenated module's identifier ends
   * with a hash of its parts' paths relative to its own folder (which may be outside the site): it
   * is named by its parts instead.
   */
  private nameOf(module: Module): string {
    const concatenated = module as Module & { rootModule?: Module; modules?: Iterable<Module> };
    if (!concatenated.rootModule || !concatenated.modules) return this.paths.portable(module.identifier());
    const parts = [...concatenated.modules].map((part) => this.paths.portable(part.identifier())).sort();
    return [this.paths.portable(concatenated.rootModule.identifier()), ...parts].join('|');
  }

  private assignModuleIds(compilation: Compilation): void {
    const { chunkGraph, moduleGraph } = compilation;
    const [usedIds, modules] = idHelpers().getUsedModuleIdsAndModules(compilation);
    const named = modules.map((module) => ({ module, name: this.nameOf(module), order: moduleGraph.getPreOrderIndex(module) ?? Infinity }));
    // Ids are settled in a stable order, so that a collision is settled the same way every time.
    named.sort((a, b) => a.order - b.order || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const { module, name } of named) {
      const hash = createHash('sha256').update(name).digest('base64');
      let length = MODULE_ID_LENGTH;
      while (usedIds.has(hash.slice(0, length))) length++;
      const id = hash.slice(0, length);
      chunkGraph.setModuleId(module, id);
      usedIds.add(id);
    }
  }

  private assignChunkIds(compilation: Compilation, chunks: Iterable<Chunk>): void {
    const { chunkGraph } = compilation;
    const helpers = idHelpers();
    const usedIds = helpers.getUsedChunkIds(compilation);
    const nameOf = (chunk: Chunk) =>
      chunk.name ??
      chunkGraph
        .getChunkRootModules(chunk)
        .map((module) => this.nameOf(module))
        .join();
    helpers.assignDeterministicIds(
      [...chunks].filter((chunk) => chunk.id === null),
      nameOf,
      compareChunksNatural(chunkGraph),
      (chunk, id) => {
        const size = usedIds.size;
        usedIds.add(`${id}`);
        if (size === usedIds.size) return false;
        chunk.id = id;
        chunk.ids = [id];
        return true;
      },
      [CHUNK_ID_RANGE],
      10,
      usedIds.size,
    );
  }
}

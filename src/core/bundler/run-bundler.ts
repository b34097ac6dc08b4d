/** Runs the client and server webpack builds together and returns what later stages need. */
import webpack, { type Compilation, type Configuration, type StatsCompilation } from 'webpack';
import { hashText } from '../incremental/content-hash.ts';
import { SiteError } from '../site-error.ts';
import { SERVER_APP_MODULE_CHUNK_PREFIX } from './chunk-names.ts';

/**
 * Hashes of the server code a page's render runs, so a page can be reused when they are unchanged:
 * one of the modules every page loads (the entry chunk, less the table of application modules,
 * whose chunk lists change with any module), and one per application module of the modules its
 * lazy chunk groups hold.
 */
export interface ServerRenderKeys {
  shared: string;
  /** App module id -> hash of the modules of its chunk group and the groups it loads lazily. */
  modules: Record<string, string>;
}

export interface BundleResult {
  /** The client build's entrypoints (empty when only the server was built). */
  client: StatsCompilation;
  warnings: string[];
  server: ServerRenderKeys;
  /** What webpack read: files (which may change) and paths it looked for and did not find (which may appear). */
  inputs: { files: string[]; missing: string[] };
}

export function bundleErrorMessages(stats: StatsCompilation): string[] {
  const all = [...(stats.errors ?? []), ...(stats.children ?? []).flatMap((c) => c.errors ?? [])];
  return all.map((e) => [e.moduleName ? `${e.moduleName}: ` : '', e.message.split('\n').slice(0, 8).join('\n')].join(''));
}

type ChunkGroup = Compilation['chunkGroups'][number];
type Chunk = Compilation['chunks'] extends Set<infer C> ? C : never;

function groupChunks(group: ChunkGroup, chunks = new Set<Chunk>(), seen = new Set<ChunkGroup>()): Set<Chunk> {
  if (seen.has(group)) return chunks;
  seen.add(group);
  for (const chunk of group.chunks) chunks.add(chunk);
  for (const child of group.childrenIterable) groupChunks(child, chunks, seen);
  return chunks;
}

function serverRenderKeys(compilation: Compilation, moduleTableFile: string): ServerRenderKeys {
  const { chunkGraph } = compilation;
  const modulesKey = (chunks: Iterable<Chunk>) => {
    const parts: string[] = [];
    for (const chunk of chunks) {
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if ((module as { resource?: string }).resource === moduleTableFile) continue;
        parts.push(`${module.identifier()}:${chunkGraph.getModuleHash(module, chunk.runtime)}`);
      }
    }
    return hashText(...parts.sort());
  };
  const modules: Record<string, string> = {};
  for (const [name, group] of compilation.namedChunkGroups) {
    if (name.startsWith(SERVER_APP_MODULE_CHUNK_PREFIX)) modules[name.slice(SERVER_APP_MODULE_CHUNK_PREFIX.length)] = modulesKey(groupChunks(group));
  }
  return { shared: modulesKey(compilation.entrypoints.get('server')?.chunks ?? []), modules };
}

/** @param moduleTableFile the generated module listing every application module, left out of the server render keys */
export function runBundler(configs: Configuration[], moduleTableFile: string): Promise<BundleResult> {
  const compiler = webpack(configs);
  return new Promise((resolve, reject) => {
    compiler.run((error, multiStats) => {
      compiler.close(() => {
        if (error) return reject(error);
        const clientStats = multiStats!.stats.find((s) => s.compilation.name === 'client');
        const serverStats = multiStats!.stats.find((s) => s.compilation.name === 'server');
        const json = multiStats!.toJson({ all: false, errors: true, warnings: true, moduleTrace: false });
        const errors = bundleErrorMessages(json);
        if (errors.length) return reject(new SiteError(`bundling failed:\n${[...new Set(errors)].join('\n\n')}`));
        const files = new Set<string>();
        const missing = new Set<string>();
        for (const { compilation } of multiStats!.stats) {
          for (const file of compilation.fileDependencies) files.add(file);
          for (const path of compilation.missingDependencies) missing.add(path);
        }
        resolve({
          client: clientStats?.toJson({ all: false, entrypoints: true, publicPath: true, assets: false }) ?? {},
          warnings: (json.children ?? []).flatMap((c) => c.warnings ?? []).map((w) => w.message.split('\n')[0]),
          server: serverStats ? serverRenderKeys(serverStats.compilation, moduleTableFile) : { shared: '', modules: {} },
          inputs: { files: [...files].sort(), missing: [...missing].sort() },
        });
      });
    });
  });
}

/** One result of two builds made apart (the client here, the server in a worker thread). */
export function mergeBundleResults(client: BundleResult, server: BundleResult): BundleResult {
  return {
    client: client.client,
    warnings: [...client.warnings, ...server.warnings],
    server: server.server,
    inputs: {
      files: [...new Set([...client.inputs.files, ...server.inputs.files])].sort(),
      missing: [...new Set([...client.inputs.missing, ...server.inputs.missing])].sort(),
    },
  };
}

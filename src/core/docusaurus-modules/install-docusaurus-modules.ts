/**
 * Makes Node resolve the `@docusaurus/*` namespace (and `webpack`) to the generator's own modules
 * (docusaurus-module-targets.ts) for code of the site: its config, its local plugins, and plugins
 * and presets from its node_modules, at any depth. CommonJS (`require`, `require.resolve`) goes
 * through `Module._resolveFilename`, as module-alias does (Node 20 has no synchronous
 * `registerHooks`); ES modules through a resolve hook given to `module.register`. Both are per
 * thread: the launcher installs them in the main thread, and the code that loads a site's modules
 * (config, plugins, presets) calls this again, so worker threads have them too. Idempotent.
 */
import Module, { register } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { generatorDir } from '../generator-location.ts';
import { FALLBACK_PACKAGES, GENERATOR_PACKAGES, generatorAnchorFile, ownModuleFiles, packageOf } from './docusaurus-module-targets.ts';

type ResolveFilename = (request: string, parent: unknown, isMain: boolean, options?: unknown) => string;
type LoadModule = (request: string, parent: unknown, isMain: boolean) => unknown;
interface ModuleInternals {
  _resolveFilename: ResolveFilename;
  _load: LoadModule;
  _nodeModulePaths(dir: string): string[];
}

/** Per thread (a global: the generator may be loaded twice in one thread, bundled and from sources). */
const STATE = Symbol.for('velocisaurus.docusaurus-modules');
type InstallState = { require?: true; import?: true };
const state = ((globalThis as Record<symbol, InstallState>)[STATE] ??= {});

/** The parent a generator-side resolution starts from: a module in the generator's folder. */
function generatorParent(internals: ModuleInternals): unknown {
  const parent = new (Module as unknown as new (id: string) => { filename: string; paths: string[]; loaded: boolean })(generatorAnchorFile);
  parent.filename = generatorAnchorFile;
  parent.paths = internals._nodeModulePaths(generatorDir);
  parent.loaded = true;
  return parent;
}

/** A requested ES module file of the generator loads through require(esm): Node warns of that once, which says nothing to a site's author. */
function withoutRequireEsmWarning<T>(load: () => T): T {
  const emitWarning = process.emitWarning;
  process.emitWarning = ((warning: string | Error, ...rest: unknown[]) => {
    if (/ES Module|require\(\)/.test(String(warning))) return;
    (emitWarning as (...args: unknown[]) => void).call(process, warning, ...rest);
  }) as typeof process.emitWarning;
  try {
    return load();
  } finally {
    process.emitWarning = emitWarning;
  }
}

/** `require()` and `require.resolve()` of the namespace, in this thread. */
export function installRequireHook(): void {
  if (state.require) return;
  state.require = true;
  const internals = Module as unknown as ModuleInternals;
  const own = ownModuleFiles();
  const ownFiles = new Set(Object.values(own));
  const parent = generatorParent(internals);
  const resolveFilename = internals._resolveFilename;
  internals._resolveFilename = function (request, from, isMain, options) {
    // Most requests name neither (every require of a build passes here): left at once.
    if (!request.startsWith('@docusaurus/') && !request.startsWith('webpack')) return resolveFilename.call(this, request, from, isMain, options);
    const file = own[request];
    if (file) return file;
    const name = packageOf(request);
    if (GENERATOR_PACKAGES.includes(name)) return resolveFilename.call(this, request, parent, isMain);
    if (!FALLBACK_PACKAGES.includes(name)) return resolveFilename.call(this, request, from, isMain, options);
    try {
      return resolveFilename.call(this, request, from, isMain, options);
    } catch {
      return resolveFilename.call(this, request, parent, isMain);
    }
  };
  const load = internals._load;
  internals._load = function (request, from, isMain) {
    if (own[request] || ownFiles.has(request)) return withoutRequireEsmWarning(() => load.call(this, request, from, isMain));
    return load.call(this, request, from, isMain);
  };
}

/** `import` of the namespace, in this thread (Node runs the hook in a thread of its own). */
export function installImportHook(): void {
  if (state.import) return;
  state.import = true;
  const own = Object.fromEntries(Object.entries(ownModuleFiles()).map(([name, file]) => [name, pathToFileURL(file).href]));
  register(pathToFileURL(join(generatorDir, 'src/core/docusaurus-modules/esm-resolve-hook.mjs')), {
    data: {
      own,
      generatorPackages: GENERATOR_PACKAGES,
      fallbackPackages: FALLBACK_PACKAGES,
      generatorParentURL: pathToFileURL(generatorAnchorFile).href,
    },
  });
}

/** Both: before a site's modules (config, plugins, presets) load. */
export function installDocusaurusModules(): void {
  installRequireHook();
  installImportHook();
}

/**
 * Loads a config module afresh (the dev server reloads it after an edit) with what Docusaurus's
 * loader (jiti) lets a config use, whatever its extension: TypeScript, `import` and `require()`
 * mixed, `__dirname` and `__filename` in an ES module, `import.meta.url` in CommonJS, JSON
 * imports. esbuild bundles the file with the site files it imports (packages stay imports) into
 * a CommonJS module beside it, which Node requires once and which is then removed. A config with
 * top-level await cannot be CommonJS: it is compiled to an ES module and imported instead.
 */
import { createHash } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { threadId } from 'node:worker_threads';
import { build, type BuildFailure } from 'esbuild';
import { installDocusaurusModules, installRequireHook } from '../docusaurus-modules/install-docusaurus-modules.ts';
import { importTypeScriptModule } from '../import-typescript-module.ts';
import { SiteError } from '../site-error.ts';

function compileError(error: unknown, file: string): unknown {
  const first = (error as Partial<BuildFailure>).errors?.[0];
  if (!first) return error;
  const where = first.location;
  return new SiteError(first.text, where ? resolve(where.file) : file, where?.line, where ? where.column + 1 : undefined, { cause: error });
}

/**
 * As jiti (Docusaurus's config loader) resolves them: a relative `require.resolve('./sidebars.js')`
 * finds `./sidebars.ts` when only the TypeScript file exists (a site converted to TypeScript keeps
 * such paths). Prepended to the compiled config: it wraps the module's own `require`.
 */
const RESOLVE_TYPESCRIPT_TWINS = `require = ((original) => {
  const wrapped = (id) => {
    const value = original(id);
    // An ES module's namespace (Node's require() of an ES-only package): marked as one, so the
    // config's \`import x from\` gets its default export (see ES_IMPORTS_IN_NODE_MODE).
    return Object.prototype.toString.call(value) === '[object Module]' && !('__esModule' in value) ? { ...value, __esModule: true } : value;
  };
  Object.assign(wrapped, original);
  wrapped.resolve = (id, options) => {
    try {
      return original.resolve(id, options);
    } catch (error) {
      const twin = /^\\.\\.?\\//.test(id) && id.replace(/\\.([cm]?)js$/, '.$1ts');
      if (twin && twin !== id) {
        try { return original.resolve(twin, options); } catch {}
      }
      throw error;
    }
  };
  return wrapped;
})(require);`;

/**
 * jiti's interop, which Docusaurus's config loader has: `import x from 'pkg'` gets the package's
 * default export, also from an ES-only package. esbuild compiles the imports of an ES module config
 * (.mjs, or a "type": "module" site) in Node's mode, `__toESM(require('pkg'), 1)`, where the
 * default import is the whole module: its namespace, for an ES-only package. Those calls are
 * switched to the interop that reads `__esModule` (CommonJS packages keep module.exports as default).
 */
const ES_IMPORTS_IN_NODE_MODE = /__toESM\((require\("[^"]*"\)), 1\)/g;

const usesTopLevelAwait = (error: unknown) => (error as Partial<BuildFailure>).errors?.some((e) => /Top-level await/.test(e.text)) ?? false;

/** Loads made by this thread, to name each compiled file apart. */
let loadCount = 0;

export async function importConfigModule(file: string): Promise<Record<string, unknown>> {
  // Its `require('@docusaurus/…')` gets the generator's modules, in whichever thread loads it.
  installRequireHook();
  let code: string;
  try {
    const result = await build({
      entryPoints: [file],
      bundle: true,
      packages: 'external',
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      write: false,
      sourcemap: 'inline',
      logLevel: 'silent',
      banner: { js: RESOLVE_TYPESCRIPT_TWINS },
      // What an ES module reads of itself, pointing at the source (the compiled file sits beside it).
      define: {
        'import.meta.url': JSON.stringify(pathToFileURL(file).href),
        'import.meta.filename': JSON.stringify(file),
        'import.meta.dirname': JSON.stringify(dirname(file)),
      },
    });
    code = result.outputFiles[0].text.replace(ES_IMPORTS_IN_NODE_MODE, '__toESM($1)');
  } catch (error) {
    if (usesTopLevelAwait(error)) {
      installDocusaurusModules();
      return importTypeScriptModule(file);
    }
    throw compileError(error, file);
  }
  // Beside the source, so its package requires resolve as the source's would, and __dirname is the source's folder.
  // Named by thread and load too: threads share the process id, and two loads at once (the config read by
  // several threads, or twice in one) must not remove the file the other is about to require.
  const compiled = `${file}.timestamp-${createHash('sha1').update(code).digest('hex').slice(0, 12)}-${process.pid}-${threadId}-${++loadCount}.cjs`;
  await writeFile(compiled, code);
  const require = createRequire(compiled);
  try {
    return { default: require(compiled) as unknown };
  } finally {
    delete require.cache[compiled];
    await rm(compiled, { force: true });
  }
}

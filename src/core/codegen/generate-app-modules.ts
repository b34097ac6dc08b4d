/**
 * Writes the generated modules the bundler starts from, one set per application module (see
 * route-plan.ts), never per page:
 * - `app/{id}.js`: the module's value: a component's module (reading `default`, so a missing
 *   default export is a build error), a code module's namespace, or a Markdown file's imports;
 * - `app-entries/{id}.js`: its client entry, registering it with the client runtime (again on a
 *   hot update in the dev server);
 * - `server-app-modules.js`: id -> lazy import, for prerendering; each import is a named chunk
 *   group, so the build knows which server code renders which pages;
 * - `client-modules.js`: the site's global client modules (styles, scripts);
 * - `prism-languages.js`: loaders of `themeConfig.prism.additionalLanguages` for the browser.
 * Files are written only when their text changes, so warm builds and the dev watcher stay quiet.
 */
import { mkdir, readFile, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomic } from '../atomic-file.ts';
import { SERVER_APP_MODULE_CHUNK_PREFIX } from '../bundler/chunk-names.ts';
import type { AppModule } from '../route-plan.ts';

export interface GeneratedAppModules {
  /** App module id -> absolute path of its client entry. */
  clientEntries: Map<string, string>;
  serverModulesFile: string;
  clientModulesFile: string;
}

/** Writes a generated file only when its text changed, so webpack's watcher and the incremental build see no edit. */
export async function writeIfChanged(file: string, text: string): Promise<void> {
  const previous = await readFile(file, 'utf8').catch(() => undefined);
  if (previous !== text) await writeFileAtomic(file, text);
}

const q = (s: string) => JSON.stringify(s);

export function appModuleSource(module: AppModule): string {
  switch (module.kind) {
    case 'component':
      return `import * as namespace from ${q(module.request)};\nexport default { ...namespace, default: namespace.default };\n`;
    case 'module':
      return `import * as namespace from ${q(module.request)};\nexport default namespace;\n`;
    case 'imports':
      return [
        ...module.imports.map((item, i) => `import * as i${i} from ${q(item.request)};`),
        `export default { ${module.imports.map((item, i) => `${q(item.specifier)}: i${i}`).join(', ')} };`,
        '',
      ].join('\n');
  }
}

/** A module's client entry; in the dev server it registers again when the module hot-updates. */
export function clientEntrySource(id: string): string {
  return [
    `import value from '../app/${id}.js';`,
    `import { registerAppModule } from '@generator/client/route-registry';`,
    `registerAppModule(${q(id)}, value);`,
    `if (import.meta.webpackHot) import.meta.webpackHot.accept('../app/${id}.js', () => registerAppModule(${q(id)}, value));`,
    '',
  ].join('\n');
}

/**
 * The client modules, imported in order and exported as a list of their namespaces, whose route
 * lifecycles (onRouteUpdate, onRouteDidUpdate) the client runtime calls. Using each namespace also
 * keeps a module that only has side effects when its package says `"sideEffects": false`, as
 * Docusaurus keeps it (a bare `import 'x'` of such a package is dropped by webpack).
 */
function clientModulesSource(clientModules: string[]): string {
  const imports = clientModules.map((m, i) => `import * as clientModule${i} from ${q(m)};`);
  return [...imports, `export default [${clientModules.map((_, i) => `clientModule${i}`).join(', ')}];`, ''].join('\n');
}

/**
 * `themeConfig.prism.additionalLanguages` for the browser (a component given code at run time,
 * `@theme/CodeBlock`): language -> a loader of its Prism components into prism-react-renderer's
 * Prism, each a chunk of its own loaded when a block first needs it. Markdown's code blocks do not
 * need them: they are highlighted at build time.
 */
async function prismLanguagesSource(languages: string[]): Promise<string> {
  // Prism loads only for a site that lists languages: its grammars take a tenth of a second to set up.
  const { prismComponentChain } = languages.length > 0 ? await import('../markdown/prism-languages.ts') : { prismComponentChain: () => [] };
  const entries = languages
    .map((language) => [language, prismComponentChain(language)] as const)
    .filter(([, chain]) => chain.length > 0)
    .map(([language, chain]) => {
      const steps = chain.map((id) => `await import(${q(`prismjs/components/prism-${id}.js`)});`).join(' ');
      return `  ${q(language)}: async () => { globalThis.Prism = Prism; ${steps} },`;
    });
  return [`import { Prism } from 'prism-react-renderer';`, `export default {`, ...entries, `};`, ''].join('\n');
}

export async function generateAppModules(
  generatedDir: string,
  modules: Iterable<AppModule>,
  clientModules: string[],
  prismLanguages: string[] = [],
): Promise<GeneratedAppModules> {
  const appDir = join(generatedDir, 'app');
  const entriesDir = join(generatedDir, 'app-entries');
  await Promise.all([mkdir(appDir, { recursive: true }), mkdir(entriesDir, { recursive: true })]);

  const list = [...modules].sort((a, b) => (a.id < b.id ? -1 : 1));
  const clientEntries = new Map<string, string>();
  await Promise.all(
    list.map(async (module) => {
      const entry = join(entriesDir, `${module.id}.js`);
      clientEntries.set(module.id, entry);
      await writeIfChanged(join(appDir, `${module.id}.js`), appModuleSource(module));
      await writeIfChanged(entry, clientEntrySource(module.id));
    }),
  );
  // Remove modules no longer used (the dev server adds and removes them).
  for (const dir of [appDir, entriesDir]) {
    for (const name of await readdir(dir)) if (!clientEntries.has(name.replace(/\.js$/, ''))) await rm(join(dir, name));
  }

  const serverModulesFile = join(generatedDir, 'server-app-modules.js');
  await writeIfChanged(
    serverModulesFile,
    `export default {\n${list.map((m) => `  ${q(m.id)}: () => import(/* webpackChunkName: ${q(SERVER_APP_MODULE_CHUNK_PREFIX + m.id)} */ ${q(`./app/${m.id}.js`)}),`).join('\n')}\n};\n`,
  );
  const clientModulesFile = join(generatedDir, 'client-modules.js');
  await writeIfChanged(clientModulesFile, clientModulesSource(clientModules));
  await writeIfChanged(join(generatedDir, 'prism-languages.js'), await prismLanguagesSource(prismLanguages));
  return { clientEntries, serverModulesFile, clientModulesFile };
}

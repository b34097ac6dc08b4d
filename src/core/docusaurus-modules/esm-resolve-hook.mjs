/**
 * Node's module hooks (registered with `module.register`, running in Node's hooks thread) that
 * serve the `@docusaurus/*` namespace to ES modules, as install-docusaurus-modules.ts does for
 * CommonJS. Plain JavaScript: Node loads it by path, outside the generator's bundle.
 *
 * Docusaurus loads plugins through jiti, whose interop lets an ES module import its CommonJS helper
 * packages as if they were ES modules: `import logger from '@docusaurus/logger'` (the package's
 * `exports.default`) and `import { Joi } from '@docusaurus/utils-validation'` (a name Node's
 * CommonJS lexer does not find). Node alone gives neither, so those packages are imported through
 * a small ES module made here with that interop.
 */
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/** @type {{ own: Record<string, string>, generatorPackages: string[], fallbackPackages: string[], generatorParentURL: string }} */
let table;

/** Marks a helper package's CommonJS entry, to be loaded with jiti's interop. */
const INTEROP = 'docusaurus-interop';

export function initialize(data) {
  table = data;
}

const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** A helper package's entry, when it is CommonJS: marked for `load` below. */
function withInterop(resolved, specifier) {
  if (specifier !== packageOf(specifier) || resolved.format === 'module' || !resolved.url.startsWith('file:')) return resolved;
  return { ...resolved, url: `${resolved.url}?${INTEROP}`, format: 'module' };
}

export async function resolve(specifier, context, nextResolve) {
  const own = table.own[specifier];
  // Through the next resolvers, so a TypeScript loader (the generator run from its sources) knows the file.
  if (own) return nextResolve(own, context);
  const name = packageOf(specifier);
  if (table.generatorPackages.includes(name)) return nextResolve(specifier, { ...context, parentURL: table.generatorParentURL });
  if (!table.fallbackPackages.includes(name)) return nextResolve(specifier, context);
  try {
    return withInterop(await nextResolve(specifier, context), specifier);
  } catch {
    return withInterop(await nextResolve(specifier, { ...context, parentURL: table.generatorParentURL }), specifier);
  }
}

export async function load(url, context, nextLoad) {
  if (!url.endsWith(`?${INTEROP}`)) return nextLoad(url, context);
  const file = fileURLToPath(url.slice(0, -INTEROP.length - 1));
  const names = Object.keys(createRequire(file)(file)).filter((key) => key !== 'default' && /^[A-Za-z_$][\w$]*$/.test(key));
  const source = [
    `import { createRequire } from 'node:module';`,
    `const exported = createRequire(${JSON.stringify(file)})(${JSON.stringify(file)});`,
    `export default exported.__esModule && 'default' in exported ? exported.default : exported;`,
    ...names.map((key) => `export const ${key} = exported[${JSON.stringify(key)}];`),
  ].join('\n');
  return { format: 'module', source, shortCircuit: true };
}

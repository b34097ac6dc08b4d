/**
 * Docusaurus's route shape mapped onto this generator's route table (the plugin host walks nested
 * `routes`: each leaf becomes a page that carries its ancestors, see ParentRouteInfo):
 * - nested `modules` (objects, arrays, `{ __import, path, query }` descriptors) become dotted prop
 *   names ("blog.items.0.content") that the client nests back (shared/route-payload.ts);
 * - `@site/x` module paths resolve against the site folder; a Markdown module with
 *   `query: { truncated: true }` is its excerpt ("?excerpt").
 */
import { resolve } from 'node:path';
import type { RouteConfig, RouteModules } from '../plugin-types.ts';

/** A module reference as Docusaurus plugins may write it. */
interface ImportDescriptor {
  __import: true;
  path: string;
  query?: Record<string, unknown>;
}

const isImportDescriptor = (value: unknown): value is ImportDescriptor =>
  typeof value === 'object' && value !== null && (value as ImportDescriptor).__import === true;

/** A module path as the route plan takes it: absolute for site files, `?excerpt` for truncated Markdown. */
export function resolveModulePath(path: string, siteDir: string, query?: Record<string, unknown>): string {
  const absolute = path.startsWith('@site/') ? resolve(siteDir, path.slice('@site/'.length)) : path;
  return query?.truncated && /\.mdx?$/.test(absolute) ? `${absolute}?excerpt` : absolute;
}

/** `{ a: { b: [x, y] } }` -> `{ "a.b.0": x, "a.b.1": y }`, each path resolved. */
export function flattenModules(modules: RouteModules | undefined, siteDir: string): Record<string, string> {
  const flat: Record<string, string> = {};
  const visit = (value: unknown, key: string): void => {
    if (typeof value === 'string') flat[key] = resolveModulePath(value, siteDir);
    else if (isImportDescriptor(value)) flat[key] = resolveModulePath(value.path, siteDir, value.query);
    else if (Array.isArray(value)) value.forEach((item, i) => visit(item, `${key}.${i}`));
    else if (typeof value === 'object' && value !== null) for (const [name, item] of Object.entries(value)) visit(item, key ? `${key}.${name}` : name);
    else throw new Error(`route module "${key}" must be a module path, got ${JSON.stringify(value)}`);
  };
  visit(modules ?? {}, '');
  return flat;
}

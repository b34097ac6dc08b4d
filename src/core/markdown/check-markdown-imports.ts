/**
 * Before bundling: every module a Markdown file imports by a path (relative, or `@site/...`) must
 * exist. Otherwise the bundler would report a module it cannot resolve in a generated file
 * (`.generated/app/...`), which says nothing of the Markdown file that asked for it; here the
 * error names that file and the line of its import. Packages and theme components are left to
 * the bundler, which names them well enough.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { RESOLVE_EXTENSIONS } from '../bundler/resolve-extensions.ts';
import type { SitePlan } from '../route-plan.ts';
import { SiteError } from '../site-error.ts';
import type { MarkdownModuleId } from './markdown-store.ts';

const isFile = (path: string) => existsSync(path) && statSync(path).isFile();

/** Whether an import's target exists as the bundler would find it: as written, with an extension, or as a folder's index. */
function resolvable(path: string): boolean {
  return [path, ...RESOLVE_EXTENSIONS.map((ext) => path + ext), ...RESOLVE_EXTENSIONS.map((ext) => join(path, `index${ext}`))].some(isFile);
}

/** The line of a file where a specifier is imported (the first that names it), if found. */
export function importLine(file: string, specifier: string): number | undefined {
  const lines = readFileSync(file, 'utf8').split('\n');
  const index = lines.findIndex((line) => line.includes(`'${specifier}'`) || line.includes(`"${specifier}"`));
  return index < 0 ? undefined : index + 1;
}

export function checkMarkdownImports(plan: SitePlan, siteDir: string, importsOf: (id: MarkdownModuleId) => string[] | undefined): void {
  const checked = new Set<string>();
  for (const route of plan.routes) {
    for (const module of Object.values(route.modules)) {
      if (module.kind !== 'markdown' || checked.has(module.id.file)) continue;
      checked.add(module.id.file);
      for (const specifier of importsOf(module.id) ?? []) {
        const target = specifier.startsWith('.')
          ? resolve(dirname(module.id.file), specifier)
          : specifier.startsWith('@site/')
            ? join(siteDir, specifier.slice('@site/'.length))
            : undefined;
        if (target && !resolvable(target)) {
          throw new SiteError(
            `cannot find the module "${specifier}" this file imports (looked for ${target} and the same with ${RESOLVE_EXTENSIONS.join(', ')})`,
            module.id.file,
            importLine(module.id.file, specifier),
          );
        }
      }
    }
  }
}

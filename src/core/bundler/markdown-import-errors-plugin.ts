/**
 * Dev server: a module a Markdown file imports that cannot be found is reported by webpack in the
 * generated module holding that file's imports (`.generated/app/{id}.js`), which says nothing of
 * the file to fix. This plugin rewrites such errors to name the Markdown file and the line of its
 * import, as a production build does before bundling (markdown/check-markdown-imports.ts), so the
 * terminal and the overlay both show `docs/guards.mdx:15: cannot find the module "./x" ...`.
 */
import { dirname, join, relative } from 'node:path';
import webpack, { type Compiler, type WebpackError } from 'webpack';
import { importLine } from '../markdown/check-markdown-imports.ts';
import type { SitePlan } from '../route-plan.ts';

const NAME = 'markdown-import-errors';

/** The Markdown files (absolute) whose imports the application module with this id holds. */
function importingFiles(plan: SitePlan, id: string): string[] {
  const files = new Set<string>();
  for (const route of plan.routes) {
    for (const { modules } of [route, ...route.parents]) {
      for (const module of Object.values(modules)) if (module.kind === 'markdown' && module.imports === id) files.add(module.id.file);
    }
  }
  return [...files];
}

export class MarkdownImportErrorsPlugin {
  /** @param plan the site's current plan (the dev server replaces it as content changes) */
  constructor(
    private readonly plan: () => SitePlan,
    private readonly siteDir: string,
    generatedDir: string,
  ) {
    this.appDir = join(generatedDir, 'app');
  }

  private readonly appDir: string;

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processErrors.tap(NAME, (errors) => errors.flatMap((error) => this.rewritten(error) ?? [error]));
    });
  }

  /** The error, once per importing file, naming that file and line; undefined when it is not about a Markdown file's import. */
  private rewritten(error: Error): Error[] | undefined {
    const { module: source, loc } = error as Partial<WebpackError>;
    const resource = (source as { resource?: string } | undefined)?.resource;
    if (error.name !== 'ModuleNotFoundError' || !resource || dirname(resource) !== this.appDir) return undefined;
    const plan = this.plan();
    const module = plan.appModules.get(resource.slice(this.appDir.length + 1).replace(/\.js$/, ''));
    const line = loc && 'start' in loc ? loc.start.line : undefined;
    // The generated module imports one specifier per line, in order (codegen/generate-app-modules.ts).
    const specifier = module?.kind === 'imports' && line !== undefined ? module.imports[line - 1]?.specifier : undefined;
    const files = specifier === undefined ? [] : importingFiles(plan, module!.id);
    if (!files.length) return undefined;
    return files.map((file) => {
      const at = [relative(this.siteDir, file), importLine(file, specifier!)].filter((part) => part !== undefined).join(':');
      const mapped = new webpack.WebpackError(`${at}: cannot find the module "${specifier}" this file imports`) as WebpackError;
      mapped.file = relative(this.siteDir, file);
      return mapped;
    });
  }
}

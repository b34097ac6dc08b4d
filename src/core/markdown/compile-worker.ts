/**
 * Worker-thread entry: compiles one Markdown/MDX file (see compile-markdown.ts). Functions of the
 * options arrive as their place in the site's config (markdown-plugins.ts) and are taken from it
 * here. It must load no native module: SWC's (it minified here once), used in a worker thread that
 * is later terminated, crashed the process about one build in eight.
 */
import { compileMarkdown, type CompileOptions, type CompiledMarkdown, type MarkdownVariant } from './compile-markdown.ts';
import { fromPortable } from './markdown-plugins.ts';
import { SiteError } from '../site-error.ts';

export interface CompileTask {
  file: string;
  source: string;
  variant: MarkdownVariant;
  /** Portable options (see toPortable). */
  options: CompileOptions;
}

export type CompileOutcome = { ok: true; result: CompiledMarkdown } | { ok: false; error: { message: string; file?: string; line?: number; column?: number } };

export default async function compileTask(task: CompileTask): Promise<CompileOutcome> {
  try {
    const options = task.options.settings ? await fromPortable(task.options, task.options.settings.siteDir) : task.options;
    return { ok: true, result: await compileMarkdown(task.file, task.source, task.variant, options) };
  } catch (error) {
    if (error instanceof SiteError)
      return { ok: false, error: { message: error.message, file: error.file ?? task.file, line: error.line, column: error.column } };
    return { ok: false, error: { message: `${task.file}: ${(error as Error).stack ?? String(error)}` } };
  }
}

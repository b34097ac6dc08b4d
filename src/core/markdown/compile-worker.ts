/**
 * Worker-thread entry: compiles one Markdown/MDX file (see compile-markdown.ts) and writes the
 * result to the store's disk cache itself, answering only with what the build needs at once (its
 * imports), so large compiled code is not copied between threads or held by the main one.
 */
import { writeFile } from 'node:fs/promises';
import { compileMarkdown, type CompileOptions, type MarkdownVariant } from './compile-markdown.ts';
import { SiteError } from '../site-error.ts';

export interface CompileTask {
  file: string;
  source: string;
  variant: MarkdownVariant;
  options: CompileOptions;
  /** Where the compiled result goes (JSON of CompiledMarkdown). */
  cacheFile: string;
}

export type CompileOutcome = { ok: true; imports: string[] } | { ok: false; error: { message: string; file?: string; line?: number; column?: number } };

export default async function compileTask(task: CompileTask): Promise<CompileOutcome> {
  try {
    const result = await compileMarkdown(task.file, task.source, task.variant, task.options);
    await writeFile(task.cacheFile, JSON.stringify(result));
    return { ok: true, imports: result.imports };
  } catch (error) {
    if (error instanceof SiteError) return { ok: false, error: { message: error.message, file: error.file, line: error.line, column: error.column } };
    return { ok: false, error: { message: (error as Error).stack ?? String(error) } };
  }
}

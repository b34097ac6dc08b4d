/**
 * What the plugin and its rehype step both need to know of an example's code, computed by one
 * function each so they agree: whether a code block is runnable (its language and `runnable` meta
 * word), the modules it imports, and the code a reader sees (magic comments removed, as the
 * compiler's highlighting removes them), which is what runs and what names its compiled file
 * (example-name.ts).
 */
import { parseCodeBlockMeta } from '../../src/shared/code-block-meta.ts';
import { applyMagicComments, type MagicComment } from '../../src/shared/magic-comments.ts';
import { EXAMPLE_LOADERS } from './example-name.ts';

/** A fenced block runs when its language is one of EXAMPLE_LOADERS and its meta holds the word `runnable`. */
export function isRunnableBlock(language: string, meta: string): boolean {
  return language.toLowerCase() in EXAMPLE_LOADERS && /(?:^|\s)runnable(?:\s|$)/.test(meta);
}

/** Module specifiers the code imports (static, bare side-effect, re-export and dynamic imports). */
export function importsOf(code: string): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(
    /^\s*(?:import|export)\b[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/gm,
  ))
    found.add(match[1] ?? match[2] ?? match[3]);
  return [...found];
}

/** The imports a runtime cannot provide (none: the example can run). */
export function unsupportedImports(code: string, modules: Record<string, string>): string[] {
  return importsOf(code).filter((specifier) => !(specifier in modules));
}

/** The code a block shows (what the reader sees, copies and runs): its lines as the code block's markup holds them. */
export function shownCode(code: string, language: string, meta: string, magicComments: readonly MagicComment[]): string {
  return applyMagicComments(code.replace(/\n$/, ''), language, magicComments, parseCodeBlockMeta(meta).highlightedRanges).code;
}

/** Where the plugin publishes its files, under the site's base URL. */
export const OUTPUT_FOLDER = 'assets/runnable';

/**
 * What the plugin and its rehype step both need to know of an example's code, computed by one
 * function each so they agree: whether a code block is runnable (its language and `runnable` meta
 * word), the modules it imports, and the name of its compiled file (a hash of its code, whitespace
 * folded, so the Markdown tree's text and the plugin's own reading of the file name the same file).
 */
import { createHash } from 'node:crypto';

/** Fence languages an example may be written in, and the esbuild loader for each. */
export const EXAMPLE_LOADERS: Record<string, 'ts' | 'tsx' | 'js' | 'jsx'> = {
  ts: 'ts',
  typescript: 'ts',
  tsx: 'tsx',
  js: 'js',
  javascript: 'js',
  jsx: 'jsx',
};

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

/** The compiled example's file name under the plugin's output folder. */
export function exampleFileName(language: string, code: string): string {
  const folded = code.replace(/\s+/g, ' ').trim();
  return `example-${createHash('sha1').update(`${EXAMPLE_LOADERS[language.toLowerCase()]}\0${folded}`).digest('hex').slice(0, 12)}.js`;
}

/** Where the plugin publishes its files, under the site's base URL. */
export const OUTPUT_FOLDER = 'assets/runnable';

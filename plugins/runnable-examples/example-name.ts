/**
 * The name of a compiled example's file, computed from the code a reader sees: by the plugin at
 * build time and by the Run button in the browser on click (from the code block's text, as the Copy
 * button reads it). So a page carries no file name per example, only a marker saying a block runs.
 *
 * The hash is the generator's isomorphic string hash (src/shared/string-hash.ts, 64 bits here)
 * because it must give the same answer in Node and in any browser, synchronously, also where
 * `crypto.subtle` is missing (pages served over plain HTTP).
 * Whitespace runs are folded to one space, so the Markdown tree's text, the plugin's reading of the
 * file and the text of the rendered lines name the same file.
 */
import { hashLanes } from '../../src/shared/string-hash.ts';

/** Fence languages an example may be written in, and the esbuild loader for each. */
export const EXAMPLE_LOADERS: Record<string, 'ts' | 'tsx' | 'js' | 'jsx'> = {
  ts: 'ts',
  typescript: 'ts',
  tsx: 'tsx',
  js: 'js',
  javascript: 'js',
  jsx: 'jsx',
};

/** 64 bits of `text` as 16 hex digits. */
function hash64(text: string): string {
  const { low, high } = hashLanes(text, 0xdeadbeef, 0x41c6ce57);
  return high.toString(16).padStart(8, '0') + low.toString(16).padStart(8, '0');
}

/** The compiled example's file name under the plugin's output folder, from the block's language and shown code. */
export function exampleFileName(language: string, code: string): string {
  const folded = code.replace(/\s+/g, ' ').trim();
  return `example-${hash64(`${EXAMPLE_LOADERS[language.toLowerCase()]}\0${folded}`)}.js`;
}

/**
 * The name of a compiled example's file, computed from the code a reader sees: by the plugin at
 * build time and by the Run button in the browser on click (from the code block's text, as the Copy
 * button reads it). So a page carries no file name per example, only a marker saying a block runs.
 *
 * The hash is a 64-bit one written out here (two 32-bit multiply-xor lanes over the UTF-16 code
 * units, as cyrb53 mixes them) because it must give the same answer in Node and in any browser,
 * synchronously, also where `crypto.subtle` is missing (pages served over plain HTTP).
 * Whitespace runs are folded to one space, so the Markdown tree's text, the plugin's reading of the
 * file and the text of the rendered lines name the same file.
 */

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
  let a = 0xdeadbeef;
  let b = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    a = Math.imul(a ^ unit, 2654435761);
    b = Math.imul(b ^ unit, 1597334677);
  }
  a = Math.imul(a ^ (a >>> 16), 2246822507) ^ Math.imul(b ^ (b >>> 13), 3266489909);
  b = Math.imul(b ^ (b >>> 16), 2246822507) ^ Math.imul(a ^ (a >>> 13), 3266489909);
  return (b >>> 0).toString(16).padStart(8, '0') + (a >>> 0).toString(16).padStart(8, '0');
}

/** The compiled example's file name under the plugin's output folder, from the block's language and shown code. */
export function exampleFileName(language: string, code: string): string {
  const folded = code.replace(/\s+/g, ' ').trim();
  return `example-${hash64(`${EXAMPLE_LOADERS[language.toLowerCase()]}\0${folded}`)}.js`;
}

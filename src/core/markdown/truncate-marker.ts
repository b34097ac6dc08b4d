/**
 * The marker that ends a blog post's excerpt, as Docusaurus 3 finds it: `<!-- truncate -->` or
 * `{/* truncate *\/}` anywhere in the text, on a line of its own or not. A module of its own, so
 * content loaders can look for it without loading the compiler.
 */
export const TRUNCATE_MARKER = /<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/;

export function hasTruncateMarker(source: string): boolean {
  return TRUNCATE_MARKER.test(source);
}

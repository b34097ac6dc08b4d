/**
 * The marker that ends a blog post's excerpt: `<!-- truncate -->` or `{/* truncate *\/}` on a line
 * of its own. A module of its own, so content loaders can look for it without loading the compiler.
 */
export const TRUNCATE_MARKER = /^\s*(<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\})\s*$/m;

export function hasTruncateMarker(source: string): boolean {
  return TRUNCATE_MARKER.test(source);
}

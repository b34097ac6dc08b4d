/**
 * Reads a code fence's meta string as Docusaurus does: `title="a.ts" {1,3-5} showLineNumbers=10`.
 * Public: plugins may import it (biome.jsonc lists the modules of src/shared a plugin may import).
 */
export interface CodeBlockMeta {
  title?: string;
  /** The `{...}` line ranges ("1,3-5"), if any. */
  highlightedRanges?: string;
  showLineNumbers: boolean;
  /** The first line's number when numbered (`showLineNumbers=10`). */
  lineNumbersStart: number;
}

export function parseCodeBlockMeta(metastring = ''): CodeBlockMeta {
  const title = /title=(["'])(.*?)\1/.exec(metastring)?.[2];
  const highlightedRanges = /\{([\d,-]+)\}/.exec(metastring)?.[1];
  const lineNumbers = /\bshowLineNumbers\b(?:=(\d+))?/.exec(metastring);
  return { title, highlightedRanges, showLineNumbers: lineNumbers !== null, lineNumbersStart: lineNumbers?.[1] ? Number(lineNumbers[1]) : 1 };
}

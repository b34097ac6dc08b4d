/** Reads a code fence's meta string: `title="a.ts" {1,3-5} showLineNumbers`. */
export interface CodeBlockMeta {
  title?: string;
  highlightedLines: Set<number>;
  showLineNumbers: boolean;
}

export function parseCodeBlockMeta(metastring = ''): CodeBlockMeta {
  const title = /title=(["'])(.*?)\1/.exec(metastring)?.[2];
  const highlightedLines = new Set<number>();
  const ranges = /\{([\d,\s-]+)\}/.exec(metastring)?.[1];
  for (const part of ranges?.split(',') ?? []) {
    const [from, to] = part.trim().split('-').map(Number);
    if (!Number.isFinite(from)) continue;
    for (let line = from; line <= (Number.isFinite(to) ? to : from); line++) highlightedLines.add(line);
  }
  return { title, highlightedLines, showLineNumbers: /\bshowLineNumbers\b/.test(metastring) };
}

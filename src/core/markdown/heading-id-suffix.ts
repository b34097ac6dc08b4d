/**
 * Finds the explicit id at the end of a heading's text (`Title {#custom-id}`): `{#`, an id of no
 * whitespace and no `}`, `}`, then only whitespace. A scan from the end rather than the regular
 * expression it replaces (`\s*\{#([^}\s]+)\}\s*$`), which backtracked quadratically on a line
 * holding many `{#` or long runs of spaces; the results are the same.
 */

export interface HeadingIdSuffix {
  /** Where the whitespace before `{#` starts (what `\s*\{#...` would match from). */
  start: number;
  /** Index of the `{` of `{#`. */
  open: number;
  /** The id, between `{#` and `}`. */
  id: string;
  /** Index after the closing `}` (only whitespace follows). */
  end: number;
}

const WHITESPACE = /\s/;

/** The leftmost `{#id}` suffix of `text` starting at or after `from`, else undefined. */
export function findHeadingIdSuffix(text: string, from = 0): HeadingIdSuffix | undefined {
  let close = text.length - 1;
  while (close >= from && WHITESPACE.test(text[close])) close--;
  if (close < from || text[close] !== '}') return undefined;
  // The id and its `{#` are one run of characters that are neither whitespace nor `}`.
  let runStart = close;
  while (runStart > from && text[runStart - 1] !== '}' && !WHITESPACE.test(text[runStart - 1])) runStart--;
  const open = text.indexOf('{#', runStart);
  if (open === -1 || open + 2 >= close) return undefined;
  let start = open;
  while (start > from && WHITESPACE.test(text[start - 1])) start--;
  return { start, open, id: text.slice(open + 2, close), end: close + 1 };
}

/**
 * Bounds on a Markdown/MDX file's shape, checked before the Markdown parser runs: the parser and
 * the tree walkers after it recurse once per level of nesting, so 10,000 nested `>` overflow the
 * stack and a 2,000-level nested list takes minutes. One linear pass over the text, with no
 * regular expression; honest content is far inside the bounds (the deepest nesting in the Stately
 * docs is a few levels, the longest line under 1,000 characters).
 *
 * What the pass cannot see (deeply nested JSX elements or emphasis in one paragraph) still ends in
 * a stack overflow, which `stackOverflowError` turns into an error naming the file.
 */
import { SiteError } from '../site-error.ts';

/** Containers (blockquotes and list items) open at once on any line. */
export const MAX_NESTING_DEPTH = 100;

/** Characters on one line: room for an inline SVG or a data: URI image of several hundred KB. */
export const MAX_LINE_LENGTH = 1_000_000;

const SPACE = 0x20;
const TAB = 0x09;
const NEWLINE = 0x0a;

/** Throws a SiteError naming the file and line when a line is too long or nests containers too deep. */
export function checkMarkdownLimits(file: string, text: string): void {
  let line = 1;
  for (let start = 0; start <= text.length; line++) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    if (end - start > MAX_LINE_LENGTH) {
      throw new SiteError(`line longer than ${MAX_LINE_LENGTH.toLocaleString('en-US')} characters (${(end - start).toLocaleString('en-US')})`, file, line);
    }
    if (containerDepth(text, start, end) > MAX_NESTING_DEPTH) {
      throw new SiteError(`nesting deeper than ${MAX_NESTING_DEPTH} levels (blockquotes and lists)`, file, line);
    }
    start = end + 1;
  }
}

/**
 * How deep the line at `start..end` nests, at most: one level per blockquote marker (`>`) and list
 * marker (`-`, `*`, `+`, `1.`, `1)`) at its start, and, when it has any marker, one per two columns
 * of the whitespace among them (a nested list item is indented by at least two columns per level).
 * An overestimate for wide indentation, which only matters past 200 columns.
 */
function containerDepth(text: string, start: number, end: number): number {
  let markers = 0;
  let columns = 0;
  let i = start;
  while (i < end) {
    const code = text.charCodeAt(i);
    if (code === SPACE) {
      columns += 1;
      i++;
    } else if (code === TAB) {
      columns += 4;
      i++;
    } else if (code === 0x3e /* > */) {
      markers++;
      i++;
    } else {
      const after = listMarkerEnd(text, i, end);
      if (after === -1) break;
      markers++;
      i = after;
    }
  }
  return markers === 0 ? 0 : markers + Math.floor(columns / 2);
}

/** The index after a list marker at `i` (`-`, `*`, `+`, or up to nine digits and `.` or `)`, then a space, tab or the line's end), else -1. */
function listMarkerEnd(text: string, i: number, end: number): number {
  const code = text.charCodeAt(i);
  let after = -1;
  if (code === 0x2d /* - */ || code === 0x2a /* * */ || code === 0x2b /* + */) after = i + 1;
  else {
    let j = i;
    while (j < end && j - i < 9 && isDigit(text.charCodeAt(j))) j++;
    if (j > i && (text.charCodeAt(j) === 0x2e /* . */ || text.charCodeAt(j) === 0x29) /* ) */) after = j + 1;
  }
  if (after === -1) return -1;
  const next = after < end ? text.charCodeAt(after) : NEWLINE;
  return next === SPACE || next === TAB || next === NEWLINE || next === 0x0d ? after : -1;
}

function isDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39;
}

/**
 * A compile that overflowed the stack (nesting the limits above do not see), as an error naming the
 * file; undefined for any other error.
 */
export function stackOverflowError(file: string, error: unknown): SiteError | undefined {
  if (!(error instanceof RangeError) || !/call stack/i.test(error.message)) return undefined;
  return new SiteError(
    'nested too deeply to compile (the Markdown parser ran out of stack): reduce the nesting of elements, lists or emphasis',
    file,
    undefined,
    undefined,
    {
      cause: error,
    },
  );
}

/**
 * Inline Markdown reduced to text without compiling it (links keep their text, images their alt,
 * HTML tags and emphasis marks go), for the descriptions, titles and search text that content
 * plugins read from a body. Each function is one left-to-right scan that finds exactly the matches
 * of the regular expression it names, with the `g` flag: those expressions rescanned the rest of
 * the text from every unclosed `[`, `<` or `*`, so a long paragraph of them took minutes.
 */

/**
 * The next position of something at or after a position, remembered: asked for positions that
 * only grow, it reads each character of the text at most once over all its calls.
 */
class ForwardSearch {
  private from = Number.POSITIVE_INFINITY;
  private found = -1;

  constructor(private readonly find: (from: number) => number) {}

  /** The first position at or after `position`, or -1 when there is none. */
  at(position: number): number {
    if (position < this.from || (this.found !== -1 && position > this.found)) {
      this.from = position;
      this.found = this.find(position);
    }
    return this.found;
  }
}

const nextCharacter = (text: string, character: string) => new ForwardSearch((from) => text.indexOf(character, from));

/**
 * `<prefix><label>]<open><target><close>` -> `replacement(label)`, where the label has no `]` and
 * the target no `close`: the regular expression `<prefix>([^\]]*)\]<open>[^<close>]*<close>`.
 */
function replaceBracketed(text: string, prefix: '[' | '![', open: '(' | '[', close: ')' | ']', replacement: (label: string) => string): string {
  let start = text.indexOf(prefix);
  if (start === -1) return text;
  const labelEnds = nextCharacter(text, ']');
  const targetEnds = nextCharacter(text, close);
  let result = '';
  let copied = 0;
  while (start !== -1) {
    const labelEnd = labelEnds.at(start + prefix.length);
    if (labelEnd === -1) break;
    const targetEnd = text[labelEnd + 1] === open ? targetEnds.at(labelEnd + 2) : -1;
    if (targetEnd === -1) {
      start = text.indexOf(prefix, start + 1);
      continue;
    }
    result += text.slice(copied, start) + replacement(text.slice(start + prefix.length, labelEnd));
    copied = targetEnd + 1;
    start = text.indexOf(prefix, copied);
  }
  return result + text.slice(copied);
}

const keepLabel = (label: string) => label;
const dropLabel = () => '';

/** `![alt](url)` -> `alt` (`keepAlt`) or nothing: `/!\[([^\]]*)\]\([^)]*\)/g`. */
export function replaceMarkdownImages(text: string, keepAlt: boolean): string {
  return replaceBracketed(text, '![', '(', ')', keepAlt ? keepLabel : dropLabel);
}

/** `[text](url)` -> `text`: `/\[([^\]]*)\]\([^)]*\)/g`. */
export function replaceMarkdownLinks(text: string): string {
  return replaceBracketed(text, '[', '(', ')', keepLabel);
}

/** `[text][ref]` -> `text`: `/\[([^\]]*)\]\[[^\]]*\]/g`. */
export function replaceMarkdownReferenceLinks(text: string): string {
  return replaceBracketed(text, '[', '[', ']', keepLabel);
}

/** HTML/JSX tags (`<` and `>` around at least one character) removed: `/<[^>]+>/g`. */
export function removeHtmlTags(text: string): string {
  let start = text.indexOf('<');
  if (start === -1) return text;
  const tagEnds = nextCharacter(text, '>');
  let result = '';
  let copied = 0;
  while (start !== -1) {
    const end = tagEnds.at(start + 1);
    if (end === -1) break;
    if (end === start + 1) {
      start = text.indexOf('<', start + 1);
      continue;
    }
    result += text.slice(copied, start);
    copied = end + 1;
    start = text.indexOf('<', copied);
  }
  return result + text.slice(copied);
}

const WORD = /\w/;
const WHITESPACE = /\s/;
/** What `.` does not match. */
const LINE_TERMINATOR = /[\n\r\u2028\u2029]/;
const isMark = (character: string | undefined) => character === '*' || character === '_';

/**
 * `*text*` / `_text_` -> `text` where the opening mark follows the start or a non-word character,
 * the text starts and ends with non-whitespace and the closing mark precedes a non-word character
 * or the end: `/(^|\W)[*_](\S(?:.*?\S)?)[*_](?=\W|$)/g` replaced with `$1$2`.
 */
export function removeSingleEmphasis(text: string): string {
  const length = text.length;
  // A closing mark at `c`: non-whitespace before it, a non-word character or the end after it.
  const closers = new ForwardSearch((from) => {
    for (let c = from; c < length; c++) {
      if (isMark(text[c]) && !WHITESPACE.test(text[c - 1]) && (c + 1 === length || !WORD.test(text[c + 1]))) return c;
    }
    return -1;
  });
  const lineTerminators = new ForwardSearch((from) => {
    for (let i = from; i < length; i++) if (LINE_TERMINATOR.test(text[i])) return i;
    return -1;
  });
  /** Where the emphasis opened by a mark at `open` closes (the regex's lazy choice), else -1. */
  const closeOf = (open: number): number => {
    if (!isMark(text[open]) || open + 1 >= length || WHITESPACE.test(text[open + 1])) return -1;
    // First the text of two or more characters: the nearest closer with no line break before it.
    const close = closers.at(open + 3);
    const lineEnd = lineTerminators.at(open + 2);
    if (close !== -1 && (lineEnd === -1 || lineEnd > close)) return close;
    // Then the text of one character.
    const short = open + 2;
    return isMark(text[short]) && (short + 1 === length || !WORD.test(text[short + 1])) ? short : -1;
  };
  let result = '';
  let copied = 0;
  for (let position = 0; position < length; ) {
    // `^` (the start only), then a non-word character, before the opening mark.
    let open = position === 0 ? 0 : -1;
    let close = open === 0 ? closeOf(0) : -1;
    if (close === -1 && !WORD.test(text[position])) {
      open = position + 1;
      close = closeOf(open);
    }
    if (close === -1) {
      position++;
      continue;
    }
    result += text.slice(copied, open) + text.slice(open + 1, close);
    copied = close + 1;
    position = close + 1;
  }
  return result + text.slice(copied);
}

/**
 * Magic comments in code blocks, as Docusaurus reads them: a line that holds only a comment naming
 * a directive (`// highlight-next-line`, `# highlight-start`, `<!-- highlight-end -->`,
 * `{/* highlight-next-line *\/}`, `-- highlight-next-line` ...) gives the lines it marks a class
 * and is removed from the code shown. Which comment syntaxes count depends on the language.
 * A `{1,3-5}` range in the fence's meta takes precedence: then comments are left as they are, and
 * the ranged lines get the first magic comment's class.
 * Public: plugins may import it (biome.jsonc lists the modules of src/shared a plugin may import).
 */
import { escapeRegExp } from './escape-reg-exp';

/** One entry of `themeConfig.prism.magicComments`. */
export interface MagicComment {
  className: string;
  /** Marks the next line. */
  line?: string;
  /** Marks the lines between its start and end comments. */
  block?: { start: string; end: string };
}

/** Docusaurus's default: highlighting. */
export const HIGHLIGHTED_LINE_CLASS = 'theme-code-block-highlighted-line';
export const DEFAULT_MAGIC_COMMENTS: MagicComment[] = [
  { className: HIGHLIGHTED_LINE_CLASS, line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } },
];

/** Comment syntaxes, as regular expression sources of their opening and closing parts. */
const COMMENT_SYNTAXES = {
  js: ['\\/\\/', ''],
  jsBlock: ['\\/\\*', '\\*\\/'],
  jsx: ['\\{\\s*\\/\\*', '\\*\\/\\s*\\}'],
  bash: ['#', ''],
  html: ['<!--', '-->'],
  lua: ['--', ''],
  wasm: ['\\;\\;', ''],
  tex: ['%', ''],
  vb: ["['‘’]", ''],
  vbnet: ["(?:_\\s*)?['‘’]", ''],
  rem: ['[Rr][Ee][Mm]\\b', ''],
  f90: ['!', ''],
  ml: ['\\(\\*', '\\*\\)'],
  cobol: ['\\*>', ''],
} as const;
type CommentSyntax = keyof typeof COMMENT_SYNTAXES;

/** The comment syntaxes a language's magic comments may use (unknown languages: all of them). */
function syntaxesOf(language: string): CommentSyntax[] {
  switch (language) {
    case 'js':
    case 'javascript':
    case 'ts':
    case 'typescript':
      return ['js', 'jsBlock'];
    case 'jsx':
    case 'tsx':
      return ['js', 'jsBlock', 'jsx'];
    case 'html':
      return ['js', 'jsBlock', 'html'];
    case 'python':
    case 'py':
    case 'bash':
      return ['bash'];
    case 'markdown':
    case 'md':
      return ['html', 'jsx', 'bash'];
    case 'tex':
    case 'latex':
    case 'matlab':
      return ['tex'];
    case 'lua':
    case 'haskell':
    case 'sql':
      return ['lua'];
    case 'wasm':
      return ['wasm'];
    case 'vb':
    case 'vba':
    case 'visual-basic':
      return ['vb', 'rem'];
    case 'vbnet':
      return ['vbnet', 'rem'];
    case 'batch':
      return ['rem'];
    case 'basic':
      return ['rem', 'f90'];
    case 'fsharp':
      return ['js', 'ml'];
    case 'ocaml':
    case 'sml':
      return ['ml'];
    case 'fortran':
      return ['f90'];
    case 'cobol':
      return ['cobol'];
    default:
      return Object.keys(COMMENT_SYNTAXES) as CommentSyntax[];
  }
}

function directiveLine(language: string, magicComments: readonly MagicComment[]): RegExp {
  const names = magicComments
    .flatMap((c) => [c.line, c.block?.start, c.block?.end])
    .filter((n): n is string => Boolean(n))
    .map(escapeRegExp)
    .join('|');
  const alternatives = syntaxesOf(language).map((syntax) => {
    const [open, close] = COMMENT_SYNTAXES[syntax];
    return `(?:${open}\\s*(${names})\\s*${close})`;
  });
  return new RegExp(`^\\s*(?:${alternatives.join('|')})\\s*$`);
}

/** "1,3-5" -> [1, 3, 4, 5]. */
export function parseLineRanges(ranges: string): number[] {
  const lines: number[] = [];
  for (const part of ranges.split(',')) {
    const [from, to] = part
      .trim()
      .split('-')
      .map((n) => Number.parseInt(n, 10));
    if (!Number.isFinite(from)) continue;
    for (let line = from; line <= (Number.isFinite(to) ? to : from); line++) lines.push(line);
  }
  return lines;
}

export interface CodeLines {
  /** The code to show (magic comment lines removed). */
  code: string;
  /** 1-based line number -> the classes it gets. */
  lineClassNames: Map<number, string[]>;
}

/**
 * Applies a fence's `{1,3-5}` range, else the magic comments, to code.
 * @param highlightedRanges the meta's ranges (`1,3-5`), if it has any
 */
export function applyMagicComments(code: string, language: string | undefined, magicComments: readonly MagicComment[], highlightedRanges?: string): CodeLines {
  const lineClassNames = new Map<number, string[]>();
  const mark = (line: number, className: string) => lineClassNames.set(line, [...(lineClassNames.get(line) ?? []), className]);
  if (highlightedRanges !== undefined) {
    if (magicComments.length === 0)
      throw new Error(
        `a code block highlights lines {${highlightedRanges}} but no magic comment is configured (themeConfig.prism.magicComments): its first entry's className marks them`,
      );
    for (const line of parseLineRanges(highlightedRanges)) if (line > 0) mark(line, magicComments[0].className);
    return { code, lineClassNames };
  }
  if (!language || magicComments.length === 0) return { code, lineClassNames };
  const pattern = directiveLine(language, magicComments);
  const lines = code.split(/\r?\n/);
  const kept: string[] = [];
  // A block's lines are marked when its end comment comes (an unclosed block marks none, as in Docusaurus).
  const openBlocks = new Map<string, number[]>();
  let pendingNext: string[] = [];
  for (const line of lines) {
    const match = pattern.exec(line);
    const directive = match?.slice(1).find((group) => group !== undefined);
    if (directive === undefined) {
      kept.push(line);
      const number = kept.length;
      for (const className of pendingNext) mark(number, className);
      pendingNext = [];
      for (const blockLines of openBlocks.values()) blockLines.push(number);
      continue;
    }
    for (const comment of magicComments) {
      if (comment.line === directive) pendingNext.push(comment.className);
      else if (comment.block?.start === directive) openBlocks.set(comment.className, []);
      else if (comment.block?.end === directive) {
        for (const number of openBlocks.get(comment.className) ?? []) mark(number, comment.className);
        openBlocks.delete(comment.className);
      }
    }
  }
  return { code: kept.join('\n'), lineClassNames };
}
